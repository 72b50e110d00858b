import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { runSaga, stdChannel, type Task } from 'redux-saga';
import { delay } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { takeEvery, takeLatest, takeLeading } from '../../sagas/takers';
import { useSagaTimers } from '../helpers/makeTestStore';

/** A worker that logs its start, takes 100 ms, and logs its end: `start <label><n>` … `end <label><n>`. */
function loggingWorker(log: string[]) {
  return function* worker(label: string, action: Action & { n?: number }) {
    log.push(`start ${label}${action.n}`);
    yield delay(100);
    log.push(`end ${label}${action.n}`);
  };
}

/** Runs `watcher` on a bare channel; `send` puts actions in. */
function run(watcher: () => Generator) {
  const channel = stdChannel<Action>();
  const task: Task = runSaga({ channel, dispatch: () => undefined, getState: () => ({}) }, watcher);
  return { send: (n: number) => channel.put({ type: 'job', n } as Action), task };
}

describe('the take helpers', () => {
  beforeEach(() => {
    useSagaTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('takeEvery runs every action concurrently', async () => {
    const log: string[] = [];
    const { send, task } = run(function* () {
      yield takeEvery('job', loggingWorker(log), 'e');
    });
    send(1);
    send(2);
    await jest.advanceTimersByTimeAsync(100);
    expect(log).toEqual(['start e1', 'start e2', 'end e1', 'end e2']);
    task.cancel();
  });

  it('takeLatest cancels the run still going when a newer action comes', async () => {
    const log: string[] = [];
    const { send, task } = run(function* () {
      yield takeLatest('job', loggingWorker(log), '');
    });
    send(1);
    await jest.advanceTimersByTimeAsync(50);
    send(2);
    await jest.advanceTimersByTimeAsync(100);
    expect(log).toEqual(['start 1', 'start 2', 'end 2']);
    task.cancel();
  });

  it('takeLeading ignores actions while a run is going, then takes the next one', async () => {
    const log: string[] = [];
    const { send, task } = run(function* () {
      yield takeLeading('job', loggingWorker(log), '');
    });
    send(1);
    send(2);
    await jest.advanceTimersByTimeAsync(100);
    send(3);
    await jest.advanceTimersByTimeAsync(100);
    expect(log).toEqual(['start 1', 'end 1', 'start 3', 'end 3']);
    task.cancel();
  });
});
