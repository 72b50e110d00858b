import type { WalletGateDeps } from '../sagas/deps';
import { browserBackend, createStorage } from './services/storage';
import { createBus } from './events/bus';
import { createProviderRegistry } from './services/providers';
import { createSolanaRegistry } from './services/chains/solana';
import { TIMING } from './core/constants';

function randomId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Fresh dependencies for one WalletGate instance: two instances on a page share nothing but the browser. */
export function createDeps(overrides: Partial<WalletGateDeps> = {}): WalletGateDeps {
  const deps: WalletGateDeps = {
    fetch: (...args) => globalThis.fetch(...args),
    storage: createStorage(browserBackend('localStorage')),
    session: createStorage(browserBackend('sessionStorage')),
    // A host listener that throws is reported through this instance's logger (the override, when given).
    bus: createBus({ onListenerError: (error, event) => deps.logger.error(`[WalletGate] a listener of ${event.event} threw`, error) }),
    now: () => Date.now(),
    randomId,
    location: typeof window === 'undefined' ? null : { href: window.location.href, hostname: window.location.hostname },
    logger: {
      warn: (m, d) => (d === undefined ? console.warn(m) : console.warn(m, d)),
      error: (m, d) => (d === undefined ? console.error(m) : console.error(m, d)),
    },
    window: typeof window === 'undefined' ? null : window,
    afterPaint,
    providers: createProviderRegistry(),
    solana: createSolanaRegistry(),
    standardWallets: new Map(),
    copyText: (text) => navigator.clipboard.writeText(text),
    ...overrides,
  };
  return deps;
}

/**
 * Resolves once the frame that shows the dialog and the one after it have run, and the page is idle: work
 * deferred this way (loading a feature's code) never holds back the dialog's first frames; at the latest it starts
 * when the dialog's entry animation ends.
 */
function afterPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame === 'undefined') return resolve();
    const whenIdle = () =>
      typeof requestIdleCallback === 'undefined' ? setTimeout(resolve, 0) : requestIdleCallback(() => resolve(), { timeout: TIMING.viewTransitionMs });
    requestAnimationFrame(() => requestAnimationFrame(whenIdle));
  });
}
