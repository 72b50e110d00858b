import { createHash } from 'node:crypto';
import { encodeFunctionData, toHex, type Address, type Hex } from 'viem';
import { smartAccountAbi } from '../../chains/evm/abi';
import { RevokeSessionRequestSchema, type RevokeSessionResponse, type SessionsResponse, type SmartSession } from '../../../src/core/api';
import { evmAddressParam, type EvmChain } from '../chains';
import type { ApiContext } from '../context';
import { HttpError, json, parse, type Router } from '../http';
import { verifyPersonalSign } from '../signatures';

/** A smart session as the sandbox grants it (one is seeded for the first account). */
export function makeSession(ctx: ApiContext, address: string, label: string): SmartSession {
  const now = Math.floor(Date.now() / 1000);
  const chain = ctx.chains.evm[0];
  return {
    pci: createHash('sha256').update(`pci:${address.toLowerCase()}:${label}`).digest('hex'),
    chainId: chain?.caip ?? 'eip155:31337',
    project: { id: 'sandbox-demo', name: 'WalletGate demo', url: ctx.origin, iconUrl: `${ctx.origin}/public/getAssetImage/walletgate` },
    createdAt: now,
    expiry: now + 7 * 24 * 3600,
    signer: { type: 'keys', data: { ids: [`0x${createHash('sha256').update(label).digest('hex').slice(0, 40)}`] } },
    permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000', period: 86400 } }],
    policies: [],
    revokedAt: null,
  };
}

/** A session granted on chain, as the account contract records it; its pci is the session key's address. */
interface ChainSession {
  chain: EvmChain;
  session: SmartSession;
}

/** The sessions `address` (a smart account) granted on the sandbox chains: read from its SessionGranted and
 * SessionRevoked events and its `sessions` state, so the list is what the chain enforces. */
async function chainSessions(ctx: ApiContext, address: Address): Promise<ChainSession[]> {
  const found: ChainSession[] = [];
  for (const chain of ctx.chains.evm) {
    const code = await chain.client.getCode({ address }).catch(() => undefined);
    if (!code || code === '0x') continue;
    const [granted, revoked] = await Promise.all([
      chain.client.getContractEvents({ address, abi: smartAccountAbi, eventName: 'SessionGranted', fromBlock: 0n }),
      chain.client.getContractEvents({ address, abi: smartAccountAbi, eventName: 'SessionRevoked', fromBlock: 0n }),
    ]);
    for (const grant of granted) {
      const key = grant.args.key as Address;
      const [token, allowance, spent, expiry, isRevoked] = await chain.client.readContract({ address, abi: smartAccountAbi, functionName: 'sessions', args: [key] });
      const createdAt = Number((await chain.client.getBlock({ blockNumber: grant.blockNumber })).timestamp);
      const revokedLog = revoked.find((r) => r.args.key === key);
      const revokedAt = isRevoked && revokedLog ? Number((await chain.client.getBlock({ blockNumber: revokedLog.blockNumber })).timestamp) : null;
      found.push({
        chain,
        session: {
          pci: key,
          chainId: chain.caip,
          project: { id: 'sandbox-demo', name: 'WalletGate demo', url: ctx.origin, iconUrl: `${ctx.origin}/public/getAssetImage/walletgate` },
          createdAt,
          expiry: Number(expiry),
          signer: { type: 'keys', data: { ids: [key] } },
          permissions: [{ type: 'erc20-token-transfer', data: { address: token, allowance: toHex(allowance), spent: toHex(spent) } }],
          policies: [],
          revokedAt,
        },
      });
    }
  }
  return found;
}

export function sessionRoutes(router: Router, ctx: ApiContext): void {
  const listOf = (address: string) => ctx.sessions.get(address.toLowerCase()) ?? [];

  router.get('/v1/sessions/:address', async (req) => {
    const address = evmAddressParam(req.params.address ?? '');
    const onChain = await chainSessions(ctx, address as Address);
    return json({ sessions: [...listOf(address), ...onChain.map((s) => s.session)] } satisfies SessionsResponse);
  });

  router.post('/v1/sessions/:address/revoke', async (req) => {
    const address = evmAddressParam(req.params.address ?? '');
    const body = parse(RevokeSessionRequestSchema, await req.body(), 'body');
    const onChain = (await chainSessions(ctx, address as Address)).find((s) => s.session.pci.toLowerCase() === body.pci.toLowerCase());
    if (onChain) {
      // the owner's signature over the pci, checked here (ERC-1271) and again by the account when relayed
      if (!(await verifyPersonalSign(ctx.chains, address as Address, onChain.session.pci, body.signature as Hex))) throw new HttpError(401, 'Invalid signature');
      if (onChain.session.revokedAt === null) {
        const data = encodeFunctionData({ abi: smartAccountAbi, functionName: 'revokeSessionSigned', args: [onChain.session.pci as Address, body.signature as Hex] });
        await ctx.faucet.relay(onChain.chain, address as Address, data);
      }
      const after = (await chainSessions(ctx, address as Address)).find((s) => s.session.pci === onChain.session.pci);
      return json({ success: true, session: (after ?? onChain).session } satisfies RevokeSessionResponse);
    }
    const session = listOf(address).find((s) => s.pci === body.pci);
    if (!session) throw new HttpError(404, 'Session not found');
    const valid = await verifyPersonalSign(ctx.chains, address as Address, body.pci, body.signature as Hex);
    if (!valid) throw new HttpError(401, 'Invalid signature');
    session.revokedAt ??= Math.floor(Date.now() / 1000);
    return json({ success: true, session } satisfies RevokeSessionResponse);
  });

  /** sandbox only: grant a session (what a wallet_grantPermissions would leave behind) */
  router.post('/sandbox/sessions/:address', async (req) => {
    const address = evmAddressParam(req.params.address ?? '');
    const body = (await req.body()) as { label?: unknown } | undefined;
    const label = typeof body?.label === 'string' ? body.label : `session-${Date.now()}-${Math.random()}`;
    const session = makeSession(ctx, address, label);
    const key = address.toLowerCase();
    ctx.sessions.set(key, [...listOf(key), session]);
    return json(session, 201);
  });
}
