import { call, takeEvery } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import type { TrackingEventName, GateEvent } from '../src/events/bus';
import type { WalletGateDeps } from './deps';
import { closed, opened, switchNetworkRequested, disconnectSucceeded, disconnectFailed, catalogSearchRequested } from '../slices';

type Properties = GateEvent['properties'];
const payloadOf = (a: Action & { payload?: unknown }) => a.payload as Properties;

/**
 * Action → tracking event (SPEC §8). Components never emit: the mapping lives here alone.
 * Each later flow adds its rows (SEND_INITIATED on its action, and so on).
 */
const TRACKED: Record<string, { event: TrackingEventName; properties?: (action: Action & { payload?: unknown }) => Properties }> = {
  [opened.type]: {
    event: 'MODAL_OPEN',
    properties: (a) => ({ view: (a.payload as { view: string }).view }),
  },
  [closed.type]: { event: 'MODAL_CLOSE' },
  [switchNetworkRequested.type]: {
    event: 'SWITCH_NETWORK',
    properties: (a) => ({ network: (a.payload as { caipNetworkId: string }).caipNetworkId }),
  },
  [disconnectSucceeded.type]: { event: 'DISCONNECT_SUCCESS' },
  [disconnectFailed.type]: { event: 'DISCONNECT_ERROR', properties: (a) => ({ message: (a.payload as { message: string }).message }) },
  // SPEC §8: one SEARCH_WALLET per search actually sent (after the 300 ms wait), not per keystroke.
  [catalogSearchRequested.type]: { event: 'SEARCH_WALLET', properties: (a) => ({ search: (a.payload as { query: string }).query }) },
  // The lazy send / transactions slices' actions, named as text so tracking does not pull them into the first
  // bundle; their payloads are the events' flat properties (token, amount, network …; address, cursor …).
  'walletGate/send/sendStarted': { event: 'SEND_INITIATED', properties: payloadOf },
  'walletGate/send/sendSucceeded': { event: 'SEND_SUCCESS', properties: payloadOf },
  'walletGate/send/sendFailed': { event: 'SEND_ERROR', properties: payloadOf },
  'walletGate/transactions/fetchFailed': { event: 'ERROR_FETCH_TRANSACTIONS', properties: payloadOf },
};

function* track(deps: WalletGateDeps, action: Action & { payload?: unknown }) {
  const row = TRACKED[action.type];
  if (!row) return;
  const event: GateEvent = { type: 'track', event: row.event, timestamp: deps.now() };
  const properties = row.properties?.(action);
  if (properties) event.properties = properties;
  yield call([deps.bus, deps.bus.emit], event);
}

export function* watchTracking(deps: WalletGateDeps) {
  yield takeEvery((action: Action) => action.type in TRACKED, track, deps);
}
