import { call, cancel, fork, take, type ActionPattern, type ForkEffect } from 'redux-saga/effects';
import type { Channel, Task } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';

/**
 * takeEvery, takeLatest and takeLeading, written as the loops redux-saga's documentation gives for them. Its
 * own helpers are a small state machine each; these few lines keep that machinery out of the first bundle.
 * Each returns a fork effect, so `yield takeEvery(...)` starts the watcher and goes on, as redux-saga's does.
 */
type Source = ActionPattern | Channel<Action>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- workers take their own arguments, then the action
type AnyWorker = (...args: any[]) => unknown;

const takeFrom = (source: Source) => take(source as ActionPattern);

/** Runs the worker for every matching action, concurrently. */
export function takeEvery(source: Source, worker: AnyWorker, ...args: unknown[]): ForkEffect {
  return fork(function* every() {
    while (true) {
      const action: Action = yield takeFrom(source);
      yield fork(worker, ...args, action);
    }
  });
}

/** Runs the worker for each matching action, cancelling the run before it if that is still going. */
export function takeLatest(source: Source, worker: AnyWorker, ...args: unknown[]): ForkEffect {
  return fork(function* latest() {
    let task: Task | null = null;
    while (true) {
      const action: Action = yield takeFrom(source);
      if (task?.isRunning()) yield cancel(task);
      task = yield fork(worker, ...args, action);
    }
  });
}

/** Runs the worker for a matching action and ignores the ones that arrive until it is done. */
export function takeLeading(source: Source, worker: AnyWorker, ...args: unknown[]): ForkEffect {
  return fork(function* leading() {
    while (true) {
      const action: Action = yield takeFrom(source);
      yield call(worker, ...args, action);
    }
  });
}
