/**
 * Buy crypto (SPEC §3, §6, §7, §8, §9): restricted time zones ask nothing, the options
 * and their sample-list fallback, the quote after the 300 ms wait and its estimate fallback, the payment limits
 * refused before any call, Continue opening the provider's page, and the purchase watched until it lands.
 */
import { delay, http, HttpResponse } from 'msw';
import { selectAssets, selectNotification, selectRouter, selectAccount } from '../../slices';
import {
  buyContinueRequested,
  buyFieldChanged,
  buyOpened,
  selectBuyIssue,
  selectCurrentQuote,
  selectOnramp,
  selectPaymentLimits,
  selectPurchaseOption,
  selectPurchaseOptions,
} from '../../slices/onramp';
import { selectActivityByYear, selectCoinbaseTransactions } from '../../slices/transactions';
import type { OnrampOptionsResponse } from '../../src/core/api/onramp';
import type { Transaction } from '../../src/core/api/history';
import { SAMPLE_ONRAMP_OPTIONS } from '../../src/core/onramp';
import { createStorage, memoryBackend } from '../../src/services/storage';
import type { WalletGateDeps } from '../../sagas/deps';
import { ADDRESS, API, ETH_BALANCE, SUSD, apiLog, connect, installWallet, options, transaction } from '../helpers/accountWorld';
import { makeTestStore, useSagaTimers } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import type { FakeWallet } from '../helpers/fakeWallet';
import { flushAsync, flushTurns, untilTurns, waitUntil } from '../helpers/wait';
import { PURCHASE_POLL_MS } from '../../sagas/onramp';
import { words } from '../helpers/words';

const server = useMswServer();
let wallet: FakeWallet;
let log: ReturnType<typeof apiLog>;

/** What the sandbox answers: ETH and sUSD on the sandbox chains, SOL on Solana; USD and EUR, card and bank. */
const OPTIONS: OnrampOptionsResponse = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'sandbox-31337', display_name: 'Sandbox A', chain_id: '31337', contract_address: '' },
        { name: 'sandbox-31338', display_name: 'Sandbox B', chain_id: '31338', contract_address: '' },
      ],
    },
    { id: 'SUSD', name: 'Sandbox USD', symbol: 'sUSD', networks: [{ name: 'sandbox-31337', display_name: 'Sandbox A', chain_id: '31337', contract_address: SUSD }] },
    { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [{ name: 'sandbox-solana', display_name: 'Sandbox Solana', chain_id: 'solana:sandbox', contract_address: '' }] },
  ],
  paymentCurrencies: ['USD', 'EUR'].map((id) => ({
    id,
    payment_method_limits: [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ],
  })),
};

const QUOTE = {
  coinbaseFee: { amount: '0.60', currency: 'USD' },
  networkFee: { amount: '0.15', currency: 'USD' },
  paymentSubtotal: { amount: '49.25', currency: 'USD' },
  paymentTotal: { amount: '50.00', currency: 'USD' },
  purchaseAmount: { amount: '0.01641667', currency: 'ETH' },
  quoteId: 'q-1',
};
const PROVIDER_URL = 'http://api.test/sandbox/onramp?address=x';

/** Every on-ramp call the API saw: options, quote, URL, purchases. */
const onrampPaths = () =>
  log.requests.filter((u) => u.pathname.startsWith('/v1/onramp') || u.pathname.startsWith('/v1/generators') || u.searchParams.get('onramp')).map((u) => u.pathname);

function purchase(status: Transaction['metadata']['status'], hash = ''): Transaction {
  const base = transaction({ minedAt: '2026-11-24T12:00:00.000Z', symbol: 'ETH', numeric: '0.01641667', operationType: 'buy' });
  return { ...base, id: 'sandbox-onramp-1', metadata: { ...base.metadata, hash, status } };
}

let quoteBodies: unknown[];
let urlBodies: unknown[];
let purchases: Transaction[];

beforeEach(() => {
  log = apiLog();
  quoteBodies = [];
  urlBodies = [];
  purchases = [];
  rpcNode(server); // the native balance read again once a purchase lands
  wallet = installWallet();
  wallet.on('wallet_getCapabilities', () => ({}));
  server.use(
    http.get(`${API}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [ETH_BALANCE] })),
    http.get(`${API}/v1/identity/:address`, () => HttpResponse.json({ name: null, avatar: null })),
    http.get(`${API}/v1/onramp/options`, ({ request }) => {
      log.record(request);
      return HttpResponse.json(OPTIONS);
    }),
    http.post(`${API}/v1/onramp/quote`, async ({ request }) => {
      log.record(request);
      quoteBodies.push(await request.json());
      return HttpResponse.json(QUOTE);
    }),
    http.post(`${API}/v1/generators/onrampurl`, async ({ request }) => {
      log.record(request);
      urlBodies.push(await request.json());
      return HttpResponse.json({ url: PROVIDER_URL });
    }),
    http.get(`${API}/v1/account/:address/history`, ({ request }) => {
      log.record(request);
      const onramp = new URL(request.url).searchParams.get('onramp') === 'coinbase';
      return HttpResponse.json({ data: onramp ? purchases : [], next: null });
    }),
  );
});
afterEach(() => {
  wallet.uninstall();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Connected, with the modal on Account, and a store whose deps can be overridden (the time zone). */
async function connected(deps: Partial<WalletGateDeps> = {}, extra: Parameters<typeof options>[0] = {}) {
  const storage = createStorage(memoryBackend());
  const t = { ...makeTestStore(options(extra), { storage, timeZone: () => 'Europe/Berlin', ...deps }), storage };
  await connect(t);
  return t;
}
type T = Awaited<ReturnType<typeof connected>>;
const onramp = (t: T) => selectOnramp(t.state());

async function openBuy(t: T) {
  t.store.dispatch(buyOpened());
  await waitUntil(() => onramp(t).options !== null && !onramp(t).optionsLoading, 'options');
}

describe('where the visitor is (SPEC §9 restricted time zones)', () => {
  it.each(['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau', 'Asia/Urumqi'])('in %s says buying is unavailable and makes no on-ramp call', async (zone) => {
    const t = await connected({ timeZone: () => zone });
    t.store.dispatch(buyOpened());
    await waitUntil(() => onramp(t).availability !== 'unknown', 'availability');
    expect(onramp(t).availability).toBe('restricted');
    t.store.dispatch(buyFieldChanged({ field: 'amount', value: '50' }));
    t.store.dispatch(buyContinueRequested());
    await flushAsync(20);
    expect(onrampPaths()).toEqual([]);
    expect(onramp(t).options).toBeNull();
    t.task.cancel();
  });

  it('elsewhere loads the options', async () => {
    const t = await connected({ timeZone: () => 'America/New_York' });
    await openBuy(t);
    expect(onramp(t)).toMatchObject({ availability: 'available', optionsSource: 'api' });
    expect(log.paths()).toContain('/v1/onramp/options');
    expect(log.requests.find((u) => u.pathname === '/v1/onramp/options')?.searchParams.get('projectId')).toBe('test-project');
    t.task.cancel();
  });
});

describe('the options (SPEC §3, §8)', () => {
  it('offers what is bought on the active network, the network’s own currency first, with the payment limits', async () => {
    const t = await connected();
    await openBuy(t);
    expect(selectPurchaseOptions(t.state()).map((o) => `${o.symbol}@${o.network}`)).toEqual(['ETH@sandbox-31337', 'sUSD@sandbox-31337']);
    expect(selectPurchaseOption(t.state())?.symbol).toBe('ETH');
    expect(selectPaymentLimits(t.state())).toEqual({ min: 10, max: 7500 });
    t.store.dispatch(buyFieldChanged({ field: 'paymentMethod', value: 'ach_bank_account' }));
    expect(selectPaymentLimits(t.state())).toEqual({ min: 10, max: 25000 });
    t.store.dispatch(buyFieldChanged({ field: 'purchaseCurrency', value: 'SUSD' }));
    expect(selectPurchaseOption(t.state())?.symbol).toBe('sUSD');
    t.task.cancel();
  });

  it('SPEC §3 currency images: each purchase and payment currency’s image fetched once (/public/getCurrencyImage)', async () => {
    const asked: string[] = [];
    URL.createObjectURL = jest.fn(() => `blob:http://host.test/${asked.length}`);
    server.use(
      http.get(`${API}/public/getCurrencyImage/:id`, ({ params }) => {
        asked.push(String(params.id));
        return new HttpResponse('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'content-type': 'image/svg+xml' } });
      }),
    );
    const t = await connected();
    await openBuy(t);
    await waitUntil(() => asked.length === 5 && selectAssets(t.state()).currency.EUR !== undefined, 'currency images');
    expect(asked).toEqual(['ETH', 'SUSD', 'SOL', 'USD', 'EUR']);
    t.store.dispatch(buyOpened());
    await flushAsync(20);
    expect(asked).toHaveLength(5);
    t.task.cancel();
  });

  it('still loads them when Buy is opened again while they load', async () => {
    server.use(
      http.get(`${API}/v1/onramp/options`, async ({ request }) => {
        log.record(request);
        await delay(50);
        return HttpResponse.json(OPTIONS);
      }),
    );
    const t = await connected();
    t.store.dispatch(buyOpened());
    await waitUntil(() => onramp(t).optionsLoading, 'loading');
    t.store.dispatch(buyOpened());
    await waitUntil(() => onramp(t).optionsSource === 'api' && !onramp(t).optionsLoading, 'loaded');
    expect(selectPurchaseOptions(t.state()).length).toBe(2);
    t.task.cancel();
  });

  it.each([
    ['a server error', () => HttpResponse.json({ error: 'down' }, { status: 404 })],
    ['a malformed answer', () => HttpResponse.json({ purchaseCurrencies: 'nope' })],
  ])('falls back to the built-in sample list on %s', async (_name, answer) => {
    server.use(http.get(`${API}/v1/onramp/options`, answer));
    const t = await connected();
    await openBuy(t);
    expect(onramp(t)).toMatchObject({ optionsSource: 'sample', options: SAMPLE_ONRAMP_OPTIONS });
    // the sample list has no sandbox chain: the network's own currency is offered on the Coinbase fallback chain
    expect(selectPurchaseOptions(t.state())).toEqual([{ id: 'ETH', name: 'Ether', symbol: 'ETH', network: 'ethereum' }]);
    expect(selectPaymentLimits(t.state())).toEqual({ min: 10, max: 7500 });
    t.task.cancel();
  });
});

describe('the quote (SPEC §7, §8, §9)', () => {
  it('asks after the 300 ms wait, once for what was typed last', async () => {
    const t = await connected();
    await openBuy(t);
    useSagaTimers();
    for (const value of ['5', '50']) t.store.dispatch(buyFieldChanged({ field: 'amount', value }));
    await flushTurns();
    await jest.advanceTimersByTimeAsync(299);
    await flushTurns();
    expect(quoteBodies).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    await untilTurns(() => selectCurrentQuote(t.state()) !== null, 'quote');
    expect(quoteBodies).toEqual([{ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '50', network: 'sandbox-31337', projectId: 'test-project' }]);
    expect(selectCurrentQuote(t.state())).toEqual({ quote: QUOTE, source: 'api' });
    t.task.cancel();
  });

  it('refuses amounts outside the payment method’s limits before any call', async () => {
    const t = await connected();
    await openBuy(t);
    const cases: [string, string, string | null][] = [
      ['', 'card', 'addAmount'],
      ['abc', 'card', 'invalidAmount'],
      ['9.99', 'card', 'belowMin'],
      ['7500.01', 'card', 'aboveMax'],
      ['25001', 'ach_bank_account', 'aboveMax'],
    ];
    for (const [amount, method, issue] of cases) {
      t.store.dispatch(buyFieldChanged({ field: 'paymentMethod', value: method }));
      t.store.dispatch(buyFieldChanged({ field: 'amount', value: amount }));
      expect([amount, method, selectBuyIssue(t.state())]).toEqual([amount, method, issue]);
    }
    t.store.dispatch(buyContinueRequested());
    await flushAsync(40);
    expect(quoteBodies).toEqual([]);
    expect(urlBodies).toEqual([]);
    expect(selectCurrentQuote(t.state())).toBeNull();
    // within the bank limit it is fine
    t.store.dispatch(buyFieldChanged({ field: 'amount', value: '20000' }));
    expect(selectBuyIssue(t.state())).toBeNull();
    await waitUntil(() => quoteBodies.length === 1, 'a quote within the limits');
    t.task.cancel();
  });

  it('shows the estimate when the quote takes longer than the request timeout (SPEC §8)', async () => {
    server.use(
      http.post(`${API}/v1/onramp/quote`, async () => {
        await delay('infinite');
        return HttpResponse.json(QUOTE);
      }),
    );
    const t = await connected();
    await openBuy(t);
    useSagaTimers();
    t.store.dispatch(buyFieldChanged({ field: 'amount', value: '50' }));
    await flushTurns();
    await jest.advanceTimersByTimeAsync(300 + 9_999);
    await flushTurns();
    expect(selectCurrentQuote(t.state())).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    await untilTurns(() => selectCurrentQuote(t.state()) !== null, 'estimate');
    expect(selectCurrentQuote(t.state())?.source).toBe('estimate');
    t.task.cancel();
  });

  it.each([
    ['a server error', () => HttpResponse.json({ error: 'down' }, { status: 500 })],
    ['a malformed answer', () => HttpResponse.json({ coinbaseFee: 1 })],
  ])('shows a labelled estimate on %s', async (_name, answer) => {
    server.use(http.post(`${API}/v1/onramp/quote`, answer));
    const t = await connected();
    await waitUntil(() => selectAccount(t.state(), 'eip155')?.tokenBalance.length === 1, 'balances (the ETH price)');
    await openBuy(t);
    t.store.dispatch(buyFieldChanged({ field: 'amount', value: '50' }));
    await waitUntil(() => selectCurrentQuote(t.state()) !== null, 'estimate');
    const current = selectCurrentQuote(t.state());
    expect(current?.source).toBe('estimate');
    // the highest fee of SPEC §9 (2 %), and the ETH price the balances know ($3,000)
    expect(current?.quote).toMatchObject({
      coinbaseFee: { amount: '1.00', currency: 'USD' },
      paymentSubtotal: { amount: '49.00' },
      paymentTotal: { amount: '50.00' },
      purchaseAmount: { amount: (49 / 3000).toFixed(8), currency: 'ETH' },
      quoteId: 'estimate',
    });
    t.task.cancel();
  });
});

/** A provider window as the browser hands it out: it records where it was sent and whether it was closed. */
function fakeProviderWindow() {
  const sent: string[] = [];
  const popup = { opener: {} as unknown, closed: false, location: { replace: (url: string) => sent.push(url) }, close: () => (popup.closed = true) };
  const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  return { popup, sent, open };
}

describe('Continue (SPEC §7 onrampurl) and the purchase', () => {
  it('opens the provider’s page at once, sends it to the URL (SPEC §9 pay chain), shows Activity and watches the purchase until it lands', async () => {
    const t = await connected();
    await openBuy(t);
    t.store.dispatch(buyFieldChanged({ field: 'amount', value: '50' }));
    await waitUntil(() => selectCurrentQuote(t.state())?.source === 'api', 'quote');
    const { popup, sent, open } = fakeProviderWindow();
    useSagaTimers(); // the purchase is polled every few seconds
    t.store.dispatch(buyContinueRequested());
    // opened within the click (popup blockers), before the URL is known
    expect(open).toHaveBeenCalledWith('', 'walletgate-onramp', expect.stringContaining('popup'));
    expect(sent).toEqual([]);
    await untilTurns(() => onramp(t).status === 'waiting', 'provider opened');
    expect(sent).toEqual([PROVIDER_URL]);
    expect(popup.opener).toBeNull();
    expect(urlBodies).toEqual([
      {
        destinationWallets: [{ address: ADDRESS, blockchains: ['sandbox-31337'], assets: ['ETH'] }],
        defaultNetwork: 'ethereum', // SPEC §9: a chain with no Coinbase pay chain falls back to ethereum
        partnerUserId: ADDRESS,
        defaultExperience: 'buy',
        presetFiatAmount: 50,
        presetCryptoAmount: 0.01641667,
        projectId: 'test-project',
      },
    ]);
    expect(selectRouter(t.state()).view).toBe('Account');
    expect(selectAccount(t.state(), 'eip155')?.currentTab).toBe(2);

    // the provider has it: in progress, then paid on chain (the transfer it paid with shows once, as the purchase)
    purchases = [purchase('ONRAMP_TRANSACTION_STATUS_IN_PROGRESS')];
    await untilTurns(() => selectCoinbaseTransactions(t.state()).length === 0 && log.requests.some((u) => u.searchParams.get('onramp')), 'first read');
    await jest.advanceTimersByTimeAsync(PURCHASE_POLL_MS);
    await untilTurns(() => selectCoinbaseTransactions(t.state()).length === 1, 'in progress');
    expect(selectCoinbaseTransactions(t.state())[0]?.metadata.status).toBe('ONRAMP_TRANSACTION_STATUS_IN_PROGRESS');
    expect(onramp(t).status).toBe('waiting');
    const balanceTypes = () => t.types().filter((x) => x === 'walletGate/send/tokenBalancesRequested').length;
    const before = balanceTypes();
    purchases = [purchase('ONRAMP_TRANSACTION_STATUS_SUCCESS', `0x${'cd'.repeat(32)}`)];
    await jest.advanceTimersByTimeAsync(PURCHASE_POLL_MS);
    await untilTurns(() => onramp(t).status === 'done', 'done');
    expect(onramp(t).purchased).toEqual({ amount: '0.01641667', symbol: 'ETH' });
    expect(selectCoinbaseTransactions(t.state())[0]?.metadata.status).toBe('ONRAMP_TRANSACTION_STATUS_SUCCESS');
    expect(balanceTypes()).toBeGreaterThan(before);
    expect(t.actions.some((a) => a.type === 'walletGate/send/tokenBalancesRequested' && (a.payload as { force?: boolean })?.force)).toBe(true);
    const rows = selectActivityByYear(t.state()).flatMap((y) => y.months.flatMap((m) => m.transactions));
    expect(rows.filter((tx) => tx.metadata.operationType === 'buy')).toHaveLength(1);
    // no more polling once it landed
    const reads = log.requests.filter((u) => u.searchParams.get('onramp')).length;
    await jest.advanceTimersByTimeAsync(PURCHASE_POLL_MS * 3);
    await flushTurns();
    expect(log.requests.filter((u) => u.searchParams.get('onramp')).length).toBe(reads);
    expect(popup.closed).toBe(false);
    t.task.cancel();
  });

  it('stops watching when the instance is destroyed', async () => {
    const t = await connected();
    await openBuy(t);
    t.store.dispatch(buyFieldChanged({ field: 'amount', value: '50' }));
    fakeProviderWindow();
    useSagaTimers();
    t.store.dispatch(buyContinueRequested());
    const reads = () => log.requests.filter((u) => u.searchParams.get('onramp')).length;
    // the purchases before, then the watch's first read
    await untilTurns(() => onramp(t).status === 'waiting' && reads() === 2, 'provider opened');
    await jest.advanceTimersByTimeAsync(PURCHASE_POLL_MS);
    await untilTurns(() => reads() === 3, 'watching');
    t.task.cancel();
    await jest.advanceTimersByTimeAsync(PURCHASE_POLL_MS * 3);
    await flushTurns();
    expect(reads()).toBe(3);
  });

  it('a purchase already done before is not this one', async () => {
    purchases = [purchase('ONRAMP_TRANSACTION_STATUS_SUCCESS', `0x${'ee'.repeat(32)}`)];
    const t = await connected();
    await openBuy(t);
    t.store.dispatch(buyFieldChanged({ field: 'amount', value: '50' }));
    fakeProviderWindow();
    t.store.dispatch(buyContinueRequested());
    await waitUntil(() => onramp(t).status === 'waiting', 'provider opened');
    await waitUntil(() => selectCoinbaseTransactions(t.state()).length === 1, 'first read');
    expect(onramp(t).status).toBe('waiting');
    t.task.cancel();
  });

  it.each([
    ['a server error', () => HttpResponse.json({ error: 'down' }, { status: 400 })],
    ['a URL that is no web page', () => HttpResponse.json({ url: 'javascript:alert(1)' })],
  ])('closes the provider’s window again and says Something went wrong on %s', async (_name, answer) => {
    server.use(http.post(`${API}/v1/generators/onrampurl`, answer));
    const t = await connected();
    await openBuy(t);
    t.store.dispatch(buyFieldChanged({ field: 'amount', value: '50' }));
    const { popup, sent } = fakeProviderWindow();
    t.store.dispatch(buyContinueRequested());
    await waitUntil(() => onramp(t).status === 'failed', 'failed');
    expect(popup.closed).toBe(true);
    expect(sent).toEqual([]);
    await waitUntil(() => words(selectNotification(t.state()).message) === 'Something went wrong', 'notification');
    expect(selectRouter(t.state()).view).toBe('Account');
    t.task.cancel();
  });

  it('when the browser blocks the window, keeps the provider’s page as a link and stays on Buy', async () => {
    const t = await connected();
    t.store.dispatch({ type: 'walletGate/router/pushed', payload: { view: 'OnRamp' } });
    await openBuy(t);
    t.store.dispatch(buyFieldChanged({ field: 'amount', value: '50' }));
    jest.spyOn(window, 'open').mockImplementation(() => null);
    t.store.dispatch(buyContinueRequested());
    await waitUntil(() => onramp(t).status === 'waiting', 'waiting');
    expect(onramp(t).providerUrl).toBe(PROVIDER_URL);
    expect(selectRouter(t.state()).view).toBe('OnRamp');
    t.task.cancel();
  });

  it('on a phone opens a new tab', async () => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148');
    const t = await connected();
    await openBuy(t);
    expect(onramp(t).mobile).toBe(true);
    t.store.dispatch(buyFieldChanged({ field: 'amount', value: '50' }));
    const { open, sent } = fakeProviderWindow();
    t.store.dispatch(buyContinueRequested());
    expect(open).toHaveBeenCalledWith('', '_blank', undefined);
    await waitUntil(() => sent.length === 1, 'sent');
    t.task.cancel();
  });
});

describe('on a network the site did not ask for (SPEC §7)', () => {
  it('asks nothing of the API: the sample list, an estimate, and no provider', async () => {
    const t = await connected();
    wallet.chainId = 31339;
    wallet.emit('chainChanged', '0x7a6b');
    await waitUntil(() => t.state().walletGate.network.active.eip155 === 'eip155:31339', 'unsupported network');
    const asked = onrampPaths().length;
    await openBuy(t);
    expect(onramp(t).optionsSource).toBe('sample');
    t.store.dispatch(buyFieldChanged({ field: 'amount', value: '50' }));
    await waitUntil(() => selectCurrentQuote(t.state()) !== null, 'estimate');
    expect(selectCurrentQuote(t.state())?.source).toBe('estimate');
    const { popup } = fakeProviderWindow();
    t.store.dispatch(buyContinueRequested());
    await waitUntil(() => onramp(t).status === 'failed', 'refused');
    expect(popup.closed).toBe(true);
    expect(onrampPaths()).toHaveLength(asked);
    expect(onrampPaths()).toEqual([]);
    t.task.cancel();
  });
});

describe('where Buy is offered (SPEC §6)', () => {
  it('does nothing with the onramp feature off', async () => {
    const t = await connected({}, { features: { analytics: false, onramp: false } });
    t.store.dispatch(buyOpened());
    await flushAsync(20);
    expect(onramp(t).availability).toBe('unknown');
    expect(onrampPaths()).toEqual([]);
    t.task.cancel();
  });
});
