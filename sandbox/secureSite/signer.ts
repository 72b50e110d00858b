/** Runs what the user approved in the frame: signatures with the custodied EOA key (wrapped for the smart
 * account, see smartAccount.ts), transactions from the EOA or through the smart account (deployed on first use). */
import { createWalletClient, http, isAddress, isAddressEqual, isHex, toHex, type Address, type Hash, type Hex, type TypedDataDefinition } from 'viem';
import { HttpError } from '../api/http';
import { sandboxChain } from '../chains/evm/chain';
import type { SiteContext } from './context';
import { executeFromSmartAccount, smartAccountSignature } from './smartAccount';
import { grantSession, prepareGrant, type SessionGrant } from './sessions';
import { runApprovedSolana, type PreparedSolanaRequest } from './solanaSigner';
import type { EvmUnsafeMethod, SiteUser } from './state';

/** A transaction as the frame received it (JSON-RPC quantities are hex text). */
interface TxRequest {
  from: Address;
  to?: Address;
  value?: bigint;
  data?: Hex;
  gas?: bigint;
}

/** An unsafe request checked and put in the form the signer runs. */
export type PreparedRequest =
  | { method: 'personal_sign'; message: string | { raw: Hex }; signer: Address }
  | { method: 'eth_signTypedData_v4'; typedData: TypedDataDefinition; signer: Address }
  | { method: 'eth_sendTransaction'; tx: TxRequest }
  | { method: 'wallet_sendCalls'; calls: TxRequest[] }
  | { method: 'wallet_grantPermissions'; grant: SessionGrant }
  | PreparedSolanaRequest;

const bad = (message: string) => new HttpError(400, message);

function quantity(value: unknown, what: string): bigint | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value)) return BigInt(value);
  throw bad(`Invalid ${what}`);
}

function ownAddress(user: SiteUser, value: unknown): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) throw bad('Invalid address');
  if (isAddressEqual(value, user.eoa)) return user.eoa;
  if (isAddressEqual(value, user.smartAccount)) return user.smartAccount;
  throw bad('The address does not belong to the signed-in account');
}

function txOf(user: SiteUser, raw: unknown, defaultFrom: Address): TxRequest {
  if (!raw || typeof raw !== 'object') throw bad('Invalid transaction');
  const t = raw as Record<string, unknown>;
  if (t.to !== undefined && t.to !== null && (typeof t.to !== 'string' || !isAddress(t.to, { strict: false }))) throw bad('Invalid `to` address');
  const data = t.data ?? t.input;
  if (data !== undefined && data !== null && !isHex(data)) throw bad('Invalid transaction data');
  const tx: TxRequest = { from: t.from === undefined ? defaultFrom : ownAddress(user, t.from) };
  if (typeof t.to === 'string') tx.to = t.to as Address;
  const value = quantity(t.value, 'value');
  if (value !== undefined) tx.value = value;
  if (typeof data === 'string') tx.data = data as Hex;
  const gas = quantity(t.gas, 'gas');
  if (gas !== undefined) tx.gas = gas;
  return tx;
}

/** Checks an unsafe request before it is shown for approval, so an approval never fails on its shape. */
export function prepareRequest(user: SiteUser, method: EvmUnsafeMethod, params: unknown, activeAddress: Address): PreparedRequest {
  const list = Array.isArray(params) ? params : [];
  switch (method) {
    case 'personal_sign': {
      // [message, address]; some callers send [address, message]
      const [a, b] = list;
      const swapped = typeof a === 'string' && isAddress(a, { strict: false }) && !(typeof b === 'string' && isAddress(b, { strict: false }));
      const [message, address] = swapped ? [b, a] : [a, b];
      if (typeof message !== 'string') throw bad('personal_sign needs a message');
      const signer = address === undefined ? activeAddress : ownAddress(user, address);
      return { method, message: isHex(message) ? { raw: message } : message, signer };
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = list;
      const signer = ownAddress(user, address);
      let parsed: unknown = data;
      if (typeof data === 'string') {
        try {
          parsed = JSON.parse(data);
        } catch {
          throw bad('Typed data is not valid JSON');
        }
      }
      const typed = parsed as { types?: Record<string, unknown>; primaryType?: unknown; domain?: unknown; message?: unknown } | null;
      if (!typed || typeof typed !== 'object' || !typed.types || typeof typed.primaryType !== 'string' || !typed.message) {
        throw bad('Typed data needs types, primaryType and message');
      }
      const { EIP712Domain: _domainType, ...types } = typed.types;
      return {
        method,
        typedData: { domain: (typed.domain ?? {}) as never, types: types as never, primaryType: typed.primaryType, message: typed.message as never },
        signer,
      };
    }
    case 'eth_sendTransaction':
      return { method, tx: txOf(user, list[0], activeAddress) };
    case 'wallet_sendCalls': {
      const batch = list[0] as { from?: unknown; calls?: unknown } | undefined;
      if (!batch || !Array.isArray(batch.calls) || batch.calls.length === 0) throw bad('wallet_sendCalls needs calls');
      const from = batch.from === undefined ? activeAddress : ownAddress(user, batch.from);
      return { method, calls: batch.calls.map((call) => txOf(user, { ...(call as object), from }, from)) };
    }
    case 'wallet_grantPermissions':
      return { method, grant: prepareGrant(user, params, activeAddress) };
  }
}

const queues = new WeakMap<SiteContext, Map<string, Promise<unknown>>>();

/** One send at a time per account and chain, so nonces never collide. */
export function serially<T>(ctx: SiteContext, key: string, run: () => Promise<T>): Promise<T> {
  const map = queues.get(ctx) ?? new Map<string, Promise<unknown>>();
  queues.set(ctx, map);
  const next = (map.get(key) ?? Promise.resolve()).catch(() => undefined).then(run);
  map.set(key, next);
  return next;
}

async function send(ctx: SiteContext, user: SiteUser, chainId: number, txs: TxRequest[]): Promise<Hash> {
  const chain = ctx.chains.get(chainId);
  const from = txs[0]?.from ?? user.eoa;
  // the owner EOA signs both its own transactions and the smart account's: one queue for its nonces
  return serially(ctx, `${chainId}:${user.eoa}`, async () => {
    try {
      if (from === user.smartAccount) {
        return await executeFromSmartAccount(
          ctx,
          user,
          chainId,
          txs.map((tx) => ({ to: tx.to ?? '0x0000000000000000000000000000000000000000', value: tx.value ?? 0n, data: tx.data ?? '0x' })),
        );
      }
      const tx = txs[0] as TxRequest;
      const wallet = createWalletClient({
        account: ctx.vault.signer(user.id),
        chain: sandboxChain(chain.chainId, chain.name, chain.rpcUrl),
        transport: http(chain.rpcUrl, { timeout: 10_000, retryCount: 0 }),
      });
      return await wallet.sendTransaction({ to: tx.to ?? null, value: tx.value, data: tx.data, gas: tx.gas });
    } catch (err) {
      if (err instanceof HttpError) throw err;
      const e = err as { shortMessage?: string; message?: string };
      throw new HttpError(400, e.shortMessage ?? e.message ?? 'The transaction failed');
    }
  });
}

export async function runApproved(ctx: SiteContext, user: SiteUser, chainId: number | string, request: PreparedRequest): Promise<unknown> {
  if (typeof chainId === 'string' || request.method.startsWith('solana_')) return runApprovedSolana(ctx, user, request as PreparedSolanaRequest);
  const signer = ctx.vault.signer(user.id);
  switch (request.method) {
    case 'personal_sign': {
      const signature = await signer.signMessage({ message: request.message });
      return request.signer === user.smartAccount ? smartAccountSignature(ctx, user, chainId, signature) : signature;
    }
    case 'eth_signTypedData_v4': {
      let signature: Hex;
      try {
        signature = await signer.signTypedData(request.typedData);
      } catch (err) {
        throw new HttpError(400, (err as { shortMessage?: string }).shortMessage ?? 'Typed data could not be signed');
      }
      return request.signer === user.smartAccount ? smartAccountSignature(ctx, user, chainId, signature) : signature;
    }
    case 'eth_sendTransaction':
      return send(ctx, user, chainId, [request.tx]);
    case 'wallet_sendCalls': {
      // EIP-5792: the smart account runs the batch in one transaction (atomic); the EOA sends one per call
      const atomic = request.calls[0]?.from === user.smartAccount;
      const hashes: Hash[] = [];
      if (atomic) hashes.push(await send(ctx, user, chainId, request.calls));
      else for (const call of request.calls) hashes.push(await send(ctx, user, chainId, [call]));
      const id = toHex(crypto.getRandomValues(new Uint8Array(32)));
      ctx.state.batches.set(id, { id, chainId, hashes, atomic });
      return { id };
    }
    case 'wallet_grantPermissions':
      return serially(ctx, `${chainId}:${user.eoa}`, () => grantSession(ctx, user, chainId, request.grant));
  }
}
