import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import { setFlagsFromString } from 'node:v8';
import type { z } from 'zod';
import { BalanceResponseSchema, HistoryResponseSchema, type Transaction as HistoryTransaction } from '../../src/core/api';
import { solanaKeypair } from '../../sandbox/chains/keys';
import { ASSOCIATED_TOKEN_PROGRAM_ID, associatedTokenAddress, TOKEN_PROGRAM_ID } from '../../sandbox/chains/solana/spl';
import { claimPortBlock } from '../helpers/ports';
import { startHarness, type Harness } from './apiHarness';

// Node 20's V8 aborts this file's worker in a minor GC (std::bad_alloc in PretenuringHandler::
// ProcessPretenuringFeedback, seen under gdb); turning allocation-site pretenuring off avoids it.
setFlagsFromString('--no-allocation-site-pretenuring');
jest.setTimeout(60_000);

let h: Harness;
let connection: Connection;
let mint: PublicKey;
let caip: string;

beforeAll(async () => {
  h = await startHarness(claimPortBlock(), { historyPageSize: 2 });
  connection = new Connection(h.info.solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: h.info.solana.wsUrl });
  mint = new PublicKey(h.info.solana.splToken?.mint ?? '');
  caip = h.info.solana.caipNetworkId;
});
afterAll(() => h?.stop());

const balances = (owner: string, chainId = caip) =>
  h.get(`/v1/account/${owner}/balance?currency=usd&projectId=p&chainId=${chainId}&forceUpdate=${Date.now()}`, BalanceResponseSchema);

async function allHistory(owner: string, query = ''): Promise<HistoryTransaction[]> {
  const out: HistoryTransaction[] = [];
  let cursor: string | null = null;
  do {
    const page: z.infer<typeof HistoryResponseSchema> = await h.get(`/v1/account/${owner}/history?projectId=p${query}${cursor ? `&cursor=${cursor}` : ''}`, HistoryResponseSchema);
    expect(page.data.length).toBeLessThanOrEqual(2);
    out.push(...page.data);
    cursor = page.next;
  } while (cursor);
  return out;
}

// Instructions encoded by hand: @solana/spl-token's bigint-buffer native addon aborts the jest worker
// (std::bad_alloc) when handed buffers from jest's realm.
const meta = (pubkey: PublicKey, isSigner: boolean, isWritable: boolean) => ({ pubkey, isSigner, isWritable });
/** Associated Token Account program, CreateIdempotent (instruction 1). */
function createAtaIdempotent(payer: PublicKey, ata: PublicKey, owner: PublicKey) {
  return new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      meta(payer, true, true), meta(ata, false, true), meta(owner, false, false), meta(mint, false, false),
      meta(SystemProgram.programId, false, false), meta(TOKEN_PROGRAM_ID, false, false),
    ],
    data: Buffer.from([1]),
  });
}
/** SPL Token TransferChecked (instruction 12). */
function transferChecked(source: PublicKey, dest: PublicKey, owner: PublicKey, amount: bigint, decimals: number) {
  const data = Buffer.alloc(10);
  data.writeUInt8(12, 0);
  data.writeBigUInt64LE(amount, 1);
  data.writeUInt8(decimals, 9);
  return new TransactionInstruction({
    programId: TOKEN_PROGRAM_ID,
    keys: [meta(source, false, true), meta(mint, false, false), meta(dest, false, true), meta(owner, true, false)],
    data,
  });
}

/** `amount` sUSD (6 decimals) from `from` to `to`, creating the receiver's token account when needed. */
async function sendSpl(from: Keypair, to: PublicKey, amount: bigint) {
  const decimals = h.info.solana.splToken?.decimals ?? 6;
  const dest = associatedTokenAddress(to, mint);
  const tx = new Transaction().add(
    createAtaIdempotent(from.publicKey, dest, to),
    transferChecked(associatedTokenAddress(from.publicKey, mint), dest, from.publicKey, amount, decimals),
  );
  return sendAndConfirmTransaction(connection, tx, [from]);
}

describe('Solana balances', () => {
  it('reads SOL with 9 decimals and the seeded SPL token with its mint decimals', async () => {
    const owner = h.info.solana.accounts[2] as string;
    const { balances: list } = await balances(owner);
    expect(list).toEqual([
      expect.objectContaining({ symbol: 'SOL', chainId: caip, quantity: { decimals: '9', numeric: '100' }, price: 150, value: 15000 }),
      expect.objectContaining({
        symbol: 'sUSD', name: 'Sandbox USD', chainId: caip, address: `${caip}:${mint.toBase58()}`,
        quantity: { decimals: '6', numeric: '1000' }, value: 1000,
      }),
    ]);
  });

  it('follows SOL and SPL transfers made after start', async () => {
    const fresh = Keypair.generate().publicKey;
    expect((await balances(fresh.toBase58())).balances).toEqual([]);
    const from = solanaKeypair(3);
    await sendAndConfirmTransaction(connection, new Transaction().add(
      SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: fresh, lamports: LAMPORTS_PER_SOL / 4 }),
    ), [from]);
    await sendSpl(from, fresh, 1_500_000n);
    const { balances: list } = await balances(fresh.toBase58());
    expect(list.map((b) => [b.symbol, b.quantity])).toEqual([
      ['SOL', { decimals: '9', numeric: '0.25' }],
      ['sUSD', { decimals: '6', numeric: '1.5' }],
    ]);
    // an EVM chain id asks for nothing of a Solana address
    expect((await balances(fresh.toBase58(), h.info.evm[0]?.caipNetworkId)).balances).toEqual([]);
  });
});

describe('Solana history', () => {
  it('indexes SOL and SPL transfers made during the test, for both sides, newest first', async () => {
    const sender = solanaKeypair(4);
    const receiver = Keypair.generate().publicKey;
    const solSig = await sendAndConfirmTransaction(connection, new Transaction().add(
      SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver, lamports: 1_234_500_000 }),
    ), [sender]);
    const splSig = await sendSpl(sender, receiver, 2_500_000n);
    const thirdSig = await sendAndConfirmTransaction(connection, new Transaction().add(
      SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver, lamports: 1_000_000 }),
    ), [sender]);

    // read-your-writes: asked right after the transfers, over pages of 2
    const received = await allHistory(receiver.toBase58(), `&chainId=${caip}`);
    expect(received.map((t) => t.id)).toEqual([thirdSig, splSig, solSig]);
    expect(received[2]).toMatchObject({
      metadata: { operationType: 'receive', chain: caip, status: 'confirmed', sentFrom: sender.publicKey.toBase58(), sentTo: receiver.toBase58() },
      transfers: [{ direction: 'in', fungible_info: { symbol: 'SOL' }, quantity: { numeric: '1.2345', decimals: '9' }, price: 150 }],
    });
    expect(received[1]?.transfers).toEqual([
      expect.objectContaining({ direction: 'in', fungible_info: expect.objectContaining({ symbol: 'sUSD' }), quantity: { numeric: '2.5', decimals: '6' } }),
    ]);
    expect(received[0]?.transfers[0]?.quantity).toEqual({ numeric: '0.001', decimals: '9' });

    const sent = await allHistory(sender.publicKey.toBase58());
    const sentSol = sent.find((t) => t.id === solSig);
    expect(sentSol).toMatchObject({
      metadata: { operationType: 'send', sentFrom: sender.publicKey.toBase58(), sentTo: receiver.toBase58() },
      // the fee is not part of what was sent
      transfers: [{ direction: 'out', fungible_info: { symbol: 'SOL' }, quantity: { numeric: '1.2345' } }],
    });
    const sentSpl = sent.find((t) => t.id === splSig);
    expect(sentSpl?.metadata.operationType).toBe('send');
    expect(sentSpl?.transfers.find((x) => x.fungible_info?.symbol === 'sUSD')).toMatchObject({ direction: 'out', quantity: { numeric: '2.5' } });
  });

  it('answers an empty page on an EVM chain id, and rejects a foreign cursor', async () => {
    const owner = h.info.solana.accounts[4] as string;
    expect(await h.get(`/v1/account/${owner}/history?projectId=p&chainId=${h.info.evm[0]?.caipNetworkId}`, HistoryResponseSchema))
      .toEqual({ data: [], next: null });
    expect((await h.call(`/v1/account/${owner}/history?projectId=p&cursor=bogus!`)).status).toBe(400);
  });

  it('serves getBlock and getTransaction in the json encoding a real cluster uses', async () => {
    const from = solanaKeypair(1);
    const sig = await sendAndConfirmTransaction(connection, new Transaction().add(
      SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: solanaKeypair(0).publicKey, lamports: 777 }),
    ), [from]);
    const tx = await connection.getTransaction(sig, { maxSupportedTransactionVersion: 0 });
    expect(tx?.meta?.fee).toBe(5000);
    expect((tx?.meta?.preBalances[0] ?? 0) - (tx?.meta?.postBalances[0] ?? 0)).toBe(5777);
    const block = await connection.getBlock(tx?.slot ?? -1, { maxSupportedTransactionVersion: 0 });
    expect(block?.transactions.map((t) => t.transaction.signatures[0])).toEqual([sig]);
  });
});
