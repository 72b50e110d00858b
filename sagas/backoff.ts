import { call, delay } from 'redux-saga/effects';
import { QUERY_RETRY } from '../src/core/constants';
import { RETRY_STATUSES } from '../src/core/errors';
import { HttpError } from '../src/services/http';

export interface BackoffPolicy {
  baseMs: number;
  factor: number;
  capMs: number;
  retries: number;
}

/** The wait before retry number `attempt` (0-based): base × factor^attempt, capped. */
export const backoffDelay = (policy: BackoffPolicy, attempt: number) =>
  Math.min(policy.capMs, policy.baseMs * policy.factor ** attempt);

/** Retry only what may succeed later: network failures and the HTTP statuses of SPEC §8. */
export const isRetryable = (error: unknown) => !(error instanceof HttpError) || RETRY_STATUSES.has(error.status);

/** The project's one retry helper: calls `fn`, retrying with exponential backoff (SPEC §9 query retry by default). */
export function* withBackoff<T>(fn: () => Promise<T>, policy: BackoffPolicy = QUERY_RETRY, retryable = isRetryable) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const result: T = yield call(fn);
      return result;
    } catch (error) {
      if (attempt >= policy.retries || !retryable(error)) throw error;
      yield delay(backoffDelay(policy, attempt));
    }
  }
}
