/** RPC_REQUEST (SPEC §6): not-allowed methods refused, safe ones answered or proxied to the chain, unsafe
 * ones parked as approvals that run only when the user approves in the frame. */
import { randomUUID } from 'node:crypto';
import { isAddress, isAddressEqual, toHex } from 'viem';
import { isAllowedRpcMethod, isSafeRpcMethod, rpcResultError, sessionContextOf } from '../../../src/core/frame';
import { HttpError, json, type Router } from '../../api/http';
import { activeAddress, sessionUser } from '../accounts';
import { isSolanaChainId, toEvmChainId } from '../chainId';
import { RpcError } from '../chains';
import type { SiteContext } from '../context';
import { RpcBody, SITE_ERRORS, type RpcAnswer } from '../contract';
import { prepareRequest, runApproved, serially } from '../signer';
import { sendCallsWithSession } from '../sessions';
import { isSolanaSignable, prepareSolanaRequest } from '../solanaSigner';
import { parseBody, requireSession } from '../siteHttp';
import type { Approval, EvmUnsafeMethod, SiteUser, Session } from '../state';

const SIGNABLE: readonly string[] = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'wallet_grantPermissions'] satisfies EvmUnsafeMethod[];

/** RPC on a Solana cluster the frame serves: the Solana sign methods, parked for approval; nothing else. */
function solanaRpc(ctx: SiteContext, user: SiteUser, session: Session, method: string, params: unknown, chainId: `solana:${string}`) {
  if (!ctx.chains.servesSolana(chainId)) throw new HttpError(400, `${SITE_ERRORS.chainNotSupported}: ${chainId}`);
  if (!isSolanaSignable(method)) throw new HttpError(400, `${method} is not a Solana method`);
  const request = prepareSolanaRequest(user, method, params);
  const approval: Approval = { id: randomUUID(), sessionToken: session.token, userId: user.id, method, request, chainId, status: 'pending' };
  ctx.state.approvals.set(approval.id, approval);
  return json({ approval: { id: approval.id } } satisfies RpcAnswer, 202);
}

async function callsStatus(ctx: SiteContext, id: unknown): Promise<unknown> {
  const batch = typeof id === 'string' ? ctx.state.batches.get(id) : undefined;
  if (!batch) throw new HttpError(400, 'Unknown call batch');
  const receipts = await Promise.all(batch.hashes.map((h) => ctx.chains.call(batch.chainId, 'eth_getTransactionReceipt', [h])));
  const done = receipts.every((r) => r !== null);
  const ok = done && receipts.every((r) => (r as { status?: string }).status === '0x1');
  // EIP-5792 status codes: 100 pending, 200 confirmed, 500 reverted on chain
  return { version: '2.0.0', id: batch.id, chainId: toHex(batch.chainId), atomic: batch.atomic, status: !done ? 100 : ok ? 200 : 500, receipts: receipts.filter(Boolean) };
}

function capabilities(ctx: SiteContext, user: SiteUser, account: unknown, chainFilter: unknown): Record<string, { atomic: { status: 'supported' | 'unsupported' } }> {
  const smart = typeof account === 'string' && isAddress(account, { strict: false }) && isAddressEqual(account, user.smartAccount);
  const wanted = Array.isArray(chainFilter) ? chainFilter.map((id) => String(id).toLowerCase()) : undefined;
  return Object.fromEntries(
    ctx.chains.evm
      .filter((c) => !wanted || wanted.includes(toHex(c.chainId)))
      .map((c) => [toHex(c.chainId), { atomic: { status: smart && ctx.chains.smartAccountEnabled(c.chainId) ? 'supported' : 'unsupported' } }]),
  );
}

function pendingApproval(ctx: SiteContext, id: string, token: string): Approval {
  const approval = ctx.state.approvals.get(id);
  if (!approval || approval.sessionToken !== token) throw new HttpError(404, 'No such request');
  if (approval.status !== 'pending') throw new HttpError(409, 'The request was already answered');
  return approval;
}

export function rpcRoutes(router: Router, ctx: SiteContext): void {
  router.post('/api/rpc', async (req) => {
    const session = requireSession(ctx, req);
    const user = sessionUser(ctx, session);
    const { method, params, chainId: rawChain } = parseBody(RpcBody, await req.body());
    if (!isAllowedRpcMethod(method)) throw new HttpError(400, SITE_ERRORS.notAllowed);
    if (isSolanaChainId(rawChain)) return solanaRpc(ctx, user, session, method, params, rawChain);
    if (method.startsWith('solana_')) throw new HttpError(400, `${method} needs a Solana chain`);
    const chainId = toEvmChainId(rawChain);
    if (chainId === undefined || !ctx.chains.find(chainId)) throw new HttpError(400, `${SITE_ERRORS.chainNotSupported}: ${String(rawChain)}`);
    const address = activeAddress(ctx, user, session, chainId);

    if (isSafeRpcMethod(method)) {
      const list = Array.isArray(params) ? params : [];
      const answer = (result: unknown) => json({ result } satisfies RpcAnswer);
      switch (method) {
        case 'eth_accounts':
          return answer([address]);
        case 'eth_chainId':
          return answer(toHex(chainId));
        case 'wallet_getCapabilities':
          // EIP-5792: atomic batches where the asked account is the smart account and smart accounts are enabled;
          // no asset discovery, so the widget reads balances from the balance API (SPEC §7)
          return answer(capabilities(ctx, user, list[0] ?? address, list[1]));
        case 'wallet_getAssets':
          return answer({});
        case 'wallet_getCallsStatus':
          return answer(await callsStatus(ctx, list[0]));
        default:
          try {
            return answer(await ctx.chains.call(chainId, method, params ?? []));
          } catch (err) {
            if (err instanceof RpcError) throw new HttpError(400, err.message);
            throw err;
          }
      }
    }

    // a batch under a granted smart session runs without asking: the session is the user's earlier approval, and
    // the account contract checks it
    const smartSession = method === 'wallet_sendCalls' ? sessionContextOf(params) : undefined;
    if (smartSession !== undefined) {
      const { hashes } = await serially(ctx, `${chainId}:session:${smartSession}`, () => sendCallsWithSession(ctx, user, chainId, smartSession, params));
      const id = toHex(crypto.getRandomValues(new Uint8Array(32)));
      ctx.state.batches.set(id, { id, chainId, hashes, atomic: hashes.length === 1 });
      return json({ result: { id } } satisfies RpcAnswer);
    }
    if (!SIGNABLE.includes(method)) throw new HttpError(400, `${method} is not supported by the sandbox secure frame`);
    const request = prepareRequest(user, method as EvmUnsafeMethod, params, address);
    const approval: Approval = { id: randomUUID(), sessionToken: session.token, userId: user.id, method: method as EvmUnsafeMethod, request, chainId, status: 'pending' };
    ctx.state.approvals.set(approval.id, approval);
    return json({ approval: { id: approval.id } } satisfies RpcAnswer, 202);
  });

  router.get('/api/approvals/:id', (req) => {
    const session = requireSession(ctx, req);
    const approval = ctx.state.approvals.get(req.params.id ?? '');
    if (!approval || approval.sessionToken !== session.token) throw new HttpError(404, 'No such request');
    return json({ id: approval.id, method: approval.method, chainId: approval.chainId, status: approval.status });
  });

  router.post('/api/approvals/:id/approve', async (req) => {
    const session = requireSession(ctx, req);
    const approval = pendingApproval(ctx, req.params.id ?? '', session.token);
    approval.status = 'approved';
    try {
      const result = await runApproved(ctx, sessionUser(ctx, session), approval.chainId, approval.request);
      const wrong = rpcResultError(approval.method, result);
      if (wrong) throw new HttpError(500, wrong);
      return json({ result } satisfies RpcAnswer);
    } finally {
      ctx.state.approvals.delete(approval.id);
    }
  });

  router.post('/api/approvals/:id/decline', (req) => {
    const session = requireSession(ctx, req);
    const approval = pendingApproval(ctx, req.params.id ?? '', session.token);
    ctx.state.approvals.delete(approval.id);
    return json({ declined: true });
  });
}
