import { describe, expect, it, jest } from '@jest/globals';
import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import { solanaKeypair } from '../../sandbox/chains/keys';
import { encodeBase58 } from '../../sandbox/chains/solana/base58';
import { associatedTokenAddress, TOKEN_PROGRAM_ID } from '../../sandbox/chains/solana/spl';
import { useChains } from './chainsWorld';

jest.setTimeout(60_000);
const world = useChains();

/** SPL Token TransferChecked, encoded by hand (no spl-token client in the project). */
function transferChecked(source: PublicKey, mint: PublicKey, dest: PublicKey, owner: PublicKey, amount: bigint, decimals: number) {
  const data = Buffer.alloc(10);
  data.writeUInt8(12, 0);
  data.writeBigUInt64LE(amount, 1);
  data.writeUInt8(decimals, 9);
  return new TransactionInstruction({
    programId: TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: dest, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data,
  });
}

describe('sandbox Solana RPC', () => {
  it('describes the cluster', async () => {
    const { solana } = world.chains.info;
    expect(await world.connection.getGenesisHash()).toBe(solana.genesisHash);
    expect(solana.caipNetworkId).toBe(`solana:${solana.genesisHash.slice(0, 32)}`);
    expect(solana.accounts).toEqual([0, 1, 2, 3, 4].map((i) => solanaKeypair(i).publicKey.toBase58()));
    expect((await world.connection.getVersion())['solana-core']).toBeDefined();
    const epoch = await world.connection.getEpochInfo();
    expect(epoch.absoluteSlot).toBe(await world.connection.getSlot());
    expect(await world.connection.getMinimumBalanceForRentExemption(0)).toBeGreaterThan(0);
  });

  it('reads seeded balances through web3.js', async () => {
    expect(await world.connection.getBalance(solanaKeypair(4).publicKey)).toBe(100 * LAMPORTS_PER_SOL);
    const info = await world.connection.getAccountInfo(solanaKeypair(4).publicKey);
    expect(info?.owner.equals(SystemProgram.programId)).toBe(true);
  });

  it('confirms a SystemProgram transfer with sendAndConfirmTransaction', async () => {
    const from = solanaKeypair(0);
    const to = Keypair.generate().publicKey;
    const before = await world.connection.getBalance(from.publicKey);
    const slot = await world.connection.getSlot();
    const changed = new Promise<number>((resolve) => {
      const id = world.connection.onAccountChange(to, (acc) => {
        void world.connection.removeAccountChangeListener(id);
        resolve(acc.lamports);
      });
    });
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL / 4 }));
    const signature = await sendAndConfirmTransaction(world.connection, tx, [from]);

    expect(await world.connection.getBalance(to)).toBe(LAMPORTS_PER_SOL / 4);
    expect(await world.connection.getBalance(from.publicKey)).toBe(before - LAMPORTS_PER_SOL / 4 - 5000);
    expect(await changed).toBe(LAMPORTS_PER_SOL / 4);
    const [status] = (await world.connection.getSignatureStatuses([signature])).value;
    expect(status?.err).toBeNull();
    expect(await world.connection.getSlot()).toBeGreaterThan(slot);
    expect((await world.connection.getSignaturesForAddress(to)).map((s) => s.signature)).toEqual([signature]);
  });

  it('gives a new blockhash after each transaction and refuses failing ones at preflight', async () => {
    const from = solanaKeypair(1);
    const first = await world.connection.getLatestBlockhash();
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: solanaKeypair(2).publicKey, lamports: 1000 * LAMPORTS_PER_SOL }));
    await expect(sendAndConfirmTransaction(world.connection, tx, [from])).rejects.toBeInstanceOf(SendTransactionError);

    await world.connection.confirmTransaction({ signature: await world.connection.requestAirdrop(from.publicKey, LAMPORTS_PER_SOL), ...first });
    expect((await world.connection.getLatestBlockhash()).blockhash).not.toBe(first.blockhash);
    expect(await world.connection.getBalance(from.publicKey)).toBe(101 * LAMPORTS_PER_SOL);
  });

  it('accepts base58 transactions (the RPC default) and rejects unknown blockhashes', async () => {
    const from = solanaKeypair(3);
    const transfer = (blockhash: string) => {
      const tx = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(
        SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: solanaKeypair(4).publicKey, lamports: 1234 }),
      );
      tx.sign(from);
      return encodeBase58(tx.serialize());
    };
    const rpc = async (method: string, params: unknown[]) => {
      const res = await fetch(world.chains.info.solana.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
      return (await res.json()) as { result?: unknown; error?: { code: number; message: string } };
    };
    const { blockhash } = await world.connection.getLatestBlockhash();
    const sent = await rpc('sendTransaction', [transfer(blockhash)]);
    expect(typeof sent.result).toBe('string');
    expect((await world.connection.getSignatureStatus(sent.result as string)).value?.err).toBeNull();

    const stale = await rpc('sendTransaction', [transfer(Keypair.generate().publicKey.toBase58())]);
    expect(stale.error?.code).toBe(-32002);
    expect(stale.error?.message).toMatch(/BlockhashNotFound/);
  });

  it('seeds an SPL mint the real token program can move', async () => {
    const { splToken } = world.chains.info.solana;
    if (!splToken) throw new Error('no SPL token seeded');
    const mint = new PublicKey(splToken.mint);
    const [a, b] = [solanaKeypair(0), solanaKeypair(1)];
    const parsed = await world.connection.getParsedTokenAccountsByOwner(a.publicKey, { mint });
    expect(parsed.value.map((v) => v.account.data.parsed.info.tokenAmount.uiAmountString)).toEqual(['1000']);
    expect((await world.connection.getTokenAccountsByOwner(b.publicKey, { programId: TOKEN_PROGRAM_ID })).value).toHaveLength(1);

    const [ataA, ataB] = [associatedTokenAddress(a.publicKey, mint), associatedTokenAddress(b.publicKey, mint)];
    const tx = new Transaction().add(transferChecked(ataA, mint, ataB, a.publicKey, 2_500_000n, splToken.decimals));
    await sendAndConfirmTransaction(world.connection, tx, [a]);
    expect((await world.connection.getTokenAccountBalance(ataA)).value.uiAmountString).toBe('997.5');
    expect((await world.connection.getTokenAccountBalance(ataB)).value.uiAmountString).toBe('1002.5');
  });
});
