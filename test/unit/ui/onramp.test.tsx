import { describe, expect, it } from '@jest/globals';
import { fireEvent, within } from '@testing-library/react';
import { opened, pushed, tabChanged } from '../../../slices';
import { connectedTo } from '../../helpers/connection';
import {
  onrampAvailabilityChecked,
  onrampOptionsLoaded,
  onrampProviderOpened,
  onrampQuoteLoaded,
  onrampQuoteLoading,
} from '../../../slices/onramp';
import { buyContinueRequested, buyFieldChanged, buyOpened } from '../../../slices/onrampRequests';
import { transactionsPageLoaded, transactionsPurchasesLoaded, transactionsViewChanged } from '../../../slices/transactions';
import type { WalletGateOptions } from '../../../src/core/options';
import { SAMPLE_ONRAMP_OPTIONS, estimatedQuote, quoteKey } from '../../../src/core/onramp';
import type { Transaction } from '../../../src/core/api/history';
import { CHAIN, transaction } from '../../helpers/accountWorld';
import { configure, useModalUnderTest } from './helpers';

/**
 * The Buy view from state alone: no sagas run; clicks and typing are checked by the actions they
 * dispatch, and every state shows without a request (so DevTools can replay it).
 */
const start = useModalUnderTest();
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

async function onBuy(features: WalletGateOptions['features'] = {}) {
  const t = start();
  await t.dispatch(configure({ features }));
  await t.dispatch(connectedTo({ caipNetworkId: CHAIN, address: ADDRESS, walletInfo: { name: 'Sandbox Wallet', type: 'ANNOUNCED' } }));
  await t.dispatch(opened({ view: 'Account' }));
  return t;
}
type T = Awaited<ReturnType<typeof onBuy>>;

async function withSampleOptions(t: T) {
  await t.dispatch(pushed({ view: 'OnRamp' }));
  await t.dispatch(onrampAvailabilityChecked({ restricted: false, mobile: false }));
  await t.dispatch(onrampOptionsLoaded({ options: SAMPLE_ONRAMP_OPTIONS, source: 'sample' }));
  return t.ui.findByLabelText('Amount in USD');
}

describe('Buy', () => {
  it('opens from the account actions, first in SPEC §9 order, asking the flows for it', async () => {
    const t = await onBuy();
    const actions = await t.ui.findByRole('group', { name: 'Account actions' });
    const buy = within(actions).getAllByRole('button')[0]!;
    expect(buy.textContent).toBe('Buy');
    fireEvent.click(buy);
    expect(t.types()).toEqual(expect.arrayContaining(['walletGate/router/pushed', buyOpened.type]));
    expect(t.state().walletGate.router.view).toBe('OnRamp');
    expect(await t.ui.findByRole('heading', { name: 'Buy crypto' })).toBeTruthy();
  });

  it('is not offered with the onramp feature off', async () => {
    const t = await onBuy({ onramp: false });
    const actions = await t.ui.findByRole('group', { name: 'Account actions' });
    expect(within(actions).queryByRole('button', { name: 'Buy' })).toBeNull();
  });

  it('says buying is unavailable in a restricted time zone, with no form', async () => {
    const t = await onBuy();
    await t.dispatch(pushed({ view: 'OnRamp' }));
    await t.dispatch(onrampAvailabilityChecked({ restricted: true, mobile: false }));
    const message = await t.ui.findByText('Buying crypto is not available where you are.');
    expect(message.getAttribute('role')).toBe('alert');
    expect(t.ui.queryByRole('textbox')).toBeNull();
  });

  it('labels the sample list, shows the limits and says on the button what is missing', async () => {
    const t = await onBuy();
    const amount = await withSampleOptions(t);
    expect(t.ui.getByText('Showing sample currencies: the list of what you can buy could not be loaded.')).toBeTruthy();
    expect((t.ui.getByLabelText('You buy') as HTMLSelectElement).value).toBe('ETH');
    expect(t.ui.getByText('From $10.00 to $7,500.00')).toBeTruthy();
    expect((t.ui.getByRole('button', { name: 'Enter an amount' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '8000' } });
    expect(t.actionsOf(buyFieldChanged.type).at(-1)?.payload).toEqual({ field: 'amount', value: '8000' });
    expect((t.ui.getByRole('button', { name: 'The maximum is $7,500.00' }) as HTMLButtonElement).disabled).toBe(true);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(t.ui.getByLabelText('Pay with'), { target: { value: 'ach_bank_account' } });
    expect(t.ui.getByText('From $10.00 to $25,000.00')).toBeTruthy();
  });

  it('shows the quote, labels an estimate, lets the visitor pick the provider and continue', async () => {
    const t = await onBuy();
    const amount = await withSampleOptions(t);
    fireEvent.change(amount, { target: { value: '50' } });
    const key = quoteKey({ currency: 'ETH', network: 'ethereum', fiat: 'USD', amount: '50' });
    await t.dispatch(onrampQuoteLoading({ for: key }));
    expect(t.ui.getByText('Getting a quote').closest('[role="status"]')).toBeTruthy();
    const quote = estimatedQuote({ amount: 50, fiat: 'USD', symbol: 'ETH', price: 2500, provider: 'coinbase' });
    await t.dispatch(onrampQuoteLoaded({ for: key, quote, source: 'estimate' }));
    const region = t.ui.getByRole('region', { name: 'Quote (Estimate)' });
    expect(within(region).getByText("The provider's quote is unavailable: this estimate assumes the highest fee.")).toBeTruthy();
    expect(within(region).getByText('$1.00')).toBeTruthy();
    expect(within(region).getByText('0.0196 ETH')).toBeTruthy();
    expect(t.ui.getAllByRole('radio').map((r) => [r.getAttribute('value'), (r as HTMLInputElement).checked])).toEqual([
      ['coinbase', true],
      ['meld', false],
    ]);
    fireEvent.click(t.ui.getByRole('radio', { name: /Meld/ }));
    expect(t.actionsOf(buyFieldChanged.type).at(-1)?.payload).toEqual({ field: 'provider', value: 'meld' });
    fireEvent.click(t.ui.getByRole('button', { name: 'Continue with Meld' }));
    expect(t.actionsOf(buyContinueRequested.type)).toHaveLength(1);
  });

  it('says the SPEC §2 mobile label on a phone, and offers the provider as a link once its page is known', async () => {
    const t = await onBuy();
    await t.dispatch(pushed({ view: 'OnRamp' }));
    await t.dispatch(onrampAvailabilityChecked({ restricted: false, mobile: true }));
    await t.dispatch(onrampOptionsLoaded({ options: SAMPLE_ONRAMP_OPTIONS, source: 'api' }));
    await t.dispatch(buyFieldChanged({ field: 'amount', value: '50' }));
    expect(await t.ui.findByRole('button', { name: 'Open and continue in a new browser tab' })).toBeTruthy();
    await t.dispatch(onrampProviderOpened({ url: 'https://pay.example/buy?x=1' }));
    const link = t.ui.getByRole('link', { name: 'Open Coinbase' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['https://pay.example/buy?x=1', '_blank', 'noopener noreferrer']);
  });

  it('shows a purchase in Activity as pending, once, in place of the transfer that paid it', async () => {
    const t = await onBuy();
    await t.ui.findByRole('tablist');
    await t.dispatch(tabChanged({ namespace: 'eip155', tab: 2 }));
    await t.dispatch(transactionsViewChanged({ network: CHAIN, address: ADDRESS }));
    const paid = transaction({ minedAt: '2026-11-24T12:00:05.000Z', symbol: 'ETH', numeric: '0.0164' });
    const bought = (status: Transaction['metadata']['status'], hash: string): Transaction => ({
      ...paid,
      id: 'onramp-1',
      metadata: { ...paid.metadata, operationType: 'buy', status, hash, minedAt: '2026-11-24T12:00:00.000Z' },
    });
    await t.dispatch(transactionsPageLoaded({ network: CHAIN, address: ADDRESS, next: null, transactions: [paid] }));
    await t.dispatch(transactionsPurchasesLoaded({ transactions: [bought('ONRAMP_TRANSACTION_STATUS_IN_PROGRESS', '')] }));
    const panel = () => within(t.ui.getByRole('tabpanel'));
    expect(panel().getByText('Bought')).toBeTruthy();
    expect(panel().getByText(/Pending/)).toBeTruthy();
    expect(panel().getByText('Received')).toBeTruthy();
    await t.dispatch(transactionsPurchasesLoaded({ transactions: [bought('ONRAMP_TRANSACTION_STATUS_SUCCESS', paid.metadata.hash)] }));
    expect(panel().getByText('Bought')).toBeTruthy();
    expect(panel().queryByText(/Pending/)).toBeNull();
    expect(panel().queryByText('Received')).toBeNull(); // the transfer that paid for it shows as the purchase
    expect(panel().getAllByRole('listitem')).toHaveLength(1);
  });
});
