/**
 * EIP-1193 requests a test starts in the demo page through the plug-and-play instance's wallet provider, and reads
 * the outcome of later (a request the visitor must approve only settles once they have).
 */
import type { Page } from 'playwright-core';

export interface Outcome {
  result?: unknown;
  error?: { message: string; code: number };
}

/** Starts `method` in the page under `key`; `settled` reads how it ended. */
export async function startRequest(page: Page, key: string, method: string, params: unknown[]): Promise<void> {
  await page.evaluate(
    ({ key, method, params }) => {
      const gate = (window.walletGates as { plain: { getWalletProvider(): { request(a: unknown): Promise<unknown> } } }).plain;
      const outcomes = ((window as unknown as { outcomes: Record<string, unknown> }).outcomes ??= {});
      gate
        .getWalletProvider()
        .request({ method, params })
        .then(
          (result) => (outcomes[key] = { result }),
          (error: { message: string; code: number }) => (outcomes[key] = { error: { message: error.message, code: error.code } }),
        );
    },
    { key, method, params },
  );
}

/** Waits until the request started under `key` has settled, and answers its outcome. */
export async function settled(page: Page, key: string): Promise<Outcome> {
  const handle = await page.waitForFunction((k) => (window as unknown as { outcomes?: Record<string, unknown> }).outcomes?.[k], key);
  return (await handle.jsonValue()) as Outcome;
}
