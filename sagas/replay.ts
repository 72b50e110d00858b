import { call, cancel, fork, take } from 'redux-saga/effects';
import { takeEvery, takeLeading } from './takers';
import type { Task } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';

/** An RTK action creator: has a type and a type guard. */
interface Creator<A extends Action> {
  type: string;
  match(action: unknown): action is A;
}

// redux-saga's effect overloads cannot follow a variadic worker; the creator's type guard keeps calls honest.
type Worker<A, Args extends unknown[]> = (...args: [...Args, A]) => Generator<unknown, unknown, never>;
type AnyWorker = (...args: unknown[]) => Generator<unknown, unknown, never>;
type Flow = Generator<unknown, void, unknown>;

/** takeEvery that first handles the matching actions which arrived before the flow was loaded. */
export function* takeEveryWith<A extends Action, Args extends unknown[]>(pending: Action[], creator: Creator<A>, worker: Worker<A, Args>, ...args: Args): Flow {
  for (const action of pending) if (creator.match(action)) yield fork(worker as AnyWorker, ...args, action);
  yield takeEvery(creator.type, worker as AnyWorker, ...args);
}

/** takeLatest that starts with the last matching action which arrived before the flow was loaded. */
export function* takeLatestWith<A extends Action, Args extends unknown[]>(pending: Action[], creator: Creator<A>, worker: Worker<A, Args>, ...args: Args): Flow {
  const earlier = pending.filter((a): a is A => creator.match(a));
  let task = (earlier.length ? yield fork(worker as AnyWorker, ...args, earlier[earlier.length - 1]!) : null) as Task | null;
  while (true) {
    const action = (yield take(creator.type)) as A;
    if (task?.isRunning()) yield cancel(task);
    task = (yield fork(worker as AnyWorker, ...args, action)) as Task;
  }
}

/** takeLeading that first runs the earliest matching action which arrived before the flow was loaded. */
export function* takeLeadingWith<A extends Action, Args extends unknown[]>(pending: Action[], creator: Creator<A>, worker: Worker<A, Args>, ...args: Args): Flow {
  const first = pending.find((a): a is A => creator.match(a));
  if (first) yield call(worker as AnyWorker, ...args, first);
  yield takeLeading(creator.type, worker as AnyWorker, ...args);
}
