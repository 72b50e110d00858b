import { describe, expect, it } from '@jest/globals';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { opened, pushed, tokenBalanceFetched } from '../../../slices';
import { connectedTo } from '../../helpers/connection';
import { swapQuoteLoading, swapQuotesReceived, swapTokensLoaded, swapTokensLoading, swapUnsupported } from '../../../slices/swap';
import { swapAmountChanged, swapFlipped, swapTokenSelected } from '../../../slices/swapRequests';
import type { WalletGateOptions } from '../../../src/core/options';
import { CHAIN, ETH_BALANCE, SUSD, SUSD_BALANCE } from '../../helpers/accountWorld';
import { configure, useModalUnderTest } from './helpers';

/**
 * Swap's entry and views: the entry in SPEC §9's feature order only where swaps are offered, and the
 * form rendering only from state (tokens, quote, issues, errors). No sagas: clicks are checked by their actions.
 */
const start = useModalUnderTest();
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const NATIVE = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`;
const USD_ID = `${CHAIN}:${SUSD}`;
const GOLD_ID = `${CHAIN}:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512`;
const TOKENS = [
  { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: '' },
  { name: 'Sandbox USD', symbol: 'sUSD', address: USD_ID, decimals: 6, logoUri: '' },
  { name: 'Sandbox Gold', symbol: 'sGLD', address: GOLD_ID, decimals: 18, logoUri: '' },
];

async function on(view: 'Account' | 'Swap', extra: Partial<WalletGateOptions> = { swapNetworks: [CHAIN] }) {
  const t = start();
  await t.dispatch(configure(extra));
  await t.dispatch(connectedTo({ caipNetworkId: CHAIN, address: ADDRESS, walletInfo: { name: 'Sandbox Wallet', type: 'ANNOUNCED' } }));
  await t.dispatch(tokenBalanceFetched({ namespace: 'eip155', tokenBalance: [ETH_BALANCE, SUSD_BALANCE] }));
  await t.dispatch(opened({ view: 'Account' }));
  if (view === 'Swap') await t.dispatch(pushed({ view }));
  return t;
}

const actions = async (t: Awaited<ReturnType<typeof on>>) =>
  within(await t.ui.findByRole('group', { name: 'Account actions' })).getAllByRole('button').map((b) => b.textContent);

describe('the Swap entry', () => {
  it('follows Buy, in the SPEC §9 order (onramp, swaps, receive, send), on a network where swaps are offered', async () => {
    expect(await actions(await on('Account'))).toEqual(['Buy', 'Swap', 'Receive', 'Send']);
  });

  it("is absent elsewhere: SPEC §9's networks by default, or with the swaps feature off", async () => {
    expect(await actions(await on('Account', {}))).toEqual(['Buy', 'Receive', 'Send']);
    expect(await actions(await on('Account', { swapNetworks: [CHAIN], features: { swaps: false } }))).toEqual(['Buy', 'Receive', 'Send']);
  });
});

describe('Swap', () => {
  it("says 'Network not supported for Swaps' when opened where there are none", async () => {
    const t = await on('Swap', {});
    await t.dispatch(swapUnsupported({ network: CHAIN, error: { code: 'swap.unsupported' } }));
    expect(await t.ui.findByText('Network not supported for Swaps')).toBeTruthy();
    expect(t.ui.getByText('Network not supported for Swaps').closest('[role="alert"]')).not.toBeNull();
  });

  it('renders the pair, balance, quote details and what is missing; its controls only say what the visitor did', async () => {
    const user = userEvent.setup();
    const t = await on('Swap');
    await t.dispatch(swapTokensLoading({ network: CHAIN }));
    await t.dispatch(swapTokensLoaded({ network: CHAIN, tokens: TOKENS }));
    await t.dispatch(swapTokenSelected({ side: 'from', address: USD_ID }));
    const review = () => t.ui.getByRole('button', { name: /Review swap|Select a token|Enter an amount|Getting quote|Insufficient balance/ });
    expect((await t.ui.findByRole('button', { name: 'Token to pay: sUSD' })).textContent).toContain('sUSD');
    expect(t.ui.getByText('Balance: 9,975 sUSD')).toBeTruthy();
    expect(review().textContent).toBe('Select a token');
    await t.dispatch(swapTokenSelected({ side: 'to', address: GOLD_ID }));
    expect(review().textContent).toBe('Enter an amount');
    await t.dispatch(swapAmountChanged('20000'));
    expect(review().textContent).toBe('Insufficient balance');
    await t.dispatch(swapAmountChanged('10'));
    expect(review().textContent).toBe('Getting quote…');
    const key = `${USD_ID}|${GOLD_ID}|10000000`;
    await t.dispatch(swapQuoteLoading({ key }));
    await t.dispatch(swapQuotesReceived({ key, quotes: [{ id: null, fromAmount: '10000000', fromAccount: USD_ID, toAmount: '5000000000000000', toAccount: GOLD_ID, priceImpact: '7.5' }] }));
    expect(t.ui.getByRole('status', { name: 'Amount to receive' }).textContent).toBe('0.005');
    expect(t.ui.getByText('1 sUSD = 0.0005 sGLD')).toBeTruthy();
    expect(t.ui.getByText('0.00495 sGLD')).toBeTruthy();
    expect(t.ui.getByRole('note').textContent).toContain('7.50%');
    expect((review() as HTMLButtonElement).disabled).toBe(false);
    await user.click(t.ui.getByRole('button', { name: 'Max' }));
    expect(t.actionsOf(swapAmountChanged.type).at(-1)?.payload).toBe('9975');
    await user.click(t.ui.getByRole('button', { name: 'Switch tokens' }));
    expect(t.actionsOf(swapFlipped.type)).toHaveLength(1);
    // sGLD to pay now, which the visitor does not hold: no Max
    expect(t.ui.queryByRole('button', { name: 'Max' })).toBeNull();
  });
});
