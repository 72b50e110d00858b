import { afterEach, describe, expect, it, jest } from '@jest/globals';
import net from 'node:net';
import { startChains } from '../../sandbox/chains';
import type { RunningChains } from '../../sandbox/chains/types';
import { assertPortFree } from '../../sandbox/chains/net';
import { sandboxPorts } from '../../sandbox/ports';
import { claimPortBlock } from '../helpers/ports';
import { createPublicClient, createWalletClient, http } from 'viem';
import { evmAccount } from '../../sandbox/chains/keys';

jest.setTimeout(60_000);
const ports = sandboxPorts(claimPortBlock());
const chainPorts = [ports.evmA, ports.evmB, ports.solanaHttp, ports.solanaWs];
const running: RunningChains[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((c) => c.stop()));
});

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== 'ESRCH';
  }
};
const chainId = async (url: string): Promise<number> => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  });
  return Number(((await res.json()) as { result: string }).result);
};

describe('restartEvm', () => {
  it('restarts one anvil in place on its port from its state: balances, blocks, contracts and transactions as they were', async () => {
    const chains = await startChains({ ports });
    running.push(chains);
    const a = chains.info.evm[0]!;
    const client = createPublicClient({ transport: http(a.rpcUrl) });
    const wallet = createWalletClient({ account: evmAccount(7), transport: http(a.rpcUrl) });
    const receiver = evmAccount(6).address;
    const hash = await wallet.sendTransaction({ chain: null, to: receiver, value: 12_345n });
    await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    const token = a.tokens[0]!.address;
    const before = await Promise.all([client.getBalance({ address: receiver }), client.getBlockNumber({ cacheTime: 0 }), client.getCode({ address: token })]);
    const oldPid = chains.pids[0]!;

    let downSeen = false;
    await chains.restartEvm(0, async () => {
      await expect(chainId(a.rpcUrl)).rejects.toThrow(); // nothing listens while it is down
      downSeen = true;
    });
    expect(downSeen).toBe(true);
    expect(alive(oldPid)).toBe(false);
    expect(await chainId(a.rpcUrl)).toBe(31337);
    expect(await Promise.all([client.getBalance({ address: receiver }), client.getBlockNumber({ cacheTime: 0 }), client.getCode({ address: token })])).toEqual(before);
    expect((await client.getTransactionReceipt({ hash })).status).toBe('success');
    // and it takes transactions again, on top of the kept state
    const next = await wallet.sendTransaction({ chain: null, to: receiver, value: 1n });
    await client.waitForTransactionReceipt({ hash: next, pollingInterval: 20 });
    expect(await client.getBalance({ address: receiver })).toBe(before[0] + 1n);
    expect(await chainId(chains.info.evm[1]!.rpcUrl)).toBe(31338);
  });
});

describe('startChains / stop', () => {
  it('stops every anvil and server, and starts again right after', async () => {
    const first = await startChains({ ports });
    const { pids } = first;
    expect(pids).toHaveLength(2);
    expect(pids.every(alive)).toBe(true);
    await first.stop();
    expect(pids.some(alive)).toBe(false);
    for (const port of chainPorts) await assertPortFree(port);

    const second = await startChains({ ports });
    running.push(second);
    expect(await chainId(second.info.evm[1]?.rpcUrl ?? '')).toBe(31338);
    expect(second.info.evm[0]?.tokens).toEqual(first.info.evm[0]?.tokens);
    expect(second.info.solana.caipNetworkId).toBe(first.info.solana.caipNetworkId);
    await second.stop();
    expect(second.pids.some(alive)).toBe(false);
  });

  it('fails cleanly, leaving nothing behind, when a port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(ports.evmB, '127.0.0.1', () => r()));
    try {
      await expect(startChains({ ports })).rejects.toThrow(/in use/);
    } finally {
      await new Promise((r) => blocker.close(r));
    }
    for (const port of chainPorts) await assertPortFree(port);
  });
});
