import { call, put, race, select, take } from 'redux-saga/effects';
import type { EventChannel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import {
  accountChanged,
  closeRequested,
  connected,
  type Connection,
  connectorAnnounced,
  disconnected,
  networkChanged,
  openRequested,
  selectActiveConnectorIds,
  selectIsOpen,
  selectNetworkState,
  selectShouldShowUnsupported,
  selectView,
} from '../../../slices';
import type { ChainNamespace } from '../../../src/core/caip';
import { createProviderEventsChannel, type ProviderEvent } from '../../channels/eip1193';
import { tearDownConnection } from '../../wallet/provider';
import type { WalletGateDeps } from '../../deps';

/** SPEC §2 / §4: a chain the site did not ask for opens UnsupportedChain; coming back to a supported one closes it. */
function* reviewNetworkSupport() {
  const unsupported: boolean = yield select(selectShouldShowUnsupported);
  const open: boolean = yield select(selectIsOpen);
  const view: string = yield select(selectView);
  if (unsupported && !(open && view === 'UnsupportedChain')) yield put(openRequested({ view: 'UnsupportedChain' }));
  else if (!unsupported && open && view === 'UnsupportedChain') yield put(closeRequested());
}

/** Applies one wallet event; true when it ended the connection (nothing more to follow). */
function* handle(deps: WalletGateDeps, namespace: ChainNamespace, event: ProviderEvent) {
  switch (event.type) {
    case 'accountsChanged': {
      const [address] = event.accounts;
      if (!address) {
        yield call(tearDownConnection, namespace);
        return true;
      }
      const network: ReturnType<typeof selectNetworkState> = yield select(selectNetworkState);
      const caipNetworkId = network.active[namespace];
      if (caipNetworkId) yield put(accountChanged({ namespace, address, caipAddress: `${caipNetworkId}:${address}` }));
      return false;
    }
    case 'chainChanged':
      yield put(networkChanged({ namespace, caipNetworkId: `${namespace}:${event.chainId}` }));
      yield call(reviewNetworkSupport);
      return false;
    case 'disconnect':
      yield call(tearDownConnection, namespace);
      return true;
    case 'malformed':
      deps.logger.warn(`[WalletGate] ignored a malformed ${event.event} event from the wallet`);
      return false;
  }
}

/** A follower ends when its namespace disconnects or a newer connection replaces it. */
const endOf = (namespace: ChainNamespace) => (action: Action) =>
  (disconnected.match(action) || connected.match(action)) && action.payload.namespace === namespace;

/** The wallet announced again under this connector id: it may have replaced its provider (./discover.ts). */
const reannounced = (connectorId: string) => (action: Action) => connectorAnnounced.match(action) && action.payload.id === connectorId;

/** Follows one connected wallet's events until that namespace disconnects, on whichever provider it has now. */
export function* followWallet(deps: WalletGateDeps, { namespace }: Connection) {
  const ids: ReturnType<typeof selectActiveConnectorIds> = yield select(selectActiveConnectorIds);
  const connectorId = ids[namespace];
  let provider = connectorId ? deps.providers.get(connectorId) : undefined;
  while (provider) {
    const channel: EventChannel<ProviderEvent> = yield call(createProviderEventsChannel, provider);
    try {
      while (true) {
        const { event, again } = (yield race({ event: take(channel), again: take(reannounced(connectorId!)), end: take(endOf(namespace)) })) as {
          event?: ProviderEvent;
          again?: Action;
        };
        if (again) {
          if (deps.providers.get(connectorId!) === provider) continue;
          break;
        }
        if (!event) return;
        // The wallet's own disconnect ends the follower here: its `disconnected` was put from inside handle, not seen by the race.
        const ended: boolean = yield call(handle, deps, namespace, event);
        if (ended) return;
      }
    } finally {
      channel.close();
    }
    provider = deps.providers.get(connectorId!);
  }
}
