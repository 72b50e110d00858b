/**
 * What a connection leaves in localStorage (SPEC §3 "stored locally: active namespace and network
 * id"), asserted by no test before: written on connect, followed on a chain change, read back by the next page.
 */
import { selectActiveCaipNetworkId } from '../../slices';
import { accountStore, connect, installWallet } from '../helpers/accountWorld';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { waitUntil } from '../helpers/wait';
import type { FakeWallet } from '../helpers/fakeWallet';

const server = useMswServer();
let wallet: FakeWallet;
const asText = { safeParse: (v: unknown) => ({ success: true as const, data: v }) };

beforeEach(() => {
  rpcNode(server);
  wallet = installWallet();
  wallet.on('wallet_getCapabilities', () => ({}));
});
afterEach(() => wallet.uninstall());

describe('SPEC §3 the stored active namespace and network id', () => {
  it('are written on connect and follow a chain change; the next page starts on that network', async () => {
    const t = accountStore();
    await connect(t, { inView: false });
    await waitUntil(() => t.storage.get('activeCaipNetworkId', asText) === 'eip155:31337', 'the network stored');
    expect(t.storage.get('activeNamespace', asText)).toBe('eip155');

    wallet.emit('chainChanged', '0x7a6a');
    await waitUntil(() => t.storage.get('activeCaipNetworkId', asText) === 'eip155:31338', 'the new network stored');
    t.task.cancel();

    const next = accountStore({}, t.storage);
    await waitUntil(() => selectActiveCaipNetworkId(next.state()) === 'eip155:31338', 'the next page on the stored network');
    next.task.cancel();
  });
});
