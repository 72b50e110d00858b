import type { Action } from '@reduxjs/toolkit';
import { takeEveryAfter, takeLatestAfter, takeLeadingAfter } from './takers';

/** An RTK action creator: has a type and a type guard. */
interface Creator<A extends Action> {
  type: string;
  match(action: unknown): action is A;
}

// The creator's type guard keeps calls honest where a variadic worker cannot be typed through the effect.
type Worker<A, Args extends unknown[]> = (...args: [...Args, A]) => Generator<unknown, unknown, never>;

/**
 * The take helpers for a lazily loaded flow: the matching actions that arrived before it loaded (`pending`) are
 * handled first, by the same rule. Like the helpers, each starts its watcher and returns at once.
 */
export function* takeEveryWith<A extends Action, Args extends unknown[]>(pending: Action[], creator: Creator<A>, worker: Worker<A, Args>, ...args: Args) {
  yield takeEveryAfter(pending.filter(creator.match), creator.type, worker, ...args);
}

export function* takeLatestWith<A extends Action, Args extends unknown[]>(pending: Action[], creator: Creator<A>, worker: Worker<A, Args>, ...args: Args) {
  yield takeLatestAfter(pending.filter(creator.match), creator.type, worker, ...args);
}

export function* takeLeadingWith<A extends Action, Args extends unknown[]>(pending: Action[], creator: Creator<A>, worker: Worker<A, Args>, ...args: Args) {
  yield takeLeadingAfter(pending.filter(creator.match), creator.type, worker, ...args);
}
