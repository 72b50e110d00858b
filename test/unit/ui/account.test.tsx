import { describe, expect, it } from '@jest/globals';
import { fireEvent, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addressLabelSet, copyRequested, embeddedAccountUpdated, opened, pushed, tabChanged, tokenBalanceFetched } from '../../../slices';
import { connectedTo } from '../../helpers/connection';
import { gasPriceFetched, sendAmountChanged, sendReceiverChanged, sendReceiverResolved, sendTokenSelected, tokenBalancesLoaded } from '../../../slices/send';
import { transactionsPageLoaded, transactionsViewChanged } from '../../../slices/transactions';
import type { WalletGateOptions } from '../../../src/core/options';
import { CHAIN, ETH_BALANCE, RECEIVER, SUSD_BALANCE, transaction } from '../../helpers/accountWorld';
import { truncateAddress } from '../../../src/core/format';
import { symbolBadge } from '../../../src/ui/views/Account/TokenIcon';
import { NETWORK, configure, useModalUnderTest } from './helpers';
import { TEST_ENDPOINTS } from '../../helpers/makeTestStore';

/**
 * The account area's views: tabs with the ARIA tab pattern, token rows, activity grouped
 * with signed amounts, Send's message button, Receive's QR and copy. No sagas: state comes from the slices'
 * own actions; clicks are checked by the actions they dispatch.
 */
const start = useModalUnderTest();

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

async function on(view: 'Account' | 'WalletSend' | 'WalletReceive', features: WalletGateOptions['features'] = {}) {
  const t = start();
  // the fixtures' icons come from the configured API (SPEC §5: plain http only from there or loopback)
  await t.dispatch(configure({ features, endpoints: TEST_ENDPOINTS }));
  await t.dispatch(connectedTo({ caipNetworkId: CHAIN, address: ADDRESS, walletInfo: { name: 'Sandbox Wallet', type: 'ANNOUNCED' } }));
  await t.dispatch(opened({ view: 'Account' }));
  if (view !== 'Account') await t.dispatch(pushed({ view }));
  return t;
}

describe('Account', () => {
  it('has Buy, Receive and Send (SPEC §9 order), and tabs Tokens / NFTs / Activity that arrow keys move through', async () => {
    const user = userEvent.setup();
    const t = await on('Account');
    const tablist = await t.ui.findByRole('tablist', { name: 'Assets and activity' });
    expect(within(t.ui.getByRole('group', { name: 'Account actions' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Buy', 'Receive', 'Send']);
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
      ['Tokens', 'true', 0],
      ['NFTs', 'false', -1],
      ['Activity', 'false', -1],
    ]);
    const panel = t.ui.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    expect(tabs[0]!.getAttribute('aria-controls')).toBe(panel.id);

    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(t.actionsOf(tabChanged.type).at(-1)?.payload).toEqual({ namespace: 'eip155', tab: 1 });
    expect(t.ui.getByRole('tab', { name: 'NFTs' }).getAttribute('aria-selected')).toBe('true');
    expect(t.shadow.activeElement).toBe(t.ui.getByRole('tab', { name: 'NFTs' }));
    await user.keyboard('{End}');
    expect(t.ui.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(t.ui.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(t.shadow.activeElement).toBe(t.ui.getByRole('tab', { name: 'Activity' }));
  });

  it('leaves out what the site switched off (features.onramp / send / receive / history)', async () => {
    const t = await on('Account', { onramp: false, send: false, receive: false, history: false });
    const tablist = await t.ui.findByRole('tablist');
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs']);
    expect(t.ui.queryByRole('group', { name: 'Account actions' })).toBeNull();
  });

  it('lists token balances with their amounts and USD values', async () => {
    const t = await on('Account', {});
    await t.ui.findByRole('tablist');
    expect(within(t.ui.getByRole('tabpanel')).getByRole('status').textContent).toBe('Loading tokens');
    await t.dispatch(tokenBalanceFetched({ namespace: 'eip155', tokenBalance: [ETH_BALANCE, SUSD_BALANCE] }));
    await t.dispatch(tokenBalancesLoaded());
    const rows = within(t.ui.getByRole('tabpanel')).getAllByRole('listitem').map((li) => li.textContent);
    // the sandbox networks are testnets: SPEC §9 shows their fiat values as 0.00
    expect(rows).toEqual(['EtherETH1.50 ETH$0.00', 'Sandbox USDsUSD9,975.00 sUSD$0.00']);
  });

  it("shows each token's image, and its symbol in a circle without one or when the image fails", async () => {
    const t = await on('Account', {});
    await t.ui.findByRole('tablist');
    await t.dispatch(tokenBalanceFetched({ namespace: 'eip155', tokenBalance: [ETH_BALANCE, { ...SUSD_BALANCE, iconUrl: '' }] }));
    await t.dispatch(tokenBalancesLoaded());
    const [eth, susd] = within(t.ui.getByRole('tabpanel')).getAllByRole('listitem');
    const image = eth!.querySelector('img.wg-token-icon')!;
    expect(image.getAttribute('src')).toBe(ETH_BALANCE.iconUrl);
    expect(susd!.querySelector('.wg-token-badge')?.textContent).toBe('sUSD');
    fireEvent.error(image);
    expect(eth!.querySelector('img')).toBeNull();
    expect(eth!.querySelector('.wg-token-badge')?.textContent).toBe('ETH');
    expect(symbolBadge('stETHx')).toBe('stET');
  });

  it('SPEC §5: a token icon URL with another scheme never reaches the DOM; the symbol shows instead', async () => {
    const t = await on('Account', {});
    await t.ui.findByRole('tablist');
    await t.dispatch(tokenBalanceFetched({ namespace: 'eip155', tokenBalance: [{ ...ETH_BALANCE, iconUrl: 'javascript:alert(1)' }] }));
    await t.dispatch(tokenBalancesLoaded());
    const [eth] = within(t.ui.getByRole('tabpanel')).getAllByRole('listitem');
    expect(eth!.querySelector('img')).toBeNull();
    expect(eth!.querySelector('.wg-token-badge')?.textContent).toBe('ETH');
    expect(t.shadow.innerHTML).not.toMatch(/javascript:/i);
  });

  it('shows Activity by year and month with signed 3-decimal amounts', async () => {
    const t = await on('Account');
    await t.ui.findByRole('tablist');
    await t.dispatch(tabChanged({ namespace: 'eip155', tab: 2 }));
    await t.dispatch(transactionsViewChanged({ network: CHAIN, address: ADDRESS }));
    await t.dispatch(
      transactionsPageLoaded({
        network: CHAIN,
        address: ADDRESS,
        next: null,
        transactions: [
          transaction({ minedAt: '2026-05-20T12:00:00.000Z', direction: 'out', numeric: '0.5' }),
          transaction({ minedAt: '2025-11-02T12:00:00.000Z', direction: 'in', numeric: '25' }),
        ],
      }),
    );
    const panel = within(t.ui.getByRole('tabpanel'));
    expect(panel.getAllByRole('heading').map((h) => h.textContent)).toEqual(['2026', 'May', '2025', 'November']);
    expect(panel.getByText('-0.500 sUSD')).toBeTruthy();
    expect(panel.getByText('+25.000 sUSD')).toBeTruthy();
    expect(panel.getAllByText('Sent')).toHaveLength(1);
    // each row: who was on the other side (SPEC §9 truncation) and the full date and time in the visitor's locale
    expect(panel.getByText(`to ${truncateAddress(RECEIVER)}`)).toBeTruthy();
    expect(panel.getByText(`from ${truncateAddress(RECEIVER)}`)).toBeTruthy();
    expect(truncateAddress(RECEIVER)).toMatch(/^0x[0-9a-fA-F]{2}…[0-9a-fA-F]{6}$/) // 4 start characters, 6 end;
    const full = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    const times = panel.getAllByText((_, el) => el?.tagName === 'TIME');
    expect(times.map((el) => [el.getAttribute('datetime'), el.textContent])).toEqual([
      ['2026-05-20T12:00:00.000Z', full.format(new Date('2026-05-20T12:00:00.000Z'))],
      ['2025-11-02T12:00:00.000Z', full.format(new Date('2025-11-02T12:00:00.000Z'))],
    ]);
    expect(times[0]!.textContent).toMatch(/2026/);
  });
});

describe('Send', () => {
  it('says on its button what is missing until the send can go', async () => {
    const t = await on('WalletSend');
    const button = await t.ui.findByRole('button', { name: 'Select Token' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await t.dispatch(tokenBalanceFetched({ namespace: 'eip155', tokenBalance: [ETH_BALANCE, SUSD_BALANCE] }));
    await t.dispatch(sendTokenSelected(SUSD_BALANCE));
    expect(t.ui.getByRole('button', { name: 'Add Amount' })).toBeTruthy();
    await t.dispatch(sendAmountChanged('99999'));
    expect(t.ui.getByRole('button', { name: 'Insufficient Funds' })).toBeTruthy();
    await t.dispatch(sendAmountChanged('1'));
    fireEvent.change(t.ui.getByLabelText('To'), { target: { value: 'x' } });
    expect(t.ui.getByRole('button', { name: 'Invalid Address' })).toBeTruthy();
  });

  it('enables Send once the form is complete', async () => {
    const t = await on('WalletSend');
    await t.ui.findByRole('button', { name: 'Select Token' });
    await t.dispatch(tokenBalanceFetched({ namespace: 'eip155', tokenBalance: [ETH_BALANCE, SUSD_BALANCE] }));
    await t.dispatch(sendTokenSelected(SUSD_BALANCE));
    await t.dispatch(sendAmountChanged('1'));
    await t.dispatch(gasPriceFetched({ gasPrice: '1000000000' }));
    const user = userEvent.setup();
    fireEvent.change(t.ui.getByLabelText('To'), { target: { value: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' } });
    const send = t.ui.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(false);
    await user.click(send);
    expect(t.types()).toContain('walletGate/send/sendRequested');
  });

  it('lets the receiver field take its direction from what is typed, so an address keeps its start in view right to left', async () => {
    const t = await on('WalletSend');
    // "auto": an address (0x…) reads left to right even in an Arabic page; a name typed in Arabic reads right to left
    expect((t.ui.getByLabelText('To') as HTMLInputElement).dir).toBe('auto');
  });
});

describe('Receive', () => {
  it('shows the address as a QR code, copies it, and lists the networks it is valid on', async () => {
    const user = userEvent.setup();
    const t = await on('WalletReceive');
    const qr = await t.ui.findByRole('img', { name: 'QR code of your address' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    await user.click(t.ui.getByRole('button', { name: 'Copy address' }));
    expect(t.actionsOf(copyRequested.type).map((a) => a.payload)).toEqual([{ text: ADDRESS, success: { code: 'copied.address' } }]);
    const networks = within(t.ui.getByRole('region', { name: 'Networks' }));
    expect(networks.getAllByRole('listitem').map((li) => li.textContent)).toEqual([`S${NETWORK.name}`]);
  });
});

describe('views render; sagas fetch', () => {
  // Redux DevTools time travel re-renders views: one that asked for data on mount would send requests during replay.
  const REQUESTS = [
    'walletGate/send/tokenBalancesRequested',
    'walletGate/send/opened',
    'walletGate/transactions/requested',
    'walletGate/transactions/moreRequested',
    'walletGate/transactions/nftsRequested',
  ];

  it('showing Tokens, NFTs and Activity dispatches no request', async () => {
    const t = await on('Account', { history: true });
    await t.ui.findByRole('tablist', { name: 'Assets and activity' });
    for (const tab of [1, 2, 0]) {
      await t.dispatch(tabChanged({ namespace: 'eip155', tab }));
      await t.ui.findByRole('tab', { selected: true });
    }
    expect(t.types().filter((type) => REQUESTS.includes(type))).toEqual([]);
  });

  it('picking a token on the token list says only that (the send saga goes back)', async () => {
    const user = userEvent.setup();
    const t = await on('WalletSend');
    await t.dispatch(tokenBalanceFetched({ namespace: 'eip155', tokenBalance: [ETH_BALANCE] }));
    await t.dispatch(pushed({ view: 'WalletSendSelectToken' }));
    await user.click(await t.ui.findByRole('button', { name: /Ether/ }));
    expect(t.actionsOf(sendTokenSelected.type)).toHaveLength(1);
    expect(t.types()).not.toContain('walletGate/router/backRequested');
    expect(t.types().filter((type) => REQUESTS.includes(type))).toEqual([]); // Send itself asked for nothing either
  });
});

describe('SPEC §3 allAccounts and addressLabels on Account', () => {
  const SMART = '0x2222222222222222222222222222222222222222';
  it('lists an account’s addresses, each named by the site’s label or its type, the one in use marked', async () => {
    const t = await on('Account');
    expect(t.ui.queryByRole('region', { name: 'Your addresses' })).toBeNull(); // one address: nothing to list
    await t.dispatch(embeddedAccountUpdated({ namespace: 'eip155', details: { allAccounts: [{ address: ADDRESS, type: 'eoa' }, { address: SMART, type: 'smartAccount' }] } }));
    await t.dispatch(addressLabelSet({ namespace: 'eip155', address: SMART, label: 'Savings' }));
    const items = within(t.ui.getByRole('region', { name: 'Your addresses' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([`Regular account · ${truncateAddress(ADDRESS)}In use`, `Savings · ${truncateAddress(SMART)}`]);
    expect(items[0]!.getAttribute('aria-current')).toBe('true');
  });
});

describe("SPEC §8 'Error resolving name' on Send", () => {
  it('is shown beside the receiver field when the lookup failed', async () => {
    const t = await on('WalletSend');
    await t.dispatch(sendReceiverChanged({ text: 'alice.reown.id', namespace: 'eip155', names: true }));
    expect(t.ui.queryByText('Error resolving name')).toBeNull();
    await t.dispatch(sendReceiverResolved({ input: 'alice.reown.id', address: null, name: null, imageUrl: null, failed: true }));
    expect(t.ui.getByText('Error resolving name').getAttribute('role')).toBe('alert');
  });
});
