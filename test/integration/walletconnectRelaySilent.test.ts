/**
 * The fault matrix's relay row: a relay that accepts the socket and answers nothing. WalletConnect's client keeps
 * re-sending the proposal on that socket and never shows a URI; the pairing gives up after SPEC §9's RPC timeout
 * with SPEC §8's timeout text and Try again, and asks the client for a fresh relay socket, on which Try again pairs.
 */
import { openRequested, walletSelected } from '../../slices';
import { selectWalletConnect, wcConnectRequested } from '../../slices/walletConnect';
import type { WalletConnectModule, WcSession } from '../../src/services/walletconnect/types';
import type { ProposalNamespace } from '../../src/core/walletConnect';
import { FakeUniversalProvider } from '../helpers/fakeUniversalProvider';
import { makeTestStore, testOptions, TEST_NETWORK, useSagaTimers } from '../helpers/makeTestStore';
import { untilTurns } from '../helpers/wait';

/** connect() on a silent relay: no display_uri, no answer, until the relay socket is restarted. */
class SilentRelayProvider extends FakeUniversalProvider {
  silent = true;
  override connect(params: { optionalNamespaces: Record<string, ProposalNamespace> }): Promise<WcSession | undefined> {
    if (!this.silent) return super.connect(params);
    this.proposals.push(params.optionalNamespaces);
    return new Promise(() => {});
  }
}

afterEach(() => jest.useRealTimers());

it('no URI within the RPC timeout: "The request took too long to respond." with Try again, a fresh relay socket, then a QR code', async () => {
  useSagaTimers();
  const provider = new SilentRelayProvider();
  const restarts: unknown[] = [];
  const module: WalletConnectModule = {
    initProvider: async () => provider,
    restartRelay: async (p) => {
      restarts.push(p);
      provider.silent = false;
    },
  };
  const t = makeTestStore(testOptions({ networks: [TEST_NETWORK], features: { analytics: false } }), { loadWalletConnect: async () => module });
  t.store.dispatch(openRequested());
  t.store.dispatch(walletSelected({ walletId: 'walletConnect', name: 'WalletConnect' }));
  await untilTurns(() => provider.connects === 1, 'a proposal sent');

  await jest.advanceTimersByTimeAsync(10_000 - 1);
  expect(selectWalletConnect(t.state())).toMatchObject({ uri: null, error: null });
  expect(restarts).toEqual([]);
  await jest.advanceTimersByTimeAsync(1);
  await untilTurns(() => selectWalletConnect(t.state()).error !== null, 'the timeout error');
  expect(selectWalletConnect(t.state()).error).toEqual({ code: 'requestTooLong' });
  await untilTurns(() => restarts.length === 1, 'the relay socket restarted');
  expect(restarts[0]).toBe(provider);

  // Try again, on the fresh socket: a URI
  t.store.dispatch(wcConnectRequested());
  await untilTurns(() => selectWalletConnect(t.state()).uri !== null, 'a URI on screen');
  expect(provider.connects).toBe(2);
  expect(selectWalletConnect(t.state()).uri).toBe(provider.uris[0]);
  t.task.cancel();
});
