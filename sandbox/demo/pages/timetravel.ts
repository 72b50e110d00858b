/**
 * A Redux host whose store carries the Redux DevTools' own recording enhancer (@redux-devtools/instrument), with
 * WalletGate merged in as the README's "Inside your own Redux store" shows. `window.walletGateTimeTravel` jumps
 * between the recorded states as the DevTools' slider does (ARCHITECTURE: time travel works).
 * Its own page, so the `/` page's first-click bytes do not carry the enhancer.
 */
import { ActionCreators, instrument, type LiftedStore } from '@redux-devtools/instrument';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import {
  WALLETGATE_KEY,
  attachWalletGate,
  selectAccount,
  selectActiveNetwork,
  selectCurrentNamespace,
  selectIsOpen,
  selectView,
  walletGateReducer,
  type WalletGateRootState,
} from '../../../src/redux';
import { demoOptions, expose } from './config';

/** What the modal should show for one recorded state, read with WalletGate's public selectors. */
export interface RecordedState {
  index: number;
  actionType: string;
  open: boolean;
  view: string;
  address: string | null;
  currentTab: number | null;
  network: string | null;
}

export interface TimeTravel {
  /** recorded states, the initial one included */
  count(): number;
  /** the state the store shows now (the last one unless jumped back) */
  current(): number;
  jumpTo(index: number): void;
  /** back to the last recorded state */
  present(): void;
  describe(index: number): RecordedState;
}

declare global {
  interface Window {
    walletGateTimeTravel?: TimeTravel;
  }
}

export function mountTimeTravel(button: HTMLButtonElement) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { [WALLETGATE_KEY]: walletGateReducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
    // Last in the chain, as the DevTools extension puts it: middleware and sagas see only the host's actions,
    // a jump is dispatched to the lifted store and reaches the reducers' history alone.
    enhancers: (getDefault) => getDefault().concat(instrument()),
    devTools: false,
  });
  const gate = attachWalletGate(store, demoOptions(), { runSaga: sagaMiddleware.run });
  const lifted = (store as unknown as { liftedStore: LiftedStore<WalletGateRootState, UnknownAction, null> }).liftedStore;

  const count = () => lifted.getState().computedStates.length;
  const jumpTo = (index: number) => {
    if (!Number.isInteger(index) || index < 0 || index >= count()) throw new RangeError(`no recorded state ${index} (0..${count() - 1})`);
    lifted.dispatch(ActionCreators.jumpToState(index));
  };
  const describe = (index: number): RecordedState => {
    const lift = lifted.getState();
    const state = lift.computedStates[index]?.state;
    if (!state) throw new RangeError(`no recorded state ${index}`);
    const namespace = selectCurrentNamespace(state);
    const account = selectAccount(state, namespace);
    return {
      index,
      actionType: lift.actionsById[lift.stagedActionIds[index]!]!.action.type,
      open: selectIsOpen(state),
      view: selectView(state),
      address: account?.address ?? null,
      currentTab: account?.currentTab ?? null,
      network: selectActiveNetwork(state)?.name ?? null,
    };
  };
  window.walletGateTimeTravel = {
    count,
    current: () => lifted.getState().currentStateIndex,
    jumpTo,
    present: () => jumpTo(count() - 1),
    describe,
  };
  button.addEventListener('click', () => void gate.open());
  button.disabled = false;
  expose('timetravel', { gate, store });
  return gate;
}

const button = document.getElementById('timetravel-connect');
if (button instanceof HTMLButtonElement) mountTimeTravel(button);
