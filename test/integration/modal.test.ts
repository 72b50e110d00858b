import {
  backRequested,
  closeRequested,
  openRequested,
  pushed,
  selectModal,
  selectRouter,
  selectNotification,
  shakeRequested,
  notifyRequested,
} from '../../slices';
import { makeTestStore, testOptions, useSagaTimers } from '../helpers/makeTestStore';

describe('modal and router flows', () => {
  beforeEach(useSagaTimers);
  afterEach(() => jest.useRealTimers());

  it('opens on Connect, navigates, and back with one view closes (SPEC §2)', () => {
    const t = makeTestStore();
    t.store.dispatch(openRequested());
    expect(selectModal(t.state()).open).toBe(true);
    expect(selectRouter(t.state()).view).toBe('Connect');
    t.store.dispatch(pushed({ view: 'WhatIsAWallet' }));
    t.store.dispatch(backRequested());
    expect(selectRouter(t.state()).view).toBe('Connect');
    expect(selectModal(t.state()).open).toBe(true);
    t.store.dispatch(backRequested());
    expect(selectModal(t.state()).open).toBe(false);
    expect(t.types()).toContain('walletGate/modal/closed');
  });

  it('back from UnsupportedChain closes even with history', () => {
    const t = makeTestStore();
    t.store.dispatch(openRequested());
    t.store.dispatch(pushed({ view: 'UnsupportedChain' }));
    t.store.dispatch(backRequested());
    expect(selectModal(t.state()).open).toBe(false);
  });

  it('opens a requested view and resets history each time', () => {
    const t = makeTestStore();
    t.store.dispatch(openRequested({ view: 'WhatIsAWallet' }));
    expect(selectRouter(t.state()).history).toEqual(['WhatIsAWallet']);
    t.store.dispatch(closeRequested());
    t.store.dispatch(openRequested());
    expect(selectRouter(t.state()).history).toEqual(['Connect']);
  });

  it.each(['Swap', 'WalletSend', 'OnRamp', 'Account'] as const)("open({ view: '%s' }) while disconnected leads to connecting, not an endless 'Loading tokens'", (view) => {
    const t = makeTestStore();
    t.store.dispatch(openRequested({ view }));
    expect(selectRouter(t.state()).history).toEqual(['Connect']);
    expect(selectModal(t.state()).open).toBe(true);
  });

  it('shows the ConfigError view when the options are invalid, whatever view was asked', () => {
    const t = makeTestStore(testOptions({ siweConfig: {}, siwx: {} }));
    t.store.dispatch(openRequested({ view: 'Connect' }));
    expect(selectRouter(t.state()).view).toBe('ConfigError');
    expect(t.logger.error).toHaveBeenCalledWith(expect.stringContaining('Invalid App Configuration'));
  });

  it('shakes for exactly 500 ms', async () => {
    const t = makeTestStore();
    t.store.dispatch(shakeRequested());
    expect(selectModal(t.state()).shake).toBe(true);
    await jest.advanceTimersByTimeAsync(499);
    expect(selectModal(t.state()).shake).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(selectModal(t.state()).shake).toBe(false);
  });
});

describe('notifications (SPEC §4)', () => {
  beforeEach(useSagaTimers);
  afterEach(() => jest.useRealTimers());

  it('opens an alert only when debug is on', () => {
    const quiet = makeTestStore(testOptions({ debug: false }));
    quiet.store.dispatch(notifyRequested({ message: { code: 'APKT001' }, variant: 'warning', alert: true }));
    expect(selectNotification(quiet.state()).open).toBe(false);
    const loud = makeTestStore(testOptions({ debug: true }));
    loud.store.dispatch(notifyRequested({ message: { code: 'APKT001' }, variant: 'warning', alert: true }));
    expect(selectNotification(loud.state())).toEqual({ message: { code: 'APKT001' }, variant: 'warning', open: true });
  });

  it('shows the Project ID Not Configured alert at start when debug is on', () => {
    const t = makeTestStore(testOptions({ projectId: undefined }));
    expect(selectNotification(t.state())).toMatchObject({ message: { code: 'APKT001' }, open: true });
    expect(t.logger.warn).toHaveBeenCalledWith('[WalletGate] Project ID Not Configured');
  });

  it('replaces an open message after a 150 ms gap, and close resets to empty info', async () => {
    const t = makeTestStore();
    t.store.dispatch(notifyRequested({ message: { code: 'transactionStarted' }, variant: 'success' }));
    expect(selectNotification(t.state())).toEqual({ message: { code: 'transactionStarted' }, variant: 'success', open: true });
    t.store.dispatch(notifyRequested({ message: { code: 'signatureDeclined' }, variant: 'error' }));
    expect(selectNotification(t.state())).toEqual({ message: null, variant: 'info', open: false });
    await jest.advanceTimersByTimeAsync(149);
    expect(selectNotification(t.state()).open).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(selectNotification(t.state())).toEqual({ message: { code: 'signatureDeclined' }, variant: 'error', open: true });
  });

  it('keeps a loading message until replaced, hides a toast on its own', async () => {
    const t = makeTestStore();
    t.store.dispatch(notifyRequested({ message: { code: 'authenticating' }, variant: 'loading' }));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(selectNotification(t.state()).open).toBe(true);
    t.store.dispatch(notifyRequested({ message: { code: 'transactionStarted' }, variant: 'success' }));
    await jest.advanceTimersByTimeAsync(150);
    expect(selectNotification(t.state()).message).toEqual({ code: 'transactionStarted' });
    await jest.advanceTimersByTimeAsync(2200);
    expect(selectNotification(t.state()).open).toBe(false);
  });
});
