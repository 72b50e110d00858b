/**
 * Swaps (SPEC §3 Swap, §7 /v1/convert/*, §8, §9): the 300 ms wait and the cancellation of stale quotes,
 * allowance short → approve (mined) then swap, allowance enough → no approve, API refusals, errors and timeouts
 * → their messages, a swap reverted on chain, and a network without swaps. Real store and sagas, msw, a fake wallet.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { openRequested, pushed, selectNotification, selectRouter } from '../../slices';
import {
  selectSwap,
  selectSwapDetails,
  selectSwapIssue,
  selectSwapNeedsApproval,
  selectSwapQuote,
  selectSwapsSupported,
} from '../../slices/swap';
import { swapAmountChanged, swapConfirmed, swapFlipped, swapOpened, swapTokenSelected } from '../../slices/swapRequests';
import { swapFlows } from '../../sagas/features/swap';
import { ADDRESS, API, CHAIN, ETH_BALANCE, SUSD, SUSD_BALANCE, accountStore, connect, installWallet, settle } from '../helpers/accountWorld';
import { rpcNode } from '../helpers/rpcNode';
import { useSagaTimers } from '../helpers/makeTestStore';
import { userRejected, type FakeWallet } from '../helpers/fakeWallet';
import { useMswServer } from '../helpers/msw';
import { flushTurns, waitUntil } from '../helpers/wait';
import { words } from '../helpers/words';

const server = useMswServer();
const GOLD = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const ROUTER = '0x0000000000000000000000000000000000000a11';
const NATIVE = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`;
const USD_ID = `${CHAIN}:${SUSD}`;
const GOLD_ID = `${CHAIN}:${GOLD}`;
const TOKENS = [
  { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: `${API}/eth.svg` },
  { name: 'Sandbox USD', symbol: 'sUSD', address: USD_ID, decimals: 6, logoUri: `${API}/susd.svg` },
  { name: 'Sandbox Gold', symbol: 'sGLD', address: GOLD_ID, decimals: 18, logoUri: `${API}/sgld.svg` },
];
const APPROVE_HASH = `0x${'aa'.repeat(32)}`;
const SWAP_HASH = `0x${'bb'.repeat(32)}`;
/** 1 sUSD buys 0.0005 sGLD here */
const quoteFor = (amount: string) => ({ id: null, fromAmount: amount, fromAccount: USD_ID, toAmount: (BigInt(amount) * 5n * 10n ** 8n).toString(), toAccount: GOLD_ID, priceImpact: '0.12' });

function receipt(hash: string, status: '0x1' | '0x0') {
  return {
    blockHash: `0x${'cd'.repeat(32)}`,
    blockNumber: '0x10',
    contractAddress: null,
    cumulativeGasUsed: '0x5208',
    effectiveGasPrice: '0x3b9aca00',
    from: ADDRESS.toLowerCase(),
    gasUsed: '0x5208',
    logs: [],
    logsBloom: `0x${'00'.repeat(256)}`,
    status,
    to: ROUTER,
    transactionHash: hash,
    transactionIndex: '0x0',
    type: '0x0',
  };
}

interface World {
  wallet: FakeWallet;
  requests: URL[];
  bodies: unknown[];
  allowance: string;
  swapStatus: '0x1' | '0x0';
  rpc: ReturnType<typeof rpcNode>;
}
let w: World;
const paths = () => w.requests.map((u) => u.pathname);
const convertCalls = (name: string) => w.requests.filter((u) => u.pathname === `/v1/convert/${name}`);

beforeEach(() => {
  const wallet = installWallet();
  wallet.on('wallet_getCapabilities', () => ({}));
  wallet.on('eth_sendTransaction', (params) => {
    const [tx] = params as [{ to: string }];
    return tx.to.toLowerCase() === SUSD.toLowerCase() ? APPROVE_HASH : SWAP_HASH;
  });
  w = { wallet, requests: [], bodies: [], allowance: '0', swapStatus: '0x1', rpc: undefined as never };
  w.rpc = rpcNode(server, {
    eth_getTransactionReceipt: (params) => {
      const [hash] = params as [string];
      return hash === APPROVE_HASH ? receipt(hash, '0x1') : receipt(hash, w.swapStatus);
    },
  });
  const log = (request: Request) => w.requests.push(new URL(request.url));
  server.use(
    http.get(`${API}/v1/account/:address/balance`, ({ request }) => {
      log(request);
      return HttpResponse.json({ balances: [ETH_BALANCE, SUSD_BALANCE] });
    }),
    http.get(`${API}/v1/convert/tokens`, ({ request }) => {
      log(request);
      return HttpResponse.json({ tokens: TOKENS });
    }),
    http.get(`${API}/v1/convert/gas-price`, ({ request }) => {
      log(request);
      return HttpResponse.json({ standard: '1000000000', fast: '1200000000', instant: '1500000000' });
    }),
    http.get(`${API}/v1/convert/quotes`, ({ request }) => {
      log(request);
      return HttpResponse.json({ quotes: [quoteFor(new URL(request.url).searchParams.get('amount')!)] });
    }),
    http.get(`${API}/v1/convert/allowance`, ({ request }) => {
      log(request);
      return HttpResponse.json({ allowance: w.allowance });
    }),
    http.get(`${API}/v1/convert/build-approve`, ({ request }) => {
      log(request);
      return HttpResponse.json({ tx: { from: ADDRESS, to: SUSD, data: '0x095ea7b3', value: '0', gasPrice: '1000000000' } });
    }),
    http.post(`${API}/v1/convert/build-transaction`, async ({ request }) => {
      log(request);
      w.bodies.push(await request.json());
      return HttpResponse.json({ tx: { from: ADDRESS, to: ROUTER, data: '0x1234', value: '0', gas: '150000', gasPrice: '1000000000' } });
    }),
  );
});
afterEach(() => {
  w.wallet.uninstall();
  jest.useRealTimers();
});

const SWAP_OPTIONS = { swapNetworks: [CHAIN] };

/** Connected, with the Swap view in view and its tokens loaded (real timers). */
async function onSwap(extra: Parameters<typeof accountStore>[0] = SWAP_OPTIONS) {
  const t = accountStore(extra);
  await connect(t);
  t.store.dispatch(pushed({ view: 'Swap' }));
  await waitUntil(() => selectSwap(t.state()).tokensStatus !== 'idle' && selectSwap(t.state()).tokensStatus !== 'loading', 'tokens');
  return t;
}
type T = Awaited<ReturnType<typeof onSwap>>;

/** 10 sUSD → sGLD, quoted. */
async function quoted(t: T) {
  t.store.dispatch(swapTokenSelected({ side: 'from', address: USD_ID }));
  t.store.dispatch(swapTokenSelected({ side: 'to', address: GOLD_ID }));
  t.store.dispatch(swapAmountChanged('10'));
  await waitUntil(() => selectSwapQuote(t.state()) !== null, 'quote');
}

describe('the form', () => {
  it('loads the network’s tokens and gas price when Swap comes into view, paying with the native currency first', async () => {
    const t = await onSwap();
    expect(selectSwapsSupported(t.state())).toBe(true);
    expect(selectSwap(t.state())).toMatchObject({ network: CHAIN, tokensStatus: 'ready', from: NATIVE, to: null });
    await waitUntil(() => selectSwap(t.state()).gasPrice === '1000000000', 'gas price');
    expect(convertCalls('tokens')[0]?.searchParams.get('chainId')).toBe(CHAIN);
    // SPEC §7: GETs carry projectId, st and sv
    expect(['projectId', 'st', 'sv'].map((k) => convertCalls('tokens')[0]?.searchParams.has(k))).toEqual([true, true, true]);
    expect(t.types()).toContain('walletGate/swap/opened');
    expect(selectSwapIssue(t.state())).toBe('selectTokens');
    t.task.cancel();
  });

  it('quotes 300 ms after the input settles (SPEC §9), and a newer input cancels a stale wait and request', async () => {
    const t = await onSwap();
    useSagaTimers();
    t.store.dispatch(swapTokenSelected({ side: 'from', address: USD_ID }));
    t.store.dispatch(swapTokenSelected({ side: 'to', address: GOLD_ID }));
    for (const typed of ['1', '10', '10.']) t.store.dispatch(swapAmountChanged(typed));
    expect(selectSwap(t.state()).quoteStatus).toBe('waiting');
    await jest.advanceTimersByTimeAsync(299);
    expect(convertCalls('quotes')).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    await settle(() => convertCalls('quotes').length === 1);
    expect(Object.fromEntries(convertCalls('quotes')[0]!.searchParams)).toMatchObject({ amount: '10000000', from: USD_ID, to: GOLD_ID, userAddress: ADDRESS, gasPrice: '1000000000' });
    await settle(() => selectSwapQuote(t.state()) !== null);

    // a request still out when the visitor types again is aborted, and its late answer is never shown
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const aborted: boolean[] = [];
    server.use(
      http.get(`${API}/v1/convert/quotes`, async ({ request }) => {
        w.requests.push(new URL(request.url));
        const amount = new URL(request.url).searchParams.get('amount')!;
        if (amount === '5000000') {
          await held;
          aborted.push(request.signal.aborted);
        }
        return HttpResponse.json({ quotes: [quoteFor(amount)] });
      }),
    );
    t.store.dispatch(swapAmountChanged('5'));
    await jest.advanceTimersByTimeAsync(300);
    await settle(() => convertCalls('quotes').length === 2 && selectSwap(t.state()).quoteStatus === 'loading');
    t.store.dispatch(swapAmountChanged('6'));
    await jest.advanceTimersByTimeAsync(300);
    await settle(() => selectSwapQuote(t.state())?.fromAmount === '6000000', 'the newer quote');
    release();
    await flushTurns();
    expect(aborted).toEqual([true]);
    expect(selectSwapQuote(t.state())?.fromAmount).toBe('6000000');
    expect(convertCalls('quotes').map((u) => u.searchParams.get('amount'))).toEqual(['10000000', '5000000', '6000000']);
    t.task.cancel();
  });

  it('shows the rate, the minimum received after 1% slippage, the network fee and the price impact; flips', async () => {
    const t = await onSwap();
    await waitUntil(() => selectSwap(t.state()).gasPrice !== null);
    await quoted(t);
    expect(selectSwapDetails(t.state())).toMatchObject({
      toAmount: '0.005',
      rate: 0.0005,
      minimumReceived: '0.00495',
      priceImpact: 0.12,
      fromValueUSD: 10,
    });
    // approve + swap gas (250,000) × 1 gwei × $3,000
    expect(selectSwapDetails(t.state())?.networkFeeUSD).toBeCloseTo(0.75, 6);
    t.store.dispatch(swapFlipped());
    expect(selectSwap(t.state())).toMatchObject({ from: GOLD_ID, to: USD_ID, fromAmount: '10', quoteStatus: 'waiting' });
    // the visitor holds no sGLD: said without asking the API
    expect(selectSwapIssue(t.state())).toBe('insufficientBalance');
    await waitUntil(() => selectSwap(t.state()).quoteStatus === 'idle', 'no quote is awaited');
    expect(convertCalls('quotes')).toHaveLength(1);
    t.task.cancel();
  });
});

describe('swapping', () => {
  it('allowance short: approves the amount, waits for it to be mined, then builds (slippage 1) and sends the swap', async () => {
    const t = await onSwap();
    await quoted(t);
    t.store.dispatch(pushed({ view: 'SwapPreview' }));
    // the preview reads the allowance, so its button can say an approval comes first
    await waitUntil(() => selectSwap(t.state()).allowance === '0', 'allowance read on the preview');
    expect(selectSwapNeedsApproval(t.state())).toBe(true);
    t.store.dispatch(swapConfirmed());
    await waitUntil(() => t.types().includes('walletGate/swap/swapSucceeded'), 'swapped');
    const sent = w.wallet.calls.filter((c) => c.method === 'eth_sendTransaction').map((c) => (c.params as [Record<string, string>])[0]);
    expect(sent).toEqual([
      { from: ADDRESS, to: SUSD, data: '0x095ea7b3', value: '0x0' },
      { from: ADDRESS, to: ROUTER, data: '0x1234', value: '0x0', gas: `0x${(150000).toString(16)}` },
    ]);
    expect(Object.fromEntries(convertCalls('build-approve')[0]!.searchParams)).toMatchObject({ userAddress: ADDRESS, from: USD_ID, to: GOLD_ID, amount: '10000000' });
    expect(w.bodies).toEqual([
      { amount: '10000000', eip155: { slippage: '1' }, from: USD_ID, to: GOLD_ID, userAddress: ADDRESS, disableEstimate: false, projectId: 'test-project' },
    ]);
    // the approve's receipt was read before the swap was built
    // (the preview coming into view read the gas price again meanwhile: not a step of the swap)
    const steps = t.types().filter((type) => type.startsWith('walletGate/swap/') && type !== 'walletGate/swap/gasPriceFetched');
    expect(steps.slice(steps.indexOf('walletGate/swap/confirmed'))).toEqual([
      'walletGate/swap/confirmed',
      'walletGate/swap/allowanceChecking',
      'walletGate/swap/allowanceFetched',
      'walletGate/swap/approveStarted',
      'walletGate/swap/approveSent',
      'walletGate/swap/approveMined',
      'walletGate/swap/buildStarted',
      'walletGate/swap/swapSendStarted',
      'walletGate/swap/swapSent',
      'walletGate/swap/swapSucceeded',
    ]);
    expect(w.rpc.calls.filter((c) => c.method === 'eth_getTransactionReceipt').map((c) => c.params[0])).toEqual([APPROVE_HASH, SWAP_HASH]);
    expect(selectRouter(t.state()).view).toBe('Account');
    expect(selectSwap(t.state())).toMatchObject({ fromAmount: '', phase: 'editing', error: null });
    await waitUntil(() => words(selectNotification(t.state()).message) === 'Swap completed');
    // balances and activity fetched again
    await waitUntil(() => paths().filter((p) => p.endsWith('/balance')).length >= 2, 'balances again');
    t.task.cancel();
  });

  it('allowance enough: no approve, one transaction', async () => {
    w.allowance = (10n ** 30n).toString();
    const t = await onSwap();
    await quoted(t);
    t.store.dispatch(swapConfirmed());
    await waitUntil(() => t.types().includes('walletGate/swap/swapSucceeded'), 'swapped');
    expect(convertCalls('build-approve')).toHaveLength(0);
    expect(w.wallet.methods().filter((m) => m === 'eth_sendTransaction')).toHaveLength(1);
    t.task.cancel();
  });

  it('the native currency needs no allowance at all', async () => {
    const t = await onSwap();
    t.store.dispatch(swapTokenSelected({ side: 'to', address: USD_ID }));
    t.store.dispatch(swapAmountChanged('0.5'));
    await waitUntil(() => selectSwapQuote(t.state()) !== null, 'quote');
    t.store.dispatch(swapConfirmed());
    await waitUntil(() => t.types().includes('walletGate/swap/swapSucceeded'), 'swapped');
    expect([convertCalls('allowance').length, convertCalls('build-approve').length]).toEqual([0, 0]);
    t.task.cancel();
  });

  it('a swap reverted on chain (stale quote) says why and keeps the amounts', async () => {
    w.allowance = (10n ** 30n).toString();
    w.swapStatus = '0x0';
    const t = await onSwap();
    await quoted(t);
    t.store.dispatch(swapConfirmed());
    await waitUntil(() => t.types().includes('walletGate/swap/swapFailed'), 'failed');
    expect(selectSwap(t.state())).toMatchObject({
      fromAmount: '10',
      from: USD_ID,
      to: GOLD_ID,
      phase: 'editing',
      error: { code: 'swap.reverted', params: { slippage: 1 } },
    });
    t.task.cancel();
  });

  it('a declined approval is said calmly and changes nothing', async () => {
    w.wallet.on('eth_sendTransaction', userRejected);
    const t = await onSwap();
    await quoted(t);
    t.store.dispatch(swapConfirmed());
    await waitUntil(() => t.types().includes('walletGate/swap/swapFailed'), 'failed');
    expect(selectSwap(t.state()).error).toEqual({ code: 'transactionDeclined', params: { walletCode: 4001 } });
    expect(convertCalls('build-transaction')).toHaveLength(0);
    t.task.cancel();
  });
});

describe('failures (SPEC §8)', () => {
  const failQuotes = (reply: () => Response | Promise<Response>) => server.use(http.get(`${API}/v1/convert/quotes`, reply));

  it("shows the API's own sentence for a refusal (no liquidity, too little balance)", async () => {
    failQuotes(() => HttpResponse.json({ error: 'Insufficient liquidity to swap this much sUSD for sGLD' } as JsonBodyType, { status: 400 }));
    const t = await onSwap();
    t.store.dispatch(swapTokenSelected({ side: 'from', address: USD_ID }));
    t.store.dispatch(swapTokenSelected({ side: 'to', address: GOLD_ID }));
    t.store.dispatch(swapAmountChanged('10'));
    await waitUntil(() => selectSwap(t.state()).quoteStatus === 'failed');
    expect(selectSwap(t.state()).error).toEqual({ code: 'providerText', params: { text: 'Insufficient liquidity to swap this much sUSD for sGLD', walletCode: 400 } });
    expect(selectSwapIssue(t.state())).toBe('noQuote');
    t.task.cancel();
  });

  it("a server error reads 'HTTP status code: 500'; Try again asks again", async () => {
    let fail = true;
    failQuotes(() => (fail ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({ quotes: [quoteFor('10000000')] })));
    const t = await onSwap();
    t.store.dispatch(swapTokenSelected({ side: 'from', address: USD_ID }));
    t.store.dispatch(swapTokenSelected({ side: 'to', address: GOLD_ID }));
    t.store.dispatch(swapAmountChanged('10'));
    await waitUntil(() => selectSwap(t.state()).quoteStatus === 'failed');
    expect(selectSwap(t.state()).error).toEqual({ code: 'httpStatus', params: { status: 500 } });
    fail = false;
    t.store.dispatch({ type: 'walletGate/swap/retryRequested' });
    await waitUntil(() => selectSwapQuote(t.state()) !== null, 'quoted on retry');
    expect(selectSwap(t.state()).error).toBeNull();
    t.task.cancel();
  });

  it("a quote that never comes fails with 'The request took too long to respond.'", async () => {
    failQuotes(() => new Promise<Response>(() => undefined));
    const t = await onSwap();
    useSagaTimers();
    t.store.dispatch(swapTokenSelected({ side: 'from', address: USD_ID }));
    t.store.dispatch(swapTokenSelected({ side: 'to', address: GOLD_ID }));
    t.store.dispatch(swapAmountChanged('10'));
    await jest.advanceTimersByTimeAsync(300);
    await settle(() => selectSwap(t.state()).quoteStatus === 'loading');
    await jest.advanceTimersByTimeAsync(10_000);
    await settle(() => selectSwap(t.state()).quoteStatus === 'failed');
    expect(selectSwap(t.state()).error).toEqual({ code: 'requestTooLong' });
    t.task.cancel();
  });

  it('a failed token list is an error with Try again', async () => {
    server.use(http.get(`${API}/v1/convert/tokens`, () => HttpResponse.json({ error: 'Network not supported for Swaps' }, { status: 400 })));
    const t = await onSwap();
    expect(selectSwap(t.state())).toMatchObject({ tokensStatus: 'failed', error: { code: 'providerText', params: { text: 'Network not supported for Swaps', walletCode: 400 } } });
    t.task.cancel();
  });

  it("a malformed answer is 'Something went wrong', not a crash", async () => {
    failQuotes(() => HttpResponse.json({ quotes: [{ toAmount: 'lots' }] }));
    const t = await onSwap();
    t.store.dispatch(swapTokenSelected({ side: 'from', address: USD_ID }));
    t.store.dispatch(swapTokenSelected({ side: 'to', address: GOLD_ID }));
    t.store.dispatch(swapAmountChanged('10'));
    await waitUntil(() => selectSwap(t.state()).quoteStatus === 'failed');
    expect(selectSwap(t.state()).error).toEqual({ code: 'somethingWentWrong' });
    t.task.cancel();
  });
});

describe('networks', () => {
  it("SPEC §9's list is the default: elsewhere swaps are not offered, and a direct call says 'Network not supported for Swaps'", async () => {
    const t = await onSwap({});
    expect(selectSwapsSupported(t.state())).toBe(false);
    expect(selectSwap(t.state())).toMatchObject({ tokensStatus: 'failed', error: { code: 'swap.unsupported' } });
    expect(paths().filter((p) => p.startsWith('/v1/convert/'))).toEqual([]);
    t.store.dispatch(swapConfirmed());
    await flushTurns();
    expect(w.wallet.methods()).not.toContain('eth_sendTransaction');
    t.task.cancel();
  });

  it('nothing of swaps loads before the Swap view is asked for', async () => {
    const loaded = jest.spyOn(swapFlows, 'load');
    const t = accountStore(SWAP_OPTIONS);
    t.store.dispatch(openRequested());
    await connect(t);
    await flushTurns();
    expect(loaded).not.toHaveBeenCalled();
    t.store.dispatch(swapOpened());
    await waitUntil(() => loaded.mock.calls.length === 1);
    loaded.mockRestore();
    t.task.cancel();
  });
});
