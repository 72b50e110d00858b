import type { Store } from '@reduxjs/toolkit';
import type { WalletGateRootState } from '../slices';

/** What a wait on the store sees: done, not yet, or a failure to reject with. */
export type Outcome = boolean | Error;

/** Resolves once `check` says done, rejects when it returns an Error (a condition, never a timer). */
export function until(store: Store<WalletGateRootState>, check: (s: WalletGateRootState) => Outcome): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (): boolean => {
      const outcome = check(store.getState());
      if (outcome instanceof Error) reject(outcome);
      else if (outcome) resolve();
      return outcome !== false;
    };
    if (settle()) return;
    const unsubscribe = store.subscribe(() => {
      if (settle()) unsubscribe();
    });
  });
}
