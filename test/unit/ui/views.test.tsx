import { describe, expect, it } from '@jest/globals';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  balanceFetched,
  connectFailed,
  connectRequested,
  connectorAnnounced,
  copyRequested,
  disconnectRequested,
  networkChanged,
  opened,
  pushed,
  recentWalletsRestored,
  switchNetworkFailed,
  switchNetworkRequested,
  walletSelected,
} from '../../../slices';
import { connectedTo } from '../../helpers/connection';
import type { Connector } from '../../../src/core/connectors';
import { NETWORK, configure, useModalUnderTest } from './helpers';

/**
 * The connect-path views. No sagas run here: state is set with the slices' own
 * actions, and a click is checked by the action it dispatched.
 */
const start = useModalUnderTest();

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';
const SANDBOX_WALLET: Connector = { id: 'sandbox-a', name: 'Sandbox Wallet', type: 'ANNOUNCED', chain: 'eip155', rdns: 'org.sandbox.wallet', imageUrl: ICON };
const RABBY: Connector = { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155', rdns: 'io.rabby' };
const NETWORK_B = { ...NETWORK, id: 31338, name: 'Sandbox B' };
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** Configured with two networks, connected on Sandbox A with the sandbox wallet, the modal open on `view`. */
async function connectedOn(view: 'Account' | 'Networks' | 'UnsupportedChain', caipNetworkId = 'eip155:31337') {
  const t = start();
  await t.dispatch(configure({ networks: [NETWORK, NETWORK_B] }));
  await t.dispatch(
    connectedTo({ caipNetworkId: caipNetworkId, address: ADDRESS, walletInfo: { name: 'Sandbox Wallet', icon: ICON, type: 'ANNOUNCED' } }),
  );
  await t.dispatch(opened({ view }));
  return t;
}

describe('Connect: wallet list', () => {
  it('keeps the empty text and the explainer when no wallet is detected (and no project id: no WalletConnect)', async () => {
    const t = start();
    // email and socials off: the wallet section alone
    await t.dispatch(configure({ projectId: '', features: { email: false, socials: false } }));
    await t.dispatch(opened({ view: 'Connect' }));
    expect(t.ui.getByText('No wallets detected in this browser')).toBeTruthy();
    expect(t.ui.queryByRole('list')).toBeNull();
    expect(t.ui.getByRole('button', { name: 'What is a wallet?' })).toBeTruthy();
  });

  it('lists WalletConnect, then recent wallets before installed ones, each tagged, and drops the empty text', async () => {
    const t = start();
    await t.dispatch(configure({ features: { email: false, socials: false } }));
    await t.dispatch(connectorAnnounced(SANDBOX_WALLET));
    await t.dispatch(connectorAnnounced(RABBY));
    await t.dispatch(recentWalletsRestored([{ id: 'io.rabby', name: 'Rabby', rdns: 'io.rabby' }]));
    await t.dispatch(opened({ view: 'Connect' }));

    const wallets = within(t.ui.getByRole('region', { name: 'Wallets' }));
    const list = wallets.getByRole('list');
    expect(within(list).getAllByRole('button')).toEqual([
      t.ui.getByRole('button', { name: 'WalletConnect QR Code' }),
      t.ui.getByRole('button', { name: 'Rabby Recent' }),
      t.ui.getByRole('button', { name: 'Sandbox Wallet Installed' }),
    ]);
    expect(t.ui.queryByText('No wallets detected in this browser')).toBeNull();
    expect(t.ui.getByRole('button', { name: 'What is a wallet?' })).toBeTruthy();
    // the first wallet takes the focus when the modal opens
    expect(t.shadow.activeElement).toBe(t.ui.getByRole('button', { name: 'WalletConnect QR Code' }));
  });

  it('says which wallet was picked and leaves the flow to the sagas', async () => {
    const user = userEvent.setup();
    const t = start();
    await t.dispatch(configure());
    await t.dispatch(connectorAnnounced(SANDBOX_WALLET));
    await t.dispatch(opened({ view: 'Connect' }));
    await user.click(t.ui.getByRole('button', { name: 'Sandbox Wallet Installed' }));
    expect(t.actionsOf(walletSelected.type).map((a) => a.payload)).toEqual([
      { walletId: 'sandbox-a', name: 'Sandbox Wallet', connectorId: 'sandbox-a', rdns: 'org.sandbox.wallet', imageUrl: ICON },
    ]);
    expect(t.ui.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
  });
});

describe('ConnectingExternal', () => {
  async function connecting() {
    const t = start();
    await t.dispatch(configure());
    await t.dispatch(connectorAnnounced(SANDBOX_WALLET));
    await t.dispatch(opened({ view: 'Connect' }));
    await t.dispatch(pushed({ view: 'ConnectingExternal', data: { connectorId: 'sandbox-a' } }));
    await t.dispatch(connectRequested({ connectorId: 'sandbox-a', namespace: 'eip155' }));
    await t.ui.findByRole('heading', { name: 'Continue in Sandbox Wallet' });
    return t;
  }

  it('shows the wallet and waits for it', async () => {
    const t = await connecting();
    expect(t.ui.getByRole('dialog', { name: 'Connecting' })).toBeTruthy();
    expect(t.ui.getByText('Accept the connection request in the wallet.')).toBeTruthy();
    expect(t.ui.getByRole('progressbar', { name: 'Waiting for the wallet' })).toBeTruthy();
    expect(t.ui.queryByRole('button', { name: 'Try again' })).toBeNull();
    // a wallet of one chain asks once: no count of asks
    expect(t.ui.queryByText(/^Request \d of \d/)).toBeNull();
  });

  it('on a refusal says so, focuses Try again, and asks for the same connection again', async () => {
    const user = userEvent.setup();
    const t = await connecting();
    await t.dispatch(connectFailed({ namespace: 'eip155', error: { code: 'providerText', params: { text: 'User rejected the request.', walletCode: 4001 } } }));

    expect(t.ui.getByRole('heading', { name: 'Connection declined' })).toBeTruthy();
    expect(within(t.ui.getByRole('dialog')).getByRole('alert').textContent).toBe('User rejected the request.');
    expect(t.ui.queryByRole('progressbar')).toBeNull();
    const retry = t.ui.getByRole('button', { name: 'Try again' });
    expect(t.shadow.activeElement).toBe(retry);

    await user.click(retry);
    expect(t.actionsOf(connectRequested.type).at(-1)?.payload).toEqual({ connectorId: 'sandbox-a', namespace: 'eip155' });
    // the reducer clears the error: back to waiting
    expect(t.ui.getByRole('heading', { name: 'Continue in Sandbox Wallet' })).toBeTruthy();
    expect(t.ui.getByRole('progressbar', { name: 'Waiting for the wallet' })).toBeTruthy();
  });

  it('keeps naming the wallet when the attempt ends before the saga navigates on', async () => {
    const t = await connecting();
    await t.dispatch(connectedTo({ caipNetworkId: 'eip155:31337', address: ADDRESS, connectorId: 'sandbox-a' }));
    expect(t.ui.getByRole('heading', { name: 'Continue in Sandbox Wallet' })).toBeTruthy();
  });

  it('embedded, leaves the page focus alone when an error appears', async () => {
    const input = document.createElement('input');
    const target = document.createElement('div');
    document.body.append(input, target);
    const t = start({ target });
    await t.dispatch(configure());
    await t.dispatch(connectorAnnounced(SANDBOX_WALLET));
    await t.dispatch(connectRequested({ connectorId: 'sandbox-a', namespace: 'eip155' }));
    await t.dispatch(opened({ view: 'ConnectingExternal' }));
    await t.ui.findByRole('heading', { name: 'Continue in Sandbox Wallet' });
    input.focus();
    await t.dispatch(connectFailed({ namespace: 'eip155', error: { code: 'providerText', params: { text: 'User rejected the request.', walletCode: 4001 } } }));
    expect(t.ui.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(document.activeElement).toBe(input);
  });

  it('a wallet of several chains: says which of its asks is on screen, each chain by the site\'s network', async () => {
    const t = start();
    const solana = { id: 'Sandbox1111111111111111111111111', caipNetworkId: 'solana:Sandbox1111111111111111111111111', chainNamespace: 'solana', name: 'Solana Sandbox', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } } };
    await t.dispatch(configure({ networks: [NETWORK, solana] as never }));
    await t.dispatch(connectorAnnounced(SANDBOX_WALLET));
    await t.dispatch(opened({ view: 'Connect' }));
    await t.dispatch(pushed({ view: 'ConnectingExternal', data: { connectorId: 'sandbox-a', steps: 'eip155 solana' } }));
    await t.dispatch(connectRequested({ connectorId: 'sandbox-a', namespace: 'eip155', keepView: true }));
    expect(await t.ui.findByText(`Request 1 of 2: ${NETWORK.name}`)).toBeTruthy();
    await t.dispatch(connectRequested({ connectorId: 'sandbox-a', namespace: 'solana', keepView: true }));
    expect(await t.ui.findByText('Request 2 of 2: Solana Sandbox')).toBeTruthy();
    expect(t.ui.queryByText(/^Request 1 of 2/)).toBeNull();
  });

  it('calls any other error a failure', async () => {
    const t = await connecting();
    await t.dispatch(connectFailed({ namespace: 'eip155', error: { code: 'providerText', params: { text: 'Internal error', walletCode: -32603 } } }));
    expect(t.ui.getByRole('heading', { name: 'Connection failed' })).toBeTruthy();
    expect(t.ui.getByText('Internal error')).toBeTruthy();
  });
});

describe('Account', () => {
  it('shows the wallet, the truncated address (whole for screen readers) and a balance placeholder', async () => {
    const t = await connectedOn('Account');
    expect(await t.ui.findByRole('dialog', { name: 'Account' })).toBeTruthy();
    expect(t.ui.getByText('Sandbox Wallet')).toBeTruthy();
    expect(t.ui.getByText('0x70…dc79C8')).toBeTruthy(); // SPEC §9: 4 start (with 0x), 6 end
    expect(t.ui.getByText(ADDRESS)).toBeTruthy();
    expect(t.ui.getByText('Loading balance')).toBeTruthy();

    await t.dispatch(balanceFetched({ namespace: 'eip155', balance: '1234.5678', symbol: 'ETH' }));
    expect(t.ui.getByText('1,234.57 ETH')).toBeTruthy();
    expect(t.ui.queryByText('Loading balance')).toBeNull();
  });

  it('copies the address, opens Networks and disconnects by asking', async () => {
    const user = userEvent.setup();
    const t = await connectedOn('Account');
    await user.click(await t.ui.findByRole('button', { name: 'Copy address' }));
    expect(t.actionsOf(copyRequested.type).map((a) => a.payload)).toEqual([{ text: ADDRESS, success: { code: 'copied.address' } }]);

    await user.click(t.ui.getByRole('button', { name: 'Network: Sandbox A' }));
    expect(t.actionsOf(pushed.type).map((a) => a.payload)).toEqual([{ view: 'Networks' }]);
    expect(await t.ui.findByRole('dialog', { name: 'Choose network' })).toBeTruthy();

    await t.dispatch(pushed({ view: 'Account' }));
    await user.click(await t.ui.findByRole('button', { name: 'Disconnect' }));
    expect(t.actionsOf(disconnectRequested.type).map((a) => a.payload)).toEqual([{ namespace: 'eip155' }]);
  });

  it('shows the network without a button when the site turned switching off', async () => {
    const t = start();
    await t.dispatch(configure({ enableNetworkSwitch: false }));
    await t.dispatch(connectedTo({ caipNetworkId: 'eip155:31337', address: ADDRESS, walletInfo: { name: 'W', type: 'INJECTED' } }));
    await t.dispatch(opened({ view: 'Account' }));
    expect(await t.ui.findByText('Sandbox A')).toBeTruthy();
    expect(t.ui.queryByRole('button', { name: /Network/ })).toBeNull();
  });
});

describe('Networks', () => {
  it('marks the active network and asks to switch to another', async () => {
    const user = userEvent.setup();
    const t = await connectedOn('Networks');
    const a = await t.ui.findByRole('button', { name: 'Sandbox A', current: true });
    const b = t.ui.getByRole('button', { name: 'Sandbox B', current: false });

    await user.click(a);
    expect(t.actionsOf(switchNetworkRequested.type)).toEqual([]);
    await user.click(b);
    expect(t.actionsOf(switchNetworkRequested.type).map((x) => x.payload)).toEqual([{ caipNetworkId: 'eip155:31338' }]);

    const dialog = within(t.ui.getByRole('dialog', { name: 'Choose network' }));
    expect(dialog.getByRole('button', { name: 'Sandbox B', busy: true })).toBeTruthy();
    expect(dialog.getByRole('status').textContent).toBe('Approve the network switch in your wallet');

    await t.dispatch(networkChanged({ namespace: 'eip155', caipNetworkId: 'eip155:31338' }));
    expect(dialog.getByRole('button', { name: 'Sandbox B', current: true, busy: false })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Sandbox A', current: false })).toBeTruthy();
    expect(dialog.getByRole('status').textContent).toBe('');
  });

  it('shows a failed switch in an alert', async () => {
    const t = await connectedOn('Networks');
    await t.ui.findByRole('button', { name: 'Sandbox B' });
    await t.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:31338' }));
    await t.dispatch(switchNetworkFailed({ code: 'chainNotSupported' }));
    const dialog = within(t.ui.getByRole('dialog'));
    expect(dialog.getByRole('alert').textContent).toBe('Chain is not supported');
    expect(dialog.getByRole('button', { name: 'Sandbox B', busy: false })).toBeTruthy();
  });
});

describe('UnsupportedChain', () => {
  it('explains, lists the requested networks (none active) and offers to disconnect', async () => {
    const user = userEvent.setup();
    const t = await connectedOn('UnsupportedChain', 'eip155:999');
    expect(await t.ui.findByRole('dialog', { name: 'Switch network' })).toBeTruthy();
    expect(t.ui.getByText("This app doesn't support your current network. Switch to an available option to continue.")).toBeTruthy();
    const list = within(t.ui.getByRole('list'));
    expect(list.getAllByRole('button')).toEqual([list.getByRole('button', { name: 'Sandbox A' }), list.getByRole('button', { name: 'Sandbox B' })]);
    expect(list.queryByRole('button', { current: true })).toBeNull();

    await user.click(list.getByRole('button', { name: 'Sandbox B' }));
    expect(t.actionsOf(switchNetworkRequested.type).map((x) => x.payload)).toEqual([{ caipNetworkId: 'eip155:31338' }]);
    await user.click(t.ui.getByRole('button', { name: 'Disconnect' }));
    expect(t.actionsOf(disconnectRequested.type).map((x) => x.payload)).toEqual([{ namespace: 'eip155' }]);
  });
});
