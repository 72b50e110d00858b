/**
 * The WalletConnect provider chunk (~130 KiB gzip) loads when a WalletConnect path is about to be chosen (pointer
 * over / focus on its entry), never because the modal opened (docs/ARCHITECTURE.md's budget: opening
 * fetches <= 40 KiB). The real store, root saga and modal; deps.loadWalletConnect counts the chunk loads.
 */
import { act, fireEvent, within } from '@testing-library/react';
import { openRequested } from '../../slices';
import { mountModal, type MountedModal } from '../../src/ui/mount';
import { walletConnectStore } from '../helpers/fakeUniversalProvider';
import { testOptions, TEST_NETWORK } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { flushTurns, untilTurns } from '../helpers/wait';

const server = useMswServer();
const options = testOptions({ networks: [TEST_NETWORK], features: { analytics: false } });

let mounted: MountedModal | undefined;
beforeEach(() => {
  rpcNode(server, { eth_getBalance: () => '0x0' });
  // The browser has idle time, so a prefetch on idle would run: opening alone must still load nothing.
  window.requestIdleCallback = ((callback: IdleRequestCallback) =>
    window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0)) as typeof window.requestIdleCallback;
});
afterEach(() => {
  if (mounted) act(() => mounted!.unmount());
  mounted = undefined;
  delete (window as Partial<Window>).requestIdleCallback;
  document.body.innerHTML = '';
});

async function openModal() {
  const t = walletConnectStore(options);
  act(() => {
    mounted = mountModal({ store: t.store });
  });
  await act(async () => {
    t.store.dispatch(openRequested());
    await flushTurns();
  });
  const ui = within(mounted!.host.shadowRoot as unknown as HTMLElement);
  const entry = await ui.findByRole('button', { name: /WalletConnect/ });
  await act(() => flushTurns());
  return { t, entry };
}

describe('WalletConnect provider loading', () => {
  it('opening the modal does not load the provider; pointer over the WalletConnect entry does, once', async () => {
    const { t, entry } = await openModal();
    expect(t.wc.loads()).toBe(0);
    await act(async () => {
      fireEvent.pointerEnter(entry);
    });
    await untilTurns(() => t.wc.loads() === 1, 'the provider chunk loaded on hover');
    await act(async () => {
      fireEvent.pointerEnter(entry);
      fireEvent.focus(entry);
      await flushTurns();
    });
    expect(t.wc.loads()).toBe(1);
    t.task.cancel();
  });

  it('focus on the WalletConnect entry loads it too (keyboard visitors)', async () => {
    const { t, entry } = await openModal();
    expect(t.wc.loads()).toBe(0);
    await act(async () => {
      fireEvent.focus(entry);
    });
    await untilTurns(() => t.wc.loads() === 1, 'the provider chunk loaded on focus');
    t.task.cancel();
  });
});
