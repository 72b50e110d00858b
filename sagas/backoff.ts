import { call, delay, race } from 'redux-saga/effects';
import { QUERY_RETRY, TIMING } from '../src/core/constants';
import { RETRY_STATUSES } from '../src/core/errors/catalogue';
import { HttpError, RequestTimeoutError, ResponseShapeError, ResponseTooLargeError } from '../src/services/http';

export interface BackoffPolicy {
  baseMs: number;
  factor: number;
  capMs: number;
  retries: number;
}

/** The wait before retry number `attempt` (0-based): base × factor^attempt, capped. */
export const backoffDelay = (policy: BackoffPolicy, attempt: number) =>
  Math.min(policy.capMs, policy.baseMs * policy.factor ** attempt);

/**
 * Retry only what may succeed later: network failures, timeouts (HTTP 408 is on the list) and the HTTP statuses
 * of SPEC §8. A malformed or oversized answer will not improve by asking again.
 */
export const isRetryable = (error: unknown) =>
  !(error instanceof ResponseShapeError || error instanceof ResponseTooLargeError) &&
  (!(error instanceof HttpError) || RETRY_STATUSES.has(error.status));

/**
 * One request that may not hang its flow: no answer within `ms` throws RequestTimeoutError ('The request took too
 * long to respond.', SPEC §8). The request gets a signal that is aborted once it timed out or its flow was
 * cancelled, so a server that never answers keeps no connection open. The saga owns the clock (race with delay),
 * so tests drive it with fake timers.
 */
export function* withTimeout<T>(fn: (signal: AbortSignal) => Promise<T>, ms: number = TIMING.httpRequestTimeoutMs) {
  const controller = new AbortController();
  try {
    const { result, timeout } = (yield race({ result: call(fn, controller.signal), timeout: delay(ms) })) as { result?: T; timeout?: true };
    if (timeout) throw new RequestTimeoutError();
    return result as T;
  } finally {
    // after an answer this changes nothing; after a timeout or a cancel it ends the request
    controller.abort();
  }
}

/**
 * The project's one retry helper: calls `fn` (each attempt under the request timeout), retrying with exponential
 * backoff (SPEC §9 query retry by default).
 */
export function* withBackoff<T>(
  fn: (signal: AbortSignal) => Promise<T>,
  policy: BackoffPolicy = QUERY_RETRY,
  retryable = isRetryable,
  timeoutMs: number = TIMING.httpRequestTimeoutMs,
) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const result: T = yield call(withTimeout<T>, fn, timeoutMs);
      return result;
    } catch (error) {
      if (attempt >= policy.retries || !retryable(error)) throw error;
      yield delay(backoffDelay(policy, attempt));
    }
  }
}
