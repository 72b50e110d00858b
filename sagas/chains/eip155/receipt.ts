/**
 * Whether a transaction the wallet sent is mined: its receipt, looked for through the network's ranked RPC URLs
 * (the fallback transport) every RECEIPT_POLL_MS under the saga's clock, so tests drive it. Send and swap share it.
 */
import { call, delay, race } from 'redux-saga/effects';
import type { MinedReceipt } from '../../../src/services/chains/eip155Send';
import { RequestTimeoutError } from '../../../src/services/http';

// Same chunk as the balance reader (eip155): one download of viem's client for both.
export const loadSendChain = () => import(/* webpackChunkName: "eip155" */ '../../../src/services/chains/eip155Send');
export type SendChain = Awaited<ReturnType<typeof loadSendChain>>;

/** How often a transaction's receipt is looked for, and for how long before giving up on it. */
const RECEIPT_POLL_MS = 500;
const RECEIPT_LIMIT_MS = 120_000;

/** The receipt of `hash` once mined; throws RequestTimeoutError after RECEIPT_LIMIT_MS without one. */
export function* minedReceipt(owner: object, urls: string[], hash: string) {
  const chain: SendChain = yield call(loadSendChain);
  const { receipt, timeout } = (yield race({
    receipt: call(function* poll() {
      while (true) {
        const found: MinedReceipt | null = yield call(chain.readReceipt, { owner, urls, hash });
        if (found) return found;
        yield delay(RECEIPT_POLL_MS);
      }
    }),
    timeout: delay(RECEIPT_LIMIT_MS),
  })) as { receipt?: MinedReceipt; timeout?: true };
  if (timeout || !receipt) throw new RequestTimeoutError();
  return receipt;
}
