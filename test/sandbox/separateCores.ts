/**
 * WalletConnect's core keeps one core per storage prefix on `globalThis` unless DISABLE_GLOBAL_CORE is 'true'. A file
 * whose clients must each have their own core turns the cache off for its own tests only, and puts back what was there.
 */
import { afterAll, beforeAll } from '@jest/globals';

export function useSeparateWalletConnectCores(): void {
  let before: string | undefined;
  beforeAll(() => {
    before = process.env.DISABLE_GLOBAL_CORE;
    process.env.DISABLE_GLOBAL_CORE = 'true';
  });
  afterAll(() => {
    if (before === undefined) delete process.env.DISABLE_GLOBAL_CORE;
    else process.env.DISABLE_GLOBAL_CORE = before;
  });
}
