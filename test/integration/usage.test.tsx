import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore, createSlice, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { createWalletGate } from '../../src/index';
import { WALLETGATE_KEY, walletGateReducer, attachWalletGate } from '../../src/redux';
import { WalletGateProvider, ConnectButton, useWalletGate } from '../../src/react';
import type { GateEvent } from '../../src/events/bus';
import { testOptions } from '../helpers/makeTestStore';

const quiet = { logger: { warn: jest.fn(), error: jest.fn() } };
const noAnalytics = testOptions({ features: { analytics: false } });
/** The modal's shadow root, once the lazily loaded UI has mounted. */
async function shadowOf() {
  await waitFor(() => expect(document.querySelector('walletgate-modal')?.shadowRoot).toBeTruthy());
  return within(document.querySelector('walletgate-modal')!.shadowRoot as unknown as HTMLElement);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('1. plug-and-play', () => {
  it('opens from a button, reports events, and destroys cleanly', async () => {
    const gate = createWalletGate(noAnalytics, quiet);
    const events: GateEvent[] = [];
    gate.on('MODAL_OPEN', (e) => events.push(e));
    await gate.open();
    expect(gate.isOpen()).toBe(true);
    expect(await (await shadowOf()).findByRole('dialog')).toBeTruthy();
    expect(events.map((e) => e.event)).toEqual(['MODAL_OPEN']);
    await gate.close();
    expect(gate.getState().modal.open).toBe(false);
    gate.destroy();
    await waitFor(() => expect(document.querySelector('walletgate-modal')).toBeNull());
  });

  it('keeps two instances on one page independent', async () => {
    const a = createWalletGate(noAnalytics, quiet);
    const b = createWalletGate(noAnalytics, quiet);
    const seenByB: GateEvent[] = [];
    b.subscribeEvents((e) => seenByB.push(e));
    await a.open({ view: 'WhatIsAWallet' });
    expect(a.getState().router.view).toBe('WhatIsAWallet');
    expect(b.isOpen()).toBe(false);
    expect(b.getState().router.view).toBe('Connect');
    expect(seenByB).toEqual([]);
    a.setThemeMode('dark');
    expect(b.getState().theme.themeMode).toBe('system');
    a.destroy();
    b.destroy();
  });

  it('mounts no UI when headless, while state and actions still work', async () => {
    const gate = createWalletGate({ ...noAnalytics, headless: true }, quiet);
    const states: boolean[] = [];
    gate.subscribeState((s) => states.push(s.modal.open));
    await gate.open();
    expect(gate.isOpen()).toBe(true);
    expect(states).toContain(true);
    expect(document.querySelector('walletgate-modal')).toBeNull();
    gate.destroy();
  });

  it('mounts inside a target element when embedded', async () => {
    const target = document.createElement('div');
    document.body.append(target);
    const gate = createWalletGate({ ...noAnalytics, target }, quiet);
    await gate.open();
    await waitFor(() => expect(target.querySelector('walletgate-modal')).not.toBeNull());
    gate.destroy();
  });

  it('SPEC §1 disableAppend: nothing is appended to the body; the site mounts the modal where it wants, as the dialog', async () => {
    const gate = createWalletGate({ ...noAnalytics, disableAppend: true }, quiet);
    await gate.open();
    const place = document.createElement('section');
    document.body.append(place);
    const unmount = await gate.mountModal(place);
    // the UI chunk has loaded by now: an appended modal would be there too
    expect(document.querySelectorAll('walletgate-modal')).toHaveLength(1);
    const host = place.querySelector('walletgate-modal');
    expect(host).not.toBeNull();
    expect(host!.hasAttribute('data-embedded')).toBe(false);
    await waitFor(() => expect(within(host!.shadowRoot as unknown as HTMLElement).getByRole('dialog')).toBeTruthy());
    unmount();
    expect(place.querySelector('walletgate-modal')).toBeNull();
    // destroy() unmounts a modal the site placed, too
    await gate.mountModal(place);
    gate.destroy();
    expect(place.querySelector('walletgate-modal')).toBeNull();
    place.remove();
  });

  it('does not crash on invalid options: the modal explains what is wrong', async () => {
    const gate = createWalletGate({ ...noAnalytics, networks: [] }, quiet);
    await gate.open();
    expect(gate.getState().router.view).toBe('ConfigError');
    expect(await (await shadowOf()).findByText(/`networks`/)).toBeTruthy();
    gate.destroy();
  });
});

describe('2. React', () => {
  function Status() {
    const { isOpen } = useWalletGate();
    return <p>{isOpen ? 'open' : 'closed'}</p>;
  }

  it('opens from <ConnectButton/> and the hook re-renders', async () => {
    const gate = createWalletGate(noAnalytics, quiet);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() =>
      root.render(
        <WalletGateProvider instance={gate}>
          <ConnectButton />
          <Status />
        </WalletGateProvider>,
      ),
    );
    expect(screen.getByText('closed')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(await screen.findByText('open')).toBeTruthy();
    expect(gate.isOpen()).toBe(true);
    act(() => root.unmount());
    gate.destroy();
  });
});

describe('3. inside a host Redux store', () => {
  it('merges under WALLETGATE_KEY, runs on the host saga middleware, and shows namespaced actions', async () => {
    const seen: string[] = [];
    const host = createSlice({ name: 'host', initialState: { count: 1 }, reducers: { bumped: (s) => void (s.count += 1) } });
    const saga = createSagaMiddleware();
    const record: Middleware = () => (next) => (action) => {
      seen.push((action as { type: string }).type);
      return next(action);
    };
    const store = configureStore({
      reducer: { host: host.reducer, [WALLETGATE_KEY]: walletGateReducer },
      middleware: (getDefault) => getDefault().concat(record, saga),
    });
    const gate = attachWalletGate(store, noAnalytics, { runSaga: saga.run, deps: quiet });
    await gate.open();
    expect(store.getState().walletGate.modal.open).toBe(true);
    expect(seen).toEqual(expect.arrayContaining(['walletGate/options/configured', 'walletGate/modal/openRequested', 'walletGate/modal/opened']));
    store.dispatch(host.actions.bumped());
    expect(store.getState().host.count).toBe(2);
    expect(gate.getState().modal.open).toBe(true);
    gate.destroy();
  });

  it('refuses a store without the reducer with a clear error', () => {
    const store = configureStore({ reducer: { other: (s: number = 0) => s } });
    expect(() => attachWalletGate(store as never, noAnalytics, { runSaga: jest.fn() as never })).toThrow(/WALLETGATE_KEY/);
  });
});

describe('destroy', () => {
  it('stops every flow: nothing reacts to actions afterwards', async () => {
    const gate = createWalletGate({ ...noAnalytics, headless: true }, quiet);
    await gate.open();
    gate.destroy();
    gate.store.dispatch({ type: 'walletGate/modal/openRequested' });
    gate.store.dispatch({ type: 'walletGate/router/backRequested' });
    // with the flows running, back on a one-view history would have closed the modal
    expect(gate.isOpen()).toBe(true);
    expect(gate.store.getState().walletGate.modal.open).toBe(true);
  });
});
