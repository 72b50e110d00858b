/**
 * WalletConnect (pairing, QR code, session): a chunk of its own, loaded when the visitor is about to use it (pointer
 * over or focus on a WalletConnect entry or catalogue wallet, a move to a WalletConnect view, a pairing asked for),
 * or at once when a stored WalletConnect connection is to be restored. Opening the modal alone does not load it
 * (opening fetches <= 40 KiB). UniversalProvider is a further chunk it loads on first use.
 */
import type { Action } from '@reduxjs/toolkit';
import { opened, pushed, replaced, reset, walletConnectIntent } from '../../slices';
import { wcConnectRequested } from '../../slices/walletConnectRequests';
import { STORED } from '../../src/core/storageKeys';
import { WALLET_CONNECT_VIEWS } from '../../src/core/views';
import { WALLET_CONNECT_ID } from '../../src/core/walletConnectConnector';
import type { FeatureFlows } from '../lazy';

/** The modal opened on, or moved to, a WalletConnect view (a catalogue wallet picked, `open({ view })`). */
const movesToWalletConnect = (action: Action): boolean =>
  (opened.match(action) || pushed.match(action) || replaced.match(action) || reset.match(action)) && WALLET_CONNECT_VIEWS.has(action.payload.view);

export const walletConnectFlows: FeatureFlows = {
  name: 'walletconnect',
  load: () => import(/* webpackChunkName: "flows-walletconnect" */ '../walletconnect'),
  intake: [wcConnectRequested, walletConnectIntent],
  wakeOn: [movesToWalletConnect],
  // a stored WalletConnect connection to restore
  startNow: (deps) => Object.values(deps.storage.get(STORED.connectedConnectorIds.key, STORED.connectedConnectorIds.schema) ?? {}).includes(WALLET_CONNECT_ID),
};
