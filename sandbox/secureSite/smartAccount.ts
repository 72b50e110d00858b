/**
 * The embedded wallet's smart account: a SandboxSmartAccount owned by the user's EOA key, at the
 * CREATE2 address the factory answers for that owner (the same on both sandbox chains). It exists only
 * counterfactually until its first transaction (or INIT_SMART_ACCOUNT) deploys it; the owner key then runs
 * its calls through `execute` / `executeBatch` (atomic). Its signatures are the owner's: ERC-1271 once
 * deployed, wrapped per ERC-6492 (factory + deploy calldata) before, so a verifier can check either.
 */
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  http,
  serializeErc6492Signature,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import { HttpError } from '../api/http';
import { accountFactoryAbi, smartAccountAbi } from '../chains/evm/abi';
import { sandboxChain } from '../chains/evm/chain';
import type { SiteContext } from './context';
import type { SiteUser } from './state';

/** One account per owner: salt 0. */
const ACCOUNT_SALT = 0n;

export interface AccountCall {
  to: Address;
  value: bigint;
  data: Hex;
}

function factoryOf(ctx: SiteContext): Address {
  const chain = ctx.chains.evm[0];
  if (!chain) throw new Error('no sandbox EVM chain');
  return chain.accountFactory;
}

function clients(ctx: SiteContext, user: SiteUser, chainId: number) {
  const info = ctx.chains.get(chainId);
  const chain = sandboxChain(info.chainId, info.name, info.rpcUrl);
  const transport = http(info.rpcUrl, { timeout: 10_000, retryCount: 0 });
  return {
    publicClient: createPublicClient({ chain, transport, pollingInterval: 20 }),
    wallet: createWalletClient({ account: ctx.vault.signer(user.id), chain, transport }),
  };
}

/** The counterfactual address of `owner`'s account, as the factory computes it. */
export async function smartAccountAddress(ctx: SiteContext, owner: Address): Promise<Address> {
  const chain = ctx.chains.evm[0];
  if (!chain) throw new Error('no sandbox EVM chain');
  const data = encodeFunctionData({ abi: accountFactoryAbi, functionName: 'getAddress', args: [owner, ACCOUNT_SALT] });
  const result = (await ctx.chains.call(chain.chainId, 'eth_call', [{ to: chain.accountFactory, data }, 'latest'])) as Hex;
  return getAddress(`0x${result.slice(-40)}`);
}

/** SPEC §3 smartAccountDeployed, read from the chain: is there code at the address? */
export async function isSmartAccountDeployed(ctx: SiteContext, chainId: number, address: Address): Promise<boolean> {
  const code = (await ctx.chains.call(chainId, 'eth_getCode', [address, 'latest'])) as Hex | null;
  return typeof code === 'string' && code !== '0x' && code.length > 2;
}

/** What the factory is called with to deploy the user's account (also the ERC-6492 wrapper's data). */
function deployCalldata(user: SiteUser): Hex {
  return encodeFunctionData({ abi: accountFactoryAbi, functionName: 'createAccount', args: [user.eoa, ACCOUNT_SALT] });
}

async function mined(ctx: SiteContext, user: SiteUser, chainId: number, hash: Hash): Promise<Hash> {
  const receipt = await clients(ctx, user, chainId).publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20, timeout: 10_000 });
  if (receipt.status !== 'success') throw new HttpError(400, 'The transaction reverted');
  return hash;
}

/** Deploys the account if it has no code yet (the owner pays the gas); answers whether it deployed it now. */
export async function deploySmartAccount(ctx: SiteContext, user: SiteUser, chainId: number): Promise<boolean> {
  if (await isSmartAccountDeployed(ctx, chainId, user.smartAccount)) return false;
  const hash = await clients(ctx, user, chainId).wallet.sendTransaction({ to: factoryOf(ctx), data: deployCalldata(user) });
  await mined(ctx, user, chainId, hash);
  ctx.log(`secure-site: deployed smart account ${user.smartAccount} on ${chainId}`);
  return true;
}

/** Runs calls from the smart account: one owner transaction, `execute` for one call, `executeBatch` (all or
 * none) for several. The account is deployed first when this is its first transaction. */
export async function executeFromSmartAccount(ctx: SiteContext, user: SiteUser, chainId: number, calls: AccountCall[]): Promise<Hash> {
  await deploySmartAccount(ctx, user, chainId);
  const [only] = calls;
  const data =
    calls.length === 1 && only
      ? encodeFunctionData({ abi: smartAccountAbi, functionName: 'execute', args: [only.to, only.value, only.data] })
      : encodeFunctionData({ abi: smartAccountAbi, functionName: 'executeBatch', args: [calls] });
  return clients(ctx, user, chainId).wallet.sendTransaction({ to: user.smartAccount, data });
}

/** Owner-only calls on the account itself (session grants and revokes), deploying it first if needed. */
export async function callAccount(ctx: SiteContext, user: SiteUser, chainId: number, data: Hex): Promise<Hash> {
  await deploySmartAccount(ctx, user, chainId);
  return mined(ctx, user, chainId, await clients(ctx, user, chainId).wallet.sendTransaction({ to: user.smartAccount, data }));
}

/** The smart account's signature over what the owner signed: as is once deployed (ERC-1271), else ERC-6492-wrapped. */
export async function smartAccountSignature(ctx: SiteContext, user: SiteUser, chainId: number, ownerSignature: Hex): Promise<Hex> {
  if (await isSmartAccountDeployed(ctx, chainId, user.smartAccount)) return ownerSignature;
  return serializeErc6492Signature({ address: factoryOf(ctx), data: deployCalldata(user), signature: ownerSignature });
}
