import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createPublicClient, createWalletClient, http, parseUnits, type Abi, type AbiParameter, type Address } from 'viem';
import { startChains, type RunningChains } from '../../sandbox/chains';
import { nftAbi, poolAbi, routerAbi, tokenAbi, wrappedNativeAbi, smartAccountAbi, accountFactoryAbi } from '../../sandbox/chains/evm/abi';
import { sandboxChain } from '../../sandbox/chains/evm/chain';
import { savedChains } from '../../sandbox/chains/evm/snapshot';
import { evmAccount } from '../../sandbox/chains/keys';
import type { EvmChainInfo } from '../../sandbox/chains/types';
import { sandboxPorts, testPort } from '../../sandbox/ports';

jest.setTimeout(60_000);
const ports = sandboxPorts(testPort(4100));
let chains: RunningChains;

beforeAll(async () => {
  chains = await startChains({ ports });
});
afterAll(async () => {
  await chains?.stop();
});

const chainA = (): EvmChainInfo => chains.info.evm[0] as EvmChainInfo;
const chainB = (): EvmChainInfo => chains.info.evm[1] as EvmChainInfo;
const client = (c: EvmChainInfo) => createPublicClient({ chain: sandboxChain(c.chainId, c.name, c.rpcUrl), transport: http(c.rpcUrl), pollingInterval: 20 });
const wallet = (c: EvmChainInfo, index: number) =>
  createWalletClient({ account: evmAccount(index), chain: sandboxChain(c.chainId, c.name, c.rpcUrl), transport: http(c.rpcUrl) });
const token = (c: EvmChainInfo, symbol: string): Address => {
  const t = c.tokens.find((x) => x.symbol === symbol);
  if (!t) throw new Error(`no ${symbol}`);
  return t.address;
};
const balance = (c: EvmChainInfo, symbol: string, owner: Address) =>
  client(c).readContract({ address: token(c, symbol), abi: tokenAbi, functionName: 'balanceOf', args: [owner] });
const acct = (i: number) => chains.info.accounts[i] as Address;

describe('sandbox EVM chains', () => {
  it('answers eth_chainId on both chains', async () => {
    for (const [c, id] of [[chainA(), 31337], [chainB(), 31338]] as const) {
      const res = await fetch(c.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      expect(((await res.json()) as { result: string }).result).toBe(`0x${id.toString(16)}`);
      expect(c.caipNetworkId).toBe(`eip155:${id}`);
    }
    expect(chainA().name).toBe('Sandbox A');
    expect(chainB().name).toBe('Sandbox B');
  });

  it('deploys to the same addresses on both chains and on every start', () => {
    expect(chainA().tokens.slice(0, 3).map((t) => t.address)).toEqual([
      '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    ]);
    expect(chainB().swap).toEqual(chainA().swap);
    expect(chainB().tokens).toEqual(chainA().tokens);
    expect(chainB().nft).toEqual(chainA().nft);
    expect(chainB().pool).toEqual(chainA().pool);
    expect(chains.info.faucet).toBe(acct(9));
    expect(acct(0)).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  });

  it('reports token metadata that matches the contracts', async () => {
    expect(chainA().tokens.map((t) => [t.name, t.symbol, t.decimals, t.spam])).toEqual([
      ['Sandbox USD', 'sUSD', 6, false],
      ['Sandbox Gold', 'sGLD', 18, false],
      ['Free Money Airdrop', 'SPAM', 18, true],
      ['Sandbox Silver', 'sSLV', 18, false],
      ['Wrapped Ether', 'WETH', 18, false],
    ]);
    for (const t of chainA().tokens) {
      const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
        client(chainA()).readContract({ address: t.address, abi: tokenAbi, functionName });
      expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual([t.name, t.symbol, t.decimals]);
    }
  });

  it('seeds balances, the spam airdrop and a little history', async () => {
    const c = chainB();
    expect(await balance(c, 'sUSD', acct(0))).toBe(parseUnits('10025', 6));
    expect(await balance(c, 'sUSD', acct(1))).toBe(parseUnits('9975', 6));
    expect(await balance(c, 'sUSD', acct(4))).toBe(parseUnits('10000', 6));
    expect(await balance(c, 'sGLD', acct(0))).toBe(parseUnits('4.5', 18));
    expect(await balance(c, 'sGLD', acct(2))).toBe(parseUnits('5.5', 18));
    expect(await balance(c, 'SPAM', acct(0))).toBe(parseUnits('1000000', 18));
    expect(await balance(c, 'sUSD', chains.info.faucet)).toBe(parseUnits('1000000', 6));
    const logs = await client(c).getContractEvents({ address: token(c, 'SPAM'), abi: tokenAbi, eventName: 'Transfer', fromBlock: 0n });
    expect(logs.some((l) => l.args.to === acct(0) && l.args.from !== '0x0000000000000000000000000000000000000000')).toBe(true);
    // 10,000 ETH less the 100 wrapped into the WETH/sUSD pool and gas
    expect(await client(c).getBalance({ address: acct(0) })).toBeGreaterThan(parseUnits('9000', 18));
  });

  it('mints Critters 1..6 to accounts 0, 1, 2 with API token URIs', async () => {
    const { address } = chainA().nft;
    const read = client(chainA());
    const owners = await Promise.all([1, 2, 3, 4, 5, 6].map((id) => read.readContract({ address, abi: nftAbi, functionName: 'ownerOf', args: [BigInt(id)] })));
    expect(owners).toEqual([acct(0), acct(0), acct(1), acct(1), acct(2), acct(2)]);
    expect(await read.readContract({ address, abi: nftAbi, functionName: 'tokenURI', args: [5n] })).toBe(
      `http://127.0.0.1:${ports.api}/sandbox/nft/31337/5.json`,
    );
    expect(await read.readContract({ address, abi: nftAbi, functionName: 'name' })).toBe('Sandbox Critters');
    expect(await read.readContract({ address, abi: nftAbi, functionName: 'supportsInterface', args: ['0x80ac58cd'] })).toBe(true);
  });

  it('moves balances with an ERC-20 transfer on chain A only', async () => {
    const [a, b] = [chainA(), chainB()];
    const before = [await balance(a, 'sUSD', acct(4)), await balance(a, 'sUSD', acct(5)), await balance(b, 'sUSD', acct(5))];
    const hash = await wallet(a, 4).writeContract({ address: token(a, 'sUSD'), abi: tokenAbi, functionName: 'transfer', args: [acct(5), parseUnits('12.5', 6)] });
    expect((await client(a).waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await balance(a, 'sUSD', acct(4))).toBe((before[0] as bigint) - parseUnits('12.5', 6));
    expect(await balance(a, 'sUSD', acct(5))).toBe((before[1] as bigint) + parseUnits('12.5', 6));
    expect(await balance(b, 'sUSD', acct(5))).toBe(before[2]);
  });

  it('swaps through the pool for exactly getAmountOut and updates reserves', async () => {
    const c = chainA();
    const { address: pool, token0, token1 } = c.pool;
    expect([token0, token1]).toEqual([token(c, 'sUSD'), token(c, 'sGLD')]);
    const read = client(c);
    const [r0, r1] = await read.readContract({ address: pool, abi: poolAbi, functionName: 'getReserves' });
    expect([r0, r1]).toEqual([parseUnits('1000000', 6), parseUnits('500', 18)]);

    const amountIn = parseUnits('100', 6);
    const quote = await read.readContract({ address: pool, abi: poolAbi, functionName: 'getAmountOut', args: [token0, amountIn] });
    expect(quote).toBe((amountIn * 997n * r1) / (r0 * 1000n + amountIn * 997n));

    const trader = wallet(c, 3);
    await read.waitForTransactionReceipt({
      hash: await trader.writeContract({ address: token0, abi: tokenAbi, functionName: 'approve', args: [pool, amountIn] }),
    });
    // More than the quote is refused (slippage guard).
    await expect(
      read.simulateContract({ account: evmAccount(3), address: pool, abi: poolAbi, functionName: 'swapExactTokensForTokens', args: [token0, amountIn, quote + 1n, acct(6)] }),
    ).rejects.toThrow(/slippage/);
    const goldBefore = await balance(c, 'sGLD', acct(6));
    const hash = await trader.writeContract({ address: pool, abi: poolAbi, functionName: 'swapExactTokensForTokens', args: [token0, amountIn, quote, acct(6)] });
    expect((await read.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await balance(c, 'sGLD', acct(6))).toBe(goldBefore + quote);
    expect(await read.readContract({ address: pool, abi: poolAbi, functionName: 'getReserves' })).toEqual([r0 + amountIn, r1 - quote]);
  });

  it('ships typed ABIs that match what solc compiled', async () => {
    // what the running chains were seeded with: solc's output for these sources (the saved state's key says so)
    const compiled = (await savedChains()).artifacts;
    // Parameter names may differ; types, indexing, outputs and mutability must not.
    const params = (ps: readonly AbiParameter[] = []) => ps.map((p) => `${p.type}${'indexed' in p && p.indexed ? ' indexed' : ''}`).join(',');
    const signatures = (abi: Abi) =>
      abi
        .map((i) => {
          if (i.type === 'function') return `function ${i.name}(${params(i.inputs)})(${params(i.outputs)}) ${i.stateMutability}`;
          if (i.type === 'event') return `event ${i.name}(${params(i.inputs)})`;
          if (i.type === 'constructor') return `constructor(${params(i.inputs)})`;
          return i.type;
        })
        .sort();
    expect(signatures(tokenAbi)).toEqual(signatures(compiled.SandboxToken.abi as Abi));
    expect(signatures(nftAbi)).toEqual(signatures(compiled.SandboxNft.abi as Abi));
    expect(signatures(poolAbi)).toEqual(signatures(compiled.SandboxPool.abi as Abi));
    expect(signatures(routerAbi)).toEqual(signatures(compiled.SandboxRouter.abi as Abi));
    expect(signatures(wrappedNativeAbi)).toEqual(signatures(compiled.SandboxWrappedNative.abi as Abi));
    expect(signatures(smartAccountAbi)).toEqual(signatures(compiled.SandboxSmartAccount.abi as Abi));
    expect(signatures(accountFactoryAbi)).toEqual(signatures(compiled.SandboxAccountFactory.abi as Abi));
  });
});
