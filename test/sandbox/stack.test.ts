import { connect } from 'node:net';
import { startStack } from '../../sandbox/stack';
import type { SandboxPorts } from '../../sandbox/ports';
import { claimPortBlock } from '../helpers/ports';

/** Whether something accepts TCP connections on a loopback port right now. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const allPorts = (ports: SandboxPorts) => Object.values(ports) as number[];

describe('the whole sandbox stack', () => {
  it('serves every service, stops leaving nothing listening, and starts again on the same ports', async () => {
    const basePort = claimPortBlock();
    const stack = await startStack({ basePort, build: false });
    const described = (await (await fetch(`${stack.description.urls.demo}/sandbox.json`)).json()) as typeof stack.description;
    // the two anvil chains and the litesvm cluster (the demo configures Solana too)
    expect(described.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31338', described.chains?.solana.caipNetworkId]);
    expect(Object.keys(described.urls)).toEqual(expect.arrayContaining(['demo', 'api', 'relay', 'secureSite', 'mailbox', 'wcWallet']));
    // keys appear only for the sandbox wallets, never elsewhere in the description
    const { wallets, ...rest } = described as typeof described & { wallets?: unknown };
    expect(JSON.stringify(rest)).not.toMatch(/privateKey|0x[0-9a-f]{64}"/i);
    expect(wallets).toBeDefined();
    for (const port of allPorts(stack.ports)) expect(await listening(port)).toBe(true);

    await stack.stop();
    for (const port of allPorts(stack.ports)) expect(await listening(port)).toBe(false);

    const again = await startStack({ basePort, build: false });
    expect((await fetch(`${again.description.urls.api}/v1/supported-chains?projectId=x`)).status).toBe(200);
    await again.stop();
  });
});
