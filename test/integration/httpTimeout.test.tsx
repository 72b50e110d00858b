/**
 * A server that accepts the request and never answers: every HTTP call times out after the
 * request timeout (SPEC §9's 10000 ms), is retried with the query backoff (1 s, 2 s, 4 s), then shows SPEC §8's
 * 'The request took too long to respond.' with a Try again that recovers. Real store, real sagas, the real modal,
 * msw, fake timers.
 */
import { act, fireEvent, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { openRequested, tabChanged } from '../../slices';
import { selectSend, selectTokenBalances } from '../../slices/send';
import { selectTransactions, selectTransactionsState } from '../../slices/transactions';
import { TIMING } from '../../src/core/constants';
import { mountModal } from '../../src/ui/mount';
import { API, ETH_BALANCE, accountStore, apiLog, connect, installWallet, transaction } from '../helpers/accountWorld';
import { rpcNode } from '../helpers/rpcNode';
import type { FakeWallet } from '../helpers/fakeWallet';
import { useSagaTimers } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { untilTurns } from '../helpers/wait';

const server = useMswServer();
let wallet: FakeWallet;
let log: ReturnType<typeof apiLog>;

/** 4 tries of 10 s each, with 1 s, 2 s and 4 s between them (SPEC §9). */
const ALL_TRIES_MS = 4 * TIMING.httpRequestTimeoutMs + 1_000 + 2_000 + 4_000;

/** An endpoint that takes the request and never answers; it counts the requests the client gave up (aborted). */
function hanging(path: string) {
  const seen = { requests: 0, aborted: 0, abortedAfterMs: [] as number[], answer: null as null | (() => Response) };
  server.use(
    http.get(`${API}${path}`, ({ request }) => {
      log.record(request);
      seen.requests += 1;
      if (seen.answer) return seen.answer();
      const sentAt = Date.now();
      return new Promise<Response>((resolve) => {
        request.signal.addEventListener('abort', () => {
          seen.aborted += 1;
          seen.abortedAfterMs.push(Date.now() - sentAt);
          resolve(new Response(null, { status: 499 })); // nobody reads it any more
        });
      });
    }),
  );
  return seen;
}

beforeEach(() => {
  log = apiLog();
  rpcNode(server);
  wallet = installWallet();
  wallet.on('wallet_getCapabilities', () => ({}));
});
afterEach(() => {
  wallet.uninstall();
  jest.useRealTimers();
});

async function openAccount() {
  const t = accountStore({ features: { analytics: false, history: true } });
  await connect(t, { inView: false });
  useSagaTimers();
  let unmount = () => {};
  await act(async () => {
    unmount = mountModal({ store: t.store }).unmount;
  });
  const ui = within(document.querySelector('walletgate-modal')!.shadowRoot as unknown as HTMLElement);
  return { t, ui, unmount: () => act(() => unmount()) };
}

/** Waits (on real turns, the fake clock standing still) inside act, so React renders what the sagas did. */
async function until(predicate: () => boolean, message: string) {
  await act(() => untilTurns(predicate, message));
}

/** Advances the fake clock in steps so React renders between them. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('a blockchain API that never answers', () => {
  it('Tokens: times out, retries per SPEC §9, says the request took too long, and recovers on Try again', async () => {
    const balance = hanging('/v1/account/:address/balance');
    const { t, ui, unmount } = await openAccount();
    act(() => {
      t.store.dispatch(openRequested());
    });
    await until(() => balance.requests === 1, 'the balances were asked for');
    await advance(ALL_TRIES_MS - 1_000);
    expect(selectSend(t.state()).balancesStatus).toBe('loading'); // still on its last try
    await advance(1_000);
    await until(() => selectSend(t.state()).balancesStatus === 'unavailable', 'gave up');
    expect(balance.requests).toBe(4);
    // each try was given up (its connection aborted) at the request timeout
    expect(balance.abortedAfterMs).toEqual([10_000, 10_000, 10_000, 10_000]);
    expect(selectSend(t.state()).balancesError).toEqual({ code: 'requestTooLong' });
    const alert = (await ui.findByText('The request took too long to respond.')).closest('[role="alert"]') as HTMLElement;
    expect(alert.textContent).toContain('Token Balance Unavailable');

    balance.answer = () => HttpResponse.json({ balances: [ETH_BALANCE] });
    // Try again is the visitor's own ask: the 30 s retry block does not hold it back
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    });
    await until(() => selectSend(t.state()).balancesStatus === 'ready', 'recovered');
    expect(selectTokenBalances(t.state()).map((b) => b.symbol)).toEqual(['ETH']);
    expect(ui.queryByText('The request took too long to respond.')).toBeNull();
    unmount();
    t.task.cancel();
  });

  it('Activity: times out, shows the timeout with Try again, and Try again loads the list', async () => {
    server.use(http.get(`${API}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [ETH_BALANCE] })));
    const history = hanging('/v1/account/:address/history');
    const { t, ui, unmount } = await openAccount();
    act(() => {
      t.store.dispatch(openRequested());
      t.store.dispatch(tabChanged({ namespace: 'eip155', tab: 2 }));
    });
    await until(() => history.requests === 1, 'the history was asked for');
    await advance(ALL_TRIES_MS);
    await until(() => selectTransactionsState(t.state()).error !== null, 'gave up');
    expect(history.requests).toBe(4);
    expect(selectTransactionsState(t.state()).error).toEqual({ code: 'requestTooLong' });
    const alert = (await ui.findByText('The request took too long to respond.')).closest('[role="alert"]') as HTMLElement;
    expect(alert.textContent).toContain('Failed to fetch transactions');

    history.answer = () => HttpResponse.json({ data: [transaction({ minedAt: '2026-05-20T10:00:00.000Z' })], next: null });
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    });
    await until(() => selectTransactions(t.state()).length === 1, 'recovered');
    expect(selectTransactionsState(t.state()).error).toBeNull();
    expect(alert.isConnected).toBe(false);
    unmount();
    t.task.cancel();
  });
});
