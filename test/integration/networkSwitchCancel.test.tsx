/**
 * A network switch the wallet never answers (SPEC §4 switching, §2 Networks) with the real store, root saga and
 * modal: the visitor can cancel the wait, closing the modal ends it, and the network can be asked for again.
 */
import { within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { walletSelected } from '../../slices';
import { createWalletGate } from '../../src/index';
import { FakeWallet } from '../helpers/fakeWallet';
import { testOptions, TEST_ENDPOINTS, TEST_NETWORK, TEST_NETWORK_B } from '../helpers/makeTestStore';
import { http, HttpResponse } from 'msw';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { waitUntil } from '../helpers/wait';

const server = useMswServer();
const options = testOptions({ networks: [TEST_NETWORK, TEST_NETWORK_B], features: { analytics: false } });

let wallet: FakeWallet;
beforeEach(() => {
  rpcNode(server);
  server.use(http.get(`${TEST_ENDPOINTS.blockchainApi}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })));
  wallet = new FakeWallet().install();
  wallet.on('wallet_switchEthereumChain', () => new Promise(() => undefined)); // asked, never answered
});
afterEach(() => {
  wallet.uninstall();
  document.body.innerHTML = '';
});

const switchAsks = () => wallet.methods().filter((m) => m === 'wallet_switchEthereumChain').length;

async function onNetworks() {
  const gate = createWalletGate(options, { logger: { warn: jest.fn(), error: jest.fn() } });
  await gate.open();
  gate.store.dispatch(walletSelected({ walletId: 'test.fake.wallet', name: 'Fake Wallet', connectorId: 'test.fake.wallet' }));
  await waitUntil(() => gate.getAccount().isConnected);
  await gate.open({ view: 'Networks' });
  await waitFor(() => expect(document.querySelector('walletgate-modal')?.shadowRoot).toBeTruthy());
  const shadow = within(document.querySelector('walletgate-modal')!.shadowRoot as unknown as HTMLElement);
  const ui = within(await shadow.findByRole('dialog', { name: 'Choose network' }));
  return { gate, ui };
}

describe('a network switch the wallet never answers', () => {
  it('can be cancelled by a named control while it waits, and a new click asks the wallet again', async () => {
    const user = userEvent.setup();
    const { gate, ui } = await onNetworks();
    await user.click(await ui.findByRole('button', { name: 'Sandbox B' }));
    await waitUntil(() => switchAsks() === 1, 'the wallet asked');
    expect(ui.getByRole('button', { name: 'Sandbox B', busy: true })).toBeTruthy();

    await user.click(ui.getByRole('button', { name: 'Cancel' }));
    expect(ui.getByRole('button', { name: 'Sandbox B', busy: false })).toBeTruthy();
    expect(ui.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(ui.getByRole('status').textContent).toBe('');
    expect(gate.getNetwork().caipNetworkId).toBe('eip155:31337');

    await user.click(ui.getByRole('button', { name: 'Sandbox B' }));
    await waitUntil(() => switchAsks() === 2, 'the wallet asked again');
    expect(ui.getByRole('button', { name: 'Sandbox B', busy: true })).toBeTruthy();
    gate.destroy();
  });

  it('ends when the modal closes: reopened, the network is not busy and a click asks the wallet again', async () => {
    const user = userEvent.setup();
    const { gate, ui } = await onNetworks();
    await user.click(await ui.findByRole('button', { name: 'Sandbox B' }));
    await waitUntil(() => switchAsks() === 1, 'the wallet asked');

    await gate.close();
    await gate.open({ view: 'Networks' });
    const shadow = within(document.querySelector('walletgate-modal')!.shadowRoot as unknown as HTMLElement);
    const b = await within(await shadow.findByRole('dialog', { name: 'Choose network' })).findByRole('button', { name: 'Sandbox B' });
    expect(b.getAttribute('aria-busy')).toBeNull();
    await user.click(b);
    await waitUntil(() => switchAsks() === 2, 'the wallet asked again');
    gate.destroy();
  });

  it('cancelled, the promise of switchNetwork() settles instead of waiting forever', async () => {
    const { gate, ui } = await onNetworks();
    const settled = expect(gate.switchNetwork('eip155:31338')).rejects.toThrow();
    await waitUntil(() => switchAsks() === 1, 'the wallet asked');
    await userEvent.setup().click(await ui.findByRole('button', { name: 'Cancel' }));
    await settled;
    expect(gate.getNetwork().caipNetworkId).toBe('eip155:31337');
    gate.destroy();
  });
});
