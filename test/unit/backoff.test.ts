import { runSaga } from 'redux-saga';
import { backoffDelay, withBackoff } from '../../sagas/backoff';
import { HttpError } from '../../src/services/http';
import { QUERY_RETRY } from '../../src/core/constants';
import { useSagaTimers } from '../helpers/makeTestStore';

describe('backoff helper (SPEC §9 query retry)', () => {
  beforeEach(useSagaTimers);
  afterEach(() => jest.useRealTimers());

  it('waits 1000 ms doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => backoffDelay(QUERY_RETRY, i))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries 3 times then gives up with the last error', async () => {
    const fn = jest.fn().mockRejectedValue(new HttpError(503));
    const task = runSaga({}, withBackoff, fn);
    await jest.advanceTimersByTimeAsync(999);
    expect(fn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1 + 2000 + 4000);
    expect(fn).toHaveBeenCalledTimes(4);
    await expect(task.toPromise()).rejects.toThrow('HTTP status code: 503');
  });

  it('does not retry a status outside the retry list', async () => {
    const fn = jest.fn().mockRejectedValue(new HttpError(404));
    const task = runSaga({}, withBackoff, fn);
    await expect(task.toPromise()).rejects.toThrow('HTTP status code: 404');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('returns the first success', async () => {
    const fn = jest.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue('ok');
    const task = runSaga({}, withBackoff, fn);
    await jest.advanceTimersByTimeAsync(1000);
    await expect(task.toPromise()).resolves.toBe('ok');
  });
});
