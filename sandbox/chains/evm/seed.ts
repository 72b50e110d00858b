import {
  createPublicClient,
  createWalletClient,
  getAddress,
  http,
  parseEther,
  parseUnits,
  type Abi,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import type { EvmChainInfo } from '../types';
import { evmAccount, FAUCET_INDEX } from '../keys';
import { nftAbi, poolAbi, routerAbi, tokenAbi, wrappedNativeAbi } from './abi';
import { nativeCurrency, sandboxChain } from './chain';
import type { Artifacts } from './compile';
import { accountFactoryAddress } from './smartAccount';

export interface SeedOptions {
  chainId: number;
  name: string;
  rpcUrl: string;
  apiOrigin: string;
  artifacts: Artifacts;
}

const tokenSpecs = [
  { name: 'Sandbox USD', symbol: 'sUSD', decimals: 6, spam: false },
  { name: 'Sandbox Gold', symbol: 'sGLD', decimals: 18, spam: false },
  { name: 'Free Money Airdrop', symbol: 'SPAM', decimals: 18, spam: true },
] as const;
const nftSpec = { name: 'Sandbox Critters', symbol: 'CRIT' } as const;
/** Pool price: 2,000 sUSD per sGLD. */
const poolUsd = parseUnits('1000000', 6);
const poolGold = parseUnits('500', 18);
const SPAMMER = 8;
/** Swaps: a third token, the wrapped native currency, and two more pools at the price table's rates. */
const silverSpec = { name: 'Sandbox Silver', symbol: 'sSLV', decimals: 18, spam: false } as const;
const wrappedSpec = { name: 'Wrapped Ether', symbol: 'WETH', decimals: 18, spam: false } as const;
/** WETH/sUSD: 3,000 sUSD per ETH. */
const wethPoolEth = parseEther('100');
const wethPoolUsd = parseUnits('300000', 6);
/** sGLD/sSLV: 100 sSLV per sGLD. */
const silverPoolGold = parseUnits('100', 18);
const silverPoolSilver = parseUnits('10000', 18);

/** The Critters' tokenURIs are this followed by `<id>.json`: metadata the sandbox API serves. */
export const nftBaseUri = (apiOrigin: string, chainId: number) => `${apiOrigin}/sandbox/nft/${chainId}/`;

/** Deploys and seeds one chain. Account 0 deploys everything in a fixed order from nonce 0, so
 * contract addresses are identical on every start (and across both chains). */
export async function seedEvmChain(opts: SeedOptions): Promise<EvmChainInfo> {
  const chain = sandboxChain(opts.chainId, opts.name, opts.rpcUrl);
  const transport = http(opts.rpcUrl);
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 20 });
  const wallet = (index: number) => createWalletClient({ account: evmAccount(index), chain, transport });
  const deployer = wallet(0);
  const addr = (i: number): Address => evmAccount(i).address;

  const mined = async (hash: Hash): Promise<Address | null | undefined> => {
    // anvil automines before answering the send, so the receipt is normally there at once.
    const receipt =
      (await publicClient.getTransactionReceipt({ hash }).catch(() => undefined)) ??
      (await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 }));
    if (receipt.status !== 'success') throw new Error(`seed transaction ${hash} reverted on ${opts.chainId}`);
    return receipt.contractAddress;
  };
  const deploy = async (abi: Abi, bytecode: Hex, args: readonly unknown[]): Promise<Address> => {
    const address = await mined(await deployer.deployContract({ abi, bytecode, args, chain, account: deployer.account }));
    if (!address) throw new Error('deployment returned no address');
    return getAddress(address);
  };

  const { SandboxToken, SandboxNft, SandboxPool } = opts.artifacts;
  const tokens: Address[] = [];
  for (const t of tokenSpecs) tokens.push(await deploy(tokenAbi, SandboxToken.bytecode, [t.name, t.symbol, t.decimals]));
  const [usd, gold, spam] = tokens as [Address, Address, Address];
  const nft = await deploy(nftAbi, SandboxNft.bytecode, [nftSpec.name, nftSpec.symbol, nftBaseUri(opts.apiOrigin, opts.chainId)]);
  const pool = await deploy(poolAbi, SandboxPool.bytecode, [usd, gold]);

  const mint = async (token: Address, to: Address, amount: bigint) =>
    mined(await deployer.writeContract({ address: token, abi: tokenAbi, functionName: 'mint', args: [to, amount] }));
  for (let i = 0; i < 5; i++) {
    await mint(usd, addr(i), parseUnits('10000', 6));
    await mint(gold, addr(i), parseUnits('5', 18));
  }
  await mint(usd, addr(0), poolUsd);
  await mint(gold, addr(0), poolGold);
  await mint(usd, addr(FAUCET_INDEX), parseUnits('1000000', 6));
  await mint(gold, addr(FAUCET_INDEX), parseUnits('1000', 18));
  await mint(spam, addr(SPAMMER), parseUnits('1000000000', 18));

  // Critters 1..6: two each to accounts 0, 1, 2.
  for (let id = 1; id <= 6; id++) {
    const to = addr(Math.floor((id - 1) / 2));
    await mined(await deployer.writeContract({ address: nft, abi: nftAbi, functionName: 'mint', args: [to, BigInt(id)] }));
  }

  await mined(await deployer.writeContract({ address: usd, abi: tokenAbi, functionName: 'approve', args: [pool, poolUsd] }));
  await mined(await deployer.writeContract({ address: gold, abi: tokenAbi, functionName: 'approve', args: [pool, poolGold] }));
  await mined(await deployer.writeContract({ address: pool, abi: poolAbi, functionName: 'addLiquidity', args: [poolUsd, poolGold] }));

  // A little history: one spam airdrop to account 0 and a few ordinary transfers.
  const transfer = async (from: number, token: Address, to: Address, amount: bigint) =>
    mined(await wallet(from).writeContract({ address: token, abi: tokenAbi, functionName: 'transfer', args: [to, amount] }));
  await transfer(SPAMMER, spam, addr(0), parseUnits('1000000', 18));
  await transfer(1, usd, addr(0), parseUnits('25', 6));
  await transfer(0, gold, addr(2), parseUnits('0.5', 18));
  await mined(await wallet(3).sendTransaction({ to: addr(0), value: parseEther('0.25') }));

  // Swaps, deployed after everything above so the earlier addresses stay what they were: sSLV, WETH, the router
  // and two pools (a native ↔ token route through WETH/sUSD, and sUSD → sSLV in two hops through sGLD).
  const { SandboxWrappedNative, SandboxRouter } = opts.artifacts;
  const silver = await deploy(tokenAbi, SandboxToken.bytecode, [silverSpec.name, silverSpec.symbol, silverSpec.decimals]);
  const weth = await deploy(wrappedNativeAbi, SandboxWrappedNative.bytecode, []);
  const router = await deploy(routerAbi, SandboxRouter.bytecode, [weth]);
  const wethPool = await deploy(poolAbi, SandboxPool.bytecode, [weth, usd]);
  const silverPool = await deploy(poolAbi, SandboxPool.bytecode, [gold, silver]);
  await mint(usd, addr(0), wethPoolUsd);
  await mint(gold, addr(0), silverPoolGold);
  await mint(silver, addr(0), silverPoolSilver);
  await mined(await deployer.writeContract({ address: weth, abi: wrappedNativeAbi, functionName: 'deposit', value: wethPoolEth }));
  const approve = async (token: Address, spender: Address, amount: bigint) =>
    mined(await deployer.writeContract({ address: token, abi: tokenAbi, functionName: 'approve', args: [spender, amount] }));
  await approve(weth, wethPool, wethPoolEth);
  await approve(usd, wethPool, wethPoolUsd);
  await mined(await deployer.writeContract({ address: wethPool, abi: poolAbi, functionName: 'addLiquidity', args: [wethPoolEth, wethPoolUsd] }));
  await approve(gold, silverPool, silverPoolGold);
  await approve(silver, silverPool, silverPoolSilver);
  await mined(await deployer.writeContract({ address: silverPool, abi: poolAbi, functionName: 'addLiquidity', args: [silverPoolGold, silverPoolSilver] }));

  return {
    chainId: opts.chainId,
    caipNetworkId: `eip155:${opts.chainId}`,
    name: opts.name,
    rpcUrl: opts.rpcUrl,
    nativeCurrency: { ...nativeCurrency },
    tokens: [...tokenSpecs.map((t, i) => ({ ...t, address: tokens[i] as Address })), { ...silverSpec, address: silver }, { ...wrappedSpec, address: weth }],
    nft: { address: nft, ...nftSpec },
    accountFactory: accountFactoryAddress(opts.artifacts.SandboxAccountFactory),
    pool: { address: pool, token0: usd, token1: gold },
    swap: {
      router,
      wrappedNative: weth,
      pools: [
        { address: pool, token0: usd, token1: gold },
        { address: wethPool, token0: weth, token1: usd },
        { address: silverPool, token0: gold, token1: silver },
      ],
    },
  };
}
