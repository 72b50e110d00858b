/** SPEC §8 'Unable to load email login dependency': a login waiting on a chunk that failed to load says so. */
import { jest } from '@jest/globals';
import { runSaga, stdChannel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { runLazyFlows, type FeatureFlows } from '../../sagas/lazy';
import { embeddedFlows } from '../../sagas/features/embedded';
import { createDeps } from '../../src/deps';
import { emailFieldFocused, emailSubmitted } from '../../slices/embeddedWalletRequests';
import { notifyRequested } from '../../slices/notification';
import { flushAsync } from '../helpers/wait';

function run(flows: FeatureFlows) {
  const channel = stdChannel<Action>();
  const dispatched: Action[] = [];
  const logger = { warn: jest.fn(), error: jest.fn() };
  const deps = createDeps({ logger, afterPaint: () => Promise.resolve() });
  const task = runSaga({ channel, dispatch: (a: Action) => void (dispatched.push(a), channel.put(a)), getState: () => ({}) }, runLazyFlows, deps, flows);
  return { put: (a: Action) => channel.put(a), dispatched, logger, task };
}

describe('SPEC §8 a feature chunk that fails to load', () => {
  const failing = (): FeatureFlows & { load: jest.Mock<FeatureFlows['load']> } => ({
    ...embeddedFlows,
    startNow: () => false,
    load: jest.fn<FeatureFlows['load']>(() => Promise.reject(new Error('ChunkLoadError'))),
  });

  it("§8 'Unable to load email login dependency': a submitted email whose flows cannot load tells the visitor", async () => {
    const t = run(failing());
    t.put(emailSubmitted({ email: 'ada@example.com' }));
    await flushAsync();
    expect(t.dispatched).toContainEqual(notifyRequested({ message: { code: 'emailDependency' }, variant: 'error' }));
    expect(t.logger.error).toHaveBeenCalled();
    t.task.cancel();
  });

  it('§8: a load that only prepares (the email field focused) fails quietly, without a message to the visitor, and is tried again on the request', async () => {
    const flows = failing();
    const t = run(flows);
    t.put(emailFieldFocused());
    await flushAsync();
    // the focus did start the load, and its failure was logged, not shown
    expect(flows.load).toHaveBeenCalledTimes(1);
    expect(t.logger.error).toHaveBeenCalledWith('[WalletGate] could not load the embedded flows', expect.any(Error));
    expect(t.dispatched.filter((a) => notifyRequested.match(a))).toEqual([]);
    // the email submitted next loads again, and that failure is the visitor's to hear about
    t.put(emailSubmitted({ email: 'ada@example.com' }));
    await flushAsync();
    expect(flows.load).toHaveBeenCalledTimes(2);
    expect(t.dispatched.filter((a) => notifyRequested.match(a))).toEqual([notifyRequested({ message: { code: 'emailDependency' }, variant: 'error' })]);
    t.task.cancel();
  });
});
