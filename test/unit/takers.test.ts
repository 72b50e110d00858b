import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { runSaga, stdChannel, type Task } from 'redux-saga';
import { delay } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { createAction } from '@reduxjs/toolkit';
import { takeEvery, takeLatest, takeLeading } from '../../sagas/takers';
import { takeLatestWith, takeLeadingWith } from '../../sagas/replay';
import { useSagaTimers } from '../helpers/makeTestStore';

/** A worker that logs its start, takes 100 ms, and logs its end: `start <label><n>` … `end <label><n>`. */
function loggingWorker(log: string[]) {
  return function* worker(label: string, action: Action & { n?: number; payload?: number }) {
    const n = action.n ?? action.payload;
    log.push(`start ${label}${n}`);
    yield delay(100);
    log.push(`end ${label}${n}`);
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

  describe('for a lazily loaded flow (pending actions that arrived before it)', () => {
    const job = createAction<number>('job');

    it('takeLeadingWith runs the earliest pending one first without holding back what the caller starts next', async () => {
      const log: string[] = [];
      const { send, task } = run(function* () {
        yield* takeLeadingWith([job(1), job(2)], job, loggingWorker(log), '');
        log.push('caller goes on');
      });
      expect(log).toEqual(['start 1', 'caller goes on']);
      await jest.advanceTimersByTimeAsync(100);
      send(3);
      await jest.advanceTimersByTimeAsync(100);
      expect(log).toEqual(['start 1', 'caller goes on', 'end 1', 'start 3', 'end 3']);
      task.cancel();
    });

    it('takeLatestWith starts the last pending one, and a newer action cancels it', async () => {
      const log: string[] = [];
      const { send, task } = run(function* () {
        yield* takeLatestWith([job(1), job(2)], job, loggingWorker(log), '');
      });
      await jest.advanceTimersByTimeAsync(50);
      send(3);
      await jest.advanceTimersByTimeAsync(100);
      expect(log).toEqual(['start 2', 'start 3', 'end 3']);
      task.cancel();
    });
  });
});
