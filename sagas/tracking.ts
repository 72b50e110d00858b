import { call, takeEvery } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import type { TrackingEventName, GateEvent } from '../src/events/bus';
import type { WalletGateDeps } from './deps';
import { englishOf } from '../src/core/errors/catalogue';
import { closed, opened, switchNetworkRequested, disconnectSucceeded, disconnectFailed, catalogSearchRequested } from '../slices';

type Properties = GateEvent['properties'];

/** Action type → tracking event (SPEC §8), with the event's properties read from the action. */
export type TrackingTable = Record<string, { event: TrackingEventName; properties?: (action: Action & { payload?: unknown }) => Properties }>;

/**
 * Action → tracking event (SPEC §8). Components never emit: the mapping lives in tracking tables alone. Flows
 * loaded later bring their rows in a table of their own, so their actions stay out of the first bundle (the
 * account area's SEND_* and ERROR_FETCH_TRANSACTIONS: sagas/account/tracking.ts).
 */
const TRACKED: TrackingTable = {
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
  [disconnectFailed.type]: { event: 'DISCONNECT_ERROR', properties: (a) => ({ message: englishOf((a.payload as ReturnType<typeof disconnectFailed>['payload']).error) }) },
  // SPEC §8: one SEARCH_WALLET per search actually sent (after the 300 ms wait), not per keystroke.
  [catalogSearchRequested.type]: { event: 'SEARCH_WALLET', properties: (a) => ({ search: (a.payload as { query: string }).query }) },
};

function* track(deps: WalletGateDeps, table: TrackingTable, action: Action & { payload?: unknown }) {
  const row = table[action.type];
  if (!row) return;
  const event: GateEvent = { type: 'track', event: row.event, timestamp: deps.now() };
  const properties = row.properties?.(action);
  if (properties) event.properties = properties;
  yield call([deps.bus, deps.bus.emit], event);
}

/** Puts one table's events on the bus. */
export function* watchTrackingTable(deps: WalletGateDeps, table: TrackingTable) {
  yield takeEvery((action: Action) => action.type in table, track, deps, table);
}

export function* watchTracking(deps: WalletGateDeps) {
  yield* watchTrackingTable(deps, TRACKED);
}
