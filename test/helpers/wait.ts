/** Resolves once `predicate` holds; fails with `message` after `timeoutMs`. Polls on macrotasks, never sleeps a fixed time. */
export async function waitUntil(predicate: () => boolean, message = 'condition never held', timeoutMs = 2000): Promise<void> {
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
