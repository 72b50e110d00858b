/**
 * Smart sessions (SPEC §1, §6, §7): wallet_grantPermissions (ERC-7715) grants a session key the right to
 * move one ERC-20 from the smart account up to an allowance until an expiry. The grant and every limit live in the
 * account contract (`grantSession`, `executeAsSession`), so the chain refuses what was not granted, past the
 * allowance, after the expiry or after a revoke. The session's id (pci, the ERC-7715 `context`) is the key's address;
 * the owner revokes it by signing that id (the sandbox API relays it, POST /v1/sessions/{address}/revoke).
 */
import { createWalletClient, encodeFunctionData, hashMessage, http, isAddress, isAddressEqual, toHex, type Address, type Hash, type Hex } from 'viem';
import { HttpError } from '../api/http';
import { smartAccountAbi } from '../chains/evm/abi';
import { sandboxChain } from '../chains/evm/chain';
import type { SiteContext } from './context';
import { callAccount } from './smartAccount';
import type { SiteUser } from './state';

/** The one permission type the sandbox grants. */
const ERC20_TRANSFER_PERMISSION = 'erc20-token-transfer';

export interface SessionGrant {
  token: Address;
  allowance: bigint;
  /** unix seconds */
  expiry: number;
}

const bad = (message: string) => new HttpError(400, message);

/** Checks a wallet_grantPermissions request: from the smart account, one erc20-token-transfer permission, a future expiry. */
export function prepareGrant(user: SiteUser, params: unknown, activeAddress: Address, now = Date.now()): SessionGrant {
  const request = (Array.isArray(params) ? params[0] : params) as Record<string, unknown> | undefined;
  if (!request || typeof request !== 'object') throw bad('wallet_grantPermissions needs [{ expiry, permissions }]');
  const address = request.address ?? activeAddress;
  if (typeof address !== 'string' || !isAddress(address, { strict: false }) || !isAddressEqual(address, user.smartAccount)) {
    throw bad('Smart sessions are granted by the smart account');
  }
  const expiry = request.expiry;
  if (typeof expiry !== 'number' || !Number.isSafeInteger(expiry) || expiry * 1000 <= now) throw bad('A session needs an expiry in the future (unix seconds)');
  const permissions = request.permissions;
  if (!Array.isArray(permissions) || permissions.length !== 1) throw bad('The sandbox grants one permission per session');
  const permission = permissions[0] as { type?: unknown; data?: { address?: unknown; allowance?: unknown } } | null;
  if (permission?.type !== ERC20_TRANSFER_PERMISSION) throw bad(`The sandbox grants only ${ERC20_TRANSFER_PERMISSION} permissions`);
  const token = permission.data?.address;
  const allowance = permission.data?.allowance;
  if (typeof token !== 'string' || !isAddress(token, { strict: false })) throw bad('The permission needs the token address');
  if (typeof allowance !== 'string' || !/^0x[0-9a-fA-F]+$/.test(allowance)) throw bad('The permission needs a hex allowance');
  return { token: token as Address, allowance: BigInt(allowance), expiry };
}

/** Runs an approved grant: a new session key, funded for gas, granted on the account (deployed first if need be). */
export async function grantSession(ctx: SiteContext, user: SiteUser, chainId: number, grant: SessionGrant) {
  const key = ctx.vault.createSessionKey();
  await ctx.chains.fund([key]);
  const data = encodeFunctionData({
    abi: smartAccountAbi,
    functionName: 'grantSession',
    args: [key, grant.token, grant.allowance, BigInt(grant.expiry), hashMessage(key)],
  });
  await callAccount(ctx, user, chainId, data);
  ctx.log(`secure-site: session ${key} granted by ${user.smartAccount} on ${chainId}`);
  const permissions = [{ type: ERC20_TRANSFER_PERMISSION, data: { address: grant.token, allowance: toHex(grant.allowance) }, policies: [] }];
  // ERC-7715's answer: what was granted, and the context that names it
  return { chainId: toHex(chainId), address: user.smartAccount, expiry: grant.expiry, signer: { type: 'keys', data: { ids: [key] } }, permissions, context: key };
}

/** Runs a batch with a session key, no approval: each call goes through `executeAsSession`, which the chain checks. */
export async function sendCallsWithSession(ctx: SiteContext, user: SiteUser, chainId: number, context: string, params: unknown): Promise<{ hashes: Hash[] }> {
  const signer = isAddress(context, { strict: false }) ? ctx.vault.sessionSigner(context) : undefined;
  if (!signer) throw bad('Unknown session');
  const batch = (params as [{ from?: unknown; calls?: unknown }])[0];
  if (batch.from !== undefined && !(typeof batch.from === 'string' && isAddress(batch.from, { strict: false }) && isAddressEqual(batch.from, user.smartAccount))) {
    throw bad('A session acts for the smart account only');
  }
  const calls = Array.isArray(batch.calls) ? (batch.calls as { to?: unknown; data?: unknown; value?: unknown }[]) : [];
  const info = ctx.chains.get(chainId);
  const wallet = createWalletClient({ account: signer, chain: sandboxChain(info.chainId, info.name, info.rpcUrl), transport: http(info.rpcUrl, { timeout: 10_000, retryCount: 0 }) });
  const hashes: Hash[] = [];
  for (const call of calls) {
    if (typeof call.to !== 'string' || !isAddress(call.to, { strict: false }) || typeof call.data !== 'string') throw bad('A session call needs `to` and `data`');
    if (call.value !== undefined && BigInt(call.value as string) !== 0n) throw bad('A session cannot send the native currency');
    try {
      hashes.push(
        await wallet.sendTransaction({
          to: user.smartAccount,
          data: encodeFunctionData({ abi: smartAccountAbi, functionName: 'executeAsSession', args: [call.to, call.data as Hex] }),
        }),
      );
    } catch (err) {
      const e = err as { shortMessage?: string; message?: string };
      throw new HttpError(400, e.shortMessage ?? e.message ?? 'The session call failed');
    }
  }
  return { hashes };
}
