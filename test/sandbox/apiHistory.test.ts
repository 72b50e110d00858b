import { claimPortBlock } from '../helpers/ports';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { z } from 'zod';
import { parseEther, parseUnits, type Address } from 'viem';
import { waitForTransactionReceipt } from 'viem/actions';
import { ApiErrorSchema, HistoryResponseSchema, type Transaction } from '../../src/core/api';
import { nftAbi, tokenAbi } from '../../sandbox/chains/evm/abi';
import type { EvmChainInfo } from '../../sandbox/chains/types';
import { startHarness, waitUntil, type Harness } from './apiHarness';

jest.setTimeout(60_000);

let h: Harness;
let chainA: EvmChainInfo;
let chainB: EvmChainInfo;
const tokenOf = (chain: EvmChainInfo, symbol: string) => chain.tokens.find((t) => t.symbol === symbol)?.address as Address;
const HealthSchema = z.object({ indexed: z.record(z.string(), z.number()) });

beforeAll(async () => {
  h = await startHarness(claimPortBlock(), { historyPageSize: 5 });
  [chainA, chainB] = h.info.evm as [EvmChainInfo, EvmChainInfo];
});
afterAll(() => h?.stop());

const history = (account: string, query = '') =>
  h.get(`/v1/account/${account}/history?projectId=p${query}`, HistoryResponseSchema);

/** every page, following `next` */
async function allHistory(account: string, query = ''): Promise<Transaction[]> {
  const out: Transaction[] = [];
  let cursor: string | null = null;
  do {
    const page: z.infer<typeof HistoryResponseSchema> = await history(account, `${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.data.length).toBeLessThanOrEqual(5);
    out.push(...page.data);
    cursor = page.next;
  } while (cursor);
  return out;
}

describe('history indexer', () => {
  it('indexes the seeded history (spam airdrop flagged, NFT mints)', async () => {
    const account0 = h.info.accounts[0] as Address;
    const txs = await allHistory(account0, `&chainId=${chainA.caipNetworkId}`);
    expect(txs.every((t) => t.metadata.chain === chainA.caipNetworkId)).toBe(true);
    const spam = txs.find((t) => t.transfers.some((x) => x.fungible_info?.symbol === 'SPAM'));
    expect(spam?.transfers[0]).toMatchObject({ direction: 'in', fungible_info: { flags: { is_spam: true } } });
    expect(spam?.metadata.operationType).toBe('receive');
    const mint = txs.find((t) => t.transfers.some((x) => x.nft_info));
    expect(mint?.metadata.operationType).toBe('mint');
    expect(mint?.transfers[0]?.nft_info).toMatchObject({ flags: { is_spam: false }, content: { preview: { url: expect.stringContaining('.svg') } } });
    const deploy = txs.find((t) => t.metadata.operationType === 'deploy');
    expect(deploy).toBeDefined();
    // newest first across pages, no duplicates
    const times = txs.map((t) => Date.parse(t.metadata.minedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(txs.map((t) => t.id)).size).toBe(txs.length);
  });

  it('shows a transfer sent after start, with direction for both sides', async () => {
    const sender = h.wallet(6);
    const receiver = h.info.accounts[7] as Address;
    const hash = await sender.sendTransaction({ to: receiver, value: parseEther('0.125') });
    // mined before history is asked (anvil may answer the send before its block is made)
    await waitForTransactionReceipt(sender, { hash });

    const inbound = await history(receiver);
    const tx = inbound.data[0];
    expect(tx?.id).toBe(hash);
    expect(tx?.metadata).toMatchObject({
      operationType: 'receive',
      status: 'confirmed',
      chain: chainA.caipNetworkId,
      hash,
      sentFrom: sender.account.address.toLowerCase(),
      sentTo: receiver.toLowerCase(),
    });
    expect(tx?.transfers).toEqual([
      {
        fungible_info: expect.objectContaining({ symbol: 'ETH', flags: { is_spam: false } }),
        direction: 'in',
        quantity: { numeric: '0.125', decimals: '18' },
        value: 375,
        price: 3000,
      },
    ]);
    const outbound = await history(sender.account.address);
    expect(outbound.data[0]).toMatchObject({ id: hash, metadata: { operationType: 'send' }, transfers: [{ direction: 'out' }] });
  });

  it('indexes ERC-20, spam and ERC-721 transfers newest first, on both chains', async () => {
    const alice = h.wallet(0);
    const bob = h.info.accounts[1] as Address;
    const usd = await alice.writeContract({ address: tokenOf(chainA, 'sUSD'), abi: tokenAbi, functionName: 'transfer', args: [bob, parseUnits('12.5', 6)] });
    const spam = await h.wallet(1).writeContract({ address: tokenOf(chainA, 'SPAM'), abi: tokenAbi, functionName: 'transfer', args: [h.info.accounts[2] as Address, 1n] }).catch(() => null);
    const nft = await alice.writeContract({ address: chainA.nft.address, abi: nftAbi, functionName: 'transferFrom', args: [alice.account.address, bob, 1n] });
    const onB = await h.wallet(0, chainB).sendTransaction({ to: bob, value: parseEther('0.5') });
    expect(spam).toBeNull(); // account 1 holds no spam: that transfer reverts before it is sent
    await Promise.all([usd, nft].map((hash) => waitForTransactionReceipt(alice, { hash })));
    await waitForTransactionReceipt(h.wallet(0, chainB), { hash: onB });

    const bobs = await history(bob);
    const ids = bobs.data.map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining([usd, nft, onB]));
    // Newest first by time; blocks of two chains within one second have no order between them.
    const times = bobs.data.map((t) => Date.parse(t.metadata.minedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(ids.indexOf(nft)).toBeLessThan(ids.indexOf(usd)); // same chain: later block first
    const usdTx = bobs.data.find((t) => t.id === usd);
    expect(usdTx?.transfers).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '12.5', decimals: '6' }, value: 12.5, price: 1 }),
    ]);
    const nftTx = bobs.data.find((t) => t.id === nft);
    expect(nftTx?.transfers[0]).toMatchObject({ direction: 'in', nft_info: { name: `${chainA.nft.name} #1` }, quantity: { numeric: '1' } });
    const onlyB = await history(bob, `&chainId=${chainB.caipNetworkId}`);
    expect(onlyB.data[0]?.id).toBe(onB);
    expect(onlyB.data.every((t) => t.metadata.chain === chainB.caipNetworkId)).toBe(true);

    const alices = await history(alice.account.address);
    expect(alices.data.find((t) => t.id === nft)?.transfers[0]?.direction).toBe('out');
  });

  it('flags spam transfers sent after start', async () => {
    const spammer = h.wallet(8);
    const victim = h.info.accounts[3] as Address;
    const hash = await spammer.writeContract({ address: tokenOf(chainA, 'SPAM'), abi: tokenAbi, functionName: 'transfer', args: [victim, parseUnits('500', 18)] });
    // mined before history is asked (anvil may answer the send before its block is made)
    await waitForTransactionReceipt(spammer, { hash });
    const { data } = await history(victim);
    expect(data.find((t) => t.id === hash)).toMatchObject({ transfers: [{ direction: 'in', fungible_info: { symbol: 'SPAM', flags: { is_spam: true } }, value: 0 }] });
  });

  it('follows new blocks on its own (polling), without a history request', async () => {
    const before = (await h.get('/sandbox/health', HealthSchema)).indexed[chainB.caipNetworkId] as number;
    const started = Date.now();
    await h.wallet(5, chainB).sendTransaction({ to: h.info.accounts[4] as Address, value: 1n });
    await waitUntil('the indexer to reach the new block', async () => {
      const { indexed } = await h.get('/sandbox/health', HealthSchema);
      return (indexed[chainB.caipNetworkId] as number) > before ? true : undefined;
    });
    console.log(`indexer followed a new block in ${Date.now() - started} ms`);
  });

  it('rejects a bad cursor, address or chain with 400', async () => {
    const account0 = h.info.accounts[0] as string;
    for (const path of [
      `/v1/account/${account0}/history?cursor=garbage!`,
      `/v1/account/${account0}/history?cursor=${Buffer.from('h1.x').toString('base64url')}`,
      '/v1/account/0xnope/history',
      `/v1/account/${account0}/history?chainId=eip155:424242`,
      `/v1/account/${account0}/history?chainId=nonsense`,
    ]) {
      const res = await h.call(path);
      expect([path, res.status]).toEqual([path, 400]);
      ApiErrorSchema.parse(res.body);
    }
  });

  it('returns an empty page for an account with no history and for Solana accounts', async () => {
    expect(await history('0x00000000000000000000000000000000000c0c0c')).toEqual({ data: [], next: null });
    expect(await history(h.info.solana.accounts[0] as string)).toEqual({ data: [], next: null });
  });
});
