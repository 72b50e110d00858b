import type { WalletGateDeps } from '../sagas/deps';
import { browserBackend, createStorage, STORAGE_PREFIX } from './services/storage';
import { createBus } from './events/bus';
import { createProviderRegistry } from './services/providers';
import { LIMITS, TIMING } from './core/constants';
import { createLogBuffer } from './events/logBuffer';
import { createSolanaRegistry } from './services/chains/solana';
import { localeDeps } from './localeDeps';

function randomId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Fresh dependencies for one WalletGate instance: two instances on a page share nothing but the browser. An instance
 * the site names (the `instanceId` option) keeps what it stores under its own keys, so a connection made in one is
 * never restored by another on the next page.
 */
export function createDeps(overrides: Partial<WalletGateDeps> = {}, { instanceId }: { instanceId?: unknown } = {}): WalletGateDeps {
  const prefix = typeof instanceId === 'string' && instanceId ? `${STORAGE_PREFIX}${instanceId}/` : STORAGE_PREFIX;
  const deps: WalletGateDeps = {
    fetch: (...args) => globalThis.fetch(...args),
    storage: createStorage(browserBackend('localStorage'), prefix),
    session: createStorage(browserBackend('sessionStorage'), prefix),
    // A host listener that throws is reported through this instance's logger (the override, when given).
    bus: createBus({
      onListenerError: (error, event) => deps.logger.error(`[WalletGate] a listener of ${event.event} threw`, error),
      maxListeners: LIMITS.maxListeners,
      onTooManyListeners: (event, count) =>
        deps.logger.warn(`[WalletGate] ${count} listeners of ${event} (more than ${LIMITS.maxListeners}): is one added on each render and never removed?`),
    }),
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
    polkadot: new Map(),
    bitcoin: new Map(),
    universal: new Map(),
    copyText: (text) => navigator.clipboard.writeText(text),
    ...localeDeps,
    ...overrides,
  };
  // SPEC §9 log buffer: what this instance warned of, kept for the site to read (getLogs), whatever logger it uses
  const logs = overrides.logs ?? createLogBuffer(() => deps.now());
  const logger = deps.logger;
  deps.logs = logs;
  // the site's logger is called exactly as before (no `undefined` detail added)
  deps.logger = {
    warn: (...args: Parameters<typeof logger.warn>) => (logs.add('warn', ...args), logger.warn(...args)),
    error: (...args: Parameters<typeof logger.error>) => (logs.add('error', ...args), logger.error(...args)),
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
