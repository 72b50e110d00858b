import { configureStore } from '@reduxjs/toolkit';
import {
  WALLETGATE_KEY,
  walletGateReducer,
  opened,
  pushed,
  replaced,
  reset,
  wentBack,
  wentBackToIndex,
  selectRouter,
  selectBackCloses,
} from '../../slices';

const makeStore = () => configureStore({ reducer: { [WALLETGATE_KEY]: walletGateReducer } });

describe('router slice (SPEC §2)', () => {
  it('pushes, replaces, goes back and back to an index', () => {
    const store = makeStore();
    store.dispatch(opened({ view: 'Connect' }));
    store.dispatch(pushed({ view: 'AllWallets' }));
    store.dispatch(pushed({ view: 'WhatIsAWallet' }));
    store.dispatch(pushed({ view: 'WhatIsAWallet' })); // same view twice is one entry
    expect(selectRouter(store.getState()).history).toEqual(['Connect', 'AllWallets', 'WhatIsAWallet']);
    store.dispatch(replaced({ view: 'Networks' }));
    expect(selectRouter(store.getState()).history).toEqual(['Connect', 'AllWallets', 'Networks']);
    store.dispatch(wentBack());
    expect(selectRouter(store.getState()).view).toBe('AllWallets');
    store.dispatch(pushed({ view: 'Networks', data: { network: 'eip155:1' } }));
    expect(selectRouter(store.getState()).data).toEqual({ network: 'eip155:1' });
    store.dispatch(wentBackToIndex(0));
    expect(selectRouter(store.getState())).toMatchObject({ view: 'Connect', history: ['Connect'] });
    store.dispatch(reset({ view: 'Account' }));
    expect(selectRouter(store.getState())).toEqual({ view: 'Account', history: ['Account'], data: null });
  });

  it('says back closes with one view in history or on UnsupportedChain', () => {
    const store = makeStore();
    store.dispatch(opened({ view: 'Connect' }));
    expect(selectBackCloses(store.getState())).toBe(true);
    store.dispatch(pushed({ view: 'WhatIsAWallet' }));
    expect(selectBackCloses(store.getState())).toBe(false);
    store.dispatch(pushed({ view: 'UnsupportedChain' }));
    expect(selectBackCloses(store.getState())).toBe(true);
  });
});
