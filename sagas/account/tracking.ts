/**
 * The account area's rows of the tracking table (SPEC §8): SEND_INITIATED, SEND_SUCCESS, SEND_ERROR and
 * ERROR_FETCH_TRANSACTIONS. They load with the account flows, the only ones that dispatch these actions, and
 * each action's payload is already its event's flat, secret-free properties (token, amount, network …).
 */
import type { Action } from '@reduxjs/toolkit';
import { sendFailed, sendStarted, sendSucceeded } from '../../slices/send';
import { transactionsFetchFailed } from '../../slices/transactions';
import type { GateEvent } from '../../src/events/bus';
import type { WalletGateDeps } from '../deps';
import { watchTrackingTable, type TrackingTable } from '../tracking';

const payloadOf = (action: Action & { payload?: unknown }) => action.payload as GateEvent['properties'];

const ACCOUNT_TRACKED: TrackingTable = {
  [sendStarted.type]: { event: 'SEND_INITIATED', properties: payloadOf },
  [sendSucceeded.type]: { event: 'SEND_SUCCESS', properties: payloadOf },
  [sendFailed.type]: { event: 'SEND_ERROR', properties: payloadOf },
  [transactionsFetchFailed.type]: { event: 'ERROR_FETCH_TRANSACTIONS', properties: payloadOf },
};

export function* watchAccountTracking(deps: WalletGateDeps) {
  yield* watchTrackingTable(deps, ACCOUNT_TRACKED);
}
