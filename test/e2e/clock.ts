import type { Page } from 'playwright-core';

/**
 * Runs a page's clock (page.clock.install() before its navigation) on in small steps until `done` holds, so the
 * waits of a backoff pass at once instead of in real time. The clock only moves while `idle` says the page waits on
 * nothing real (no request in flight, say): a clock that ran ahead of a request would time it out, a path the test
 * did not mean. Returns how far the page's clock ran.
 */
export async function runClockUntil(
  page: Page,
  done: () => Promise<boolean>,
  { idle = async () => true, stepMs = 250, limitMs = 5 * 60_000 }: { idle?: () => boolean | Promise<boolean>; stepMs?: number; limitMs?: number } = {},
): Promise<number> {
  let ran = 0;
  while (!(await done())) {
    if (ran >= limitMs) throw new Error(`not done after running the page's clock ${limitMs} ms`);
    if (await idle()) {
      await page.clock.runFor(stepMs);
      ran += stepMs;
    } else {
      await new Promise((resolve) => setTimeout(resolve, 10)); // real I/O in flight: let it land first
    }
  }
  return ran;
}

/** Counts the page's HTTP requests in flight (attach before they start): `idle` for runClockUntil. */
export function requestsInFlight(page: Page): () => boolean {
  let open = 0;
  page.on('request', () => (open += 1));
  page.on('requestfinished', () => (open -= 1));
  page.on('requestfailed', () => (open -= 1));
  return () => open === 0;
}
