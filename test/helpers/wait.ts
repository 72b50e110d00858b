import { setImmediate as realSetImmediate } from 'node:timers';

/** Resolves once `predicate` holds; fails with `message` after `timeoutMs`. Polls on macrotasks, never sleeps a fixed time. */
// generous: a lazily loaded chunk is transformed by jest on first use, which takes seconds while other workers run
export async function waitUntil(predicate: () => boolean, message = 'condition never held', timeoutMs = 15_000): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error(`waitUntil: ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Lets every pending promise chain and queued macrotask run (to prove something did NOT happen). */
export async function flushAsync(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * For tests on fake timers (useSagaTimers): resolves once `predicate` holds, polling on real macrotask turns
 * (node's own setImmediate, which the fake clock leaves alone), so promises, msw and sagas run while the faked
 * clock stands still. Fails after `turns` turns.
 */
export async function untilTurns(predicate: () => boolean, message = 'condition never held', turns = 500): Promise<void> {
  for (let i = 0; i < turns; i += 1) {
    if (predicate()) return;
    await new Promise((resolve) => realSetImmediate(resolve));
  }
  throw new Error(`untilTurns: ${message}`);
}

/** Under fake timers: lets `turns` real macrotask turns run (to prove something did NOT happen). */
export async function flushTurns(turns = 30): Promise<void> {
  for (let i = 0; i < turns; i += 1) await new Promise((resolve) => realSetImmediate(resolve));
}
