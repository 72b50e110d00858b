import { describe, expect, it, jest } from '@jest/globals';
import { LAMPORTS_PER_SOL, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js';
import { createPublicClient, createWalletClient, http, parseUnits, type Address, type Hash } from 'viem';
import { tokenAbi } from '../../sandbox/chains/evm/abi';
import { evmAccount, solanaKeypair } from '../../sandbox/chains/keys';
import type { EvmChainInfo } from '../../sandbox/chains/types';
import { useChains } from './chainsWorld';

jest.setTimeout(60_000);
const world = useChains();

const client = (c: EvmChainInfo) => createPublicClient({ transport: http(c.rpcUrl), pollingInterval: 20 });
const sender = evmAccount(4); // seeded with sUSD
const receiver = evmAccount(6).address;
const usd = (c: EvmChainInfo) => (c.tokens.find((t) => t.symbol === 'sUSD') as { address: Address }).address;
const solFrom = solanaKeypair(0);
const solTo = solanaKeypair(1).publicKey;

/** What a test file could have changed, read on every chain. */
async function observe() {
  const evm = await Promise.all(
    world.chains.info.evm.map(async (c) => ({
      block: await client(c).getBlockNumber({ cacheTime: 0 }),
      eth: await client(c).getBalance({ address: receiver }),
      usd: await client(c).readContract({ address: usd(c), abi: tokenAbi, functionName: 'balanceOf', args: [receiver] }),
      nonce: await client(c).getTransactionCount({ address: sender.address }),
    })),
  );
  const solana = {
    from: await world.connection.getBalance(solFrom.publicKey),
    to: await world.connection.getBalance(solTo),
    slot: await world.connection.getSlot(),
    transactions: (await world.connection.getSignaturesForAddress(solTo)).length,
  };
  return { evm, solana };
}

/**
 * An ETH and an sUSD transfer on every EVM chain and a SOL transfer: balances, nonces, blocks and slots move. The
 * amount differs per call: after a reset the ledger's blockhashes repeat, and web3.js waits for a new blockhash
 * rather than sign the very same transaction twice.
 */
let calls = 0;
async function changeEverything(): Promise<Hash[]> {
  calls++;
  const hashes: Hash[] = [];
  for (const c of world.chains.info.evm) {
    const wallet = createWalletClient({ account: sender, transport: http(c.rpcUrl) });
    const eth = await wallet.sendTransaction({ chain: null, to: receiver, value: 12_345n });
    await client(c).waitForTransactionReceipt({ hash: eth, pollingInterval: 20 });
    const token = await wallet.writeContract({ chain: null, address: usd(c), abi: tokenAbi, functionName: 'transfer', args: [receiver, parseUnits('1', 6)] });
    await client(c).waitForTransactionReceipt({ hash: token, pollingInterval: 20 });
    hashes.push(eth, token);
  }
  const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: solFrom.publicKey, toPubkey: solTo, lamports: calls * LAMPORTS_PER_SOL }));
  await sendAndConfirmTransaction(world.connection, tx, [solFrom]);
  return hashes;
}

describe('chains.reset()', () => {
  it('brings both anvils and the Solana ledger back to the seeded state, on the same processes and ports', async () => {
    const seeded = await observe();
    const pids = [...world.chains.pids];
    const hashes = await changeEverything();
    const changed = await observe();
    for (const [i, c] of changed.evm.entries()) {
      const before = seeded.evm[i] as (typeof seeded.evm)[number];
      expect(c.block).toBe(before.block + 2n);
      expect(c.eth).toBe(before.eth + 12_345n);
      expect(c.nonce).toBe(before.nonce + 2);
      expect(c.usd).toBe(before.usd + parseUnits('1', 6));
    }
    expect(changed.solana.to).toBe(seeded.solana.to + calls * LAMPORTS_PER_SOL);
    expect(changed.solana.slot).toBeGreaterThan(seeded.solana.slot);

    await world.chains.reset();
    expect(await observe()).toEqual(seeded);
    expect(world.chains.pids).toEqual(pids);
    for (const [i, c] of world.chains.info.evm.entries()) {
      await expect(client(c).getTransactionReceipt({ hash: hashes[2 * i] as Hash })).rejects.toThrow(/could not be found/);
    }

    // and the chains go on from there: blocks dated now, after the seeded ones, and a second reset works too
    const seedHead = await client(world.chains.info.evm[0] as EvmChainInfo).getBlock({ blockTag: 'latest' });
    await changeEverything();
    const next = await client(world.chains.info.evm[0] as EvmChainInfo).getBlock({ blockTag: 'latest' });
    expect(next.number).toBe(seedHead.number + 2n);
    expect(next.timestamp).toBeGreaterThanOrEqual(seedHead.timestamp);
    expect(Number(next.timestamp)).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) - 60);
    await world.chains.reset();
    expect(await observe()).toEqual(seeded);
  });

  it('resets an anvil restarted since (its snapshots went with its old process)', async () => {
    const seeded = await observe();
    await changeEverything();
    await world.chains.restartEvm(1);
    expect((await observe()).evm[1]?.block).toBe((seeded.evm[1]?.block as bigint) + 2n);
    await world.chains.reset();
    expect(await observe()).toEqual(seeded);
    await changeEverything();
    await world.chains.reset();
    expect(await observe()).toEqual(seeded);
  });
});
