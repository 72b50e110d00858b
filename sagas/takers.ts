import { call, cancel, fork, take, type ActionPattern, type ForkEffect } from 'redux-saga/effects';
import type { Channel, Task } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';

/**
 * takeEvery, takeLatest and takeLeading, written as the loops redux-saga's documentation gives for them. Its
 * own helpers are a small state machine each; these few lines keep that machinery out of the first bundle.
 * Each returns a fork effect, so `yield takeEvery(...)` starts the watcher and goes on, as redux-saga's does.
 * The `…After` forms first handle `earlier`: actions that arrived before the watcher could (a lazily loaded
 * flow's buffered intake, see sagas/lazy.ts), by the same rule.
 */
type Source = ActionPattern | Channel<Action>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- workers take their own arguments, then the action
type AnyWorker = (...args: any[]) => unknown;

const takeFrom = (source: Source) => take(source as ActionPattern);

/** Runs the worker for every matching action, concurrently. */
export function takeEveryAfter(earlier: readonly Action[], source: Source, worker: AnyWorker, ...args: unknown[]): ForkEffect {
  return fork(function* every() {
    for (const action of earlier) yield fork(worker, ...args, action);
    while (true) {
      const action: Action = yield takeFrom(source);
      yield fork(worker, ...args, action);
    }
  });
}

/** Runs the worker for each matching action, cancelling the run before it if that is still going. */
export function takeLatestAfter(earlier: readonly Action[], source: Source, worker: AnyWorker, ...args: unknown[]): ForkEffect {
  return fork(function* latest() {
    const last = earlier[earlier.length - 1];
    let task: Task | null = last ? yield fork(worker, ...args, last) : null;
    while (true) {
      const action: Action = yield takeFrom(source);
      if (task?.isRunning()) yield cancel(task);
      task = yield fork(worker, ...args, action);
    }
  });
}

/** Runs the worker for a matching action and ignores the ones that arrive until it is done. */
export function takeLeadingAfter(earlier: readonly Action[], source: Source, worker: AnyWorker, ...args: unknown[]): ForkEffect {
  return fork(function* leading() {
    const first = earlier[0];
    if (first) yield call(worker, ...args, first);
    while (true) {
      const action: Action = yield takeFrom(source);
      yield call(worker, ...args, action);
    }
  });
}

export const takeEvery = (source: Source, worker: AnyWorker, ...args: unknown[]) => takeEveryAfter([], source, worker, ...args);
export const takeLatest = (source: Source, worker: AnyWorker, ...args: unknown[]) => takeLatestAfter([], source, worker, ...args);
export const takeLeading = (source: Source, worker: AnyWorker, ...args: unknown[]) => takeLeadingAfter([], source, worker, ...args);
