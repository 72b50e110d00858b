import type { WalletGateDeps } from './deps';
import { watchModal } from './modal';
import { watchRouter } from './router';
import { watchNotifications } from './notification';
import { watchTracking } from './tracking';
import { watchAnalytics } from './analytics/index';
import { reportConfiguration } from './config';
import { watchDiscovery } from './discovery';
import { watchClipboard } from './clipboard';
import { restorePreferences } from './preferences';
import { runLazyFlows, type LazyFlows } from './lazy';
import { spawnIsolated, type Watcher } from './isolate';
import { connected, connectRequested, disconnectRequested, openRequested, switchNetworkRequested, walletSelected } from '../slices';
import {
  catalogNextPageRequested,
  catalogRetryRequested,
  catalogSearchChanged,
  opened,
  walletImageRequested,
} from '../slices';
import { STORED } from '../src/core/storageKeys';
import { remembersLogin } from './rememberedLogin';

/** Connecting and everything after it: loaded when the modal first opens, when asked for, or at once to restore. */
const WALLET_FLOWS: LazyFlows = {
  name: 'wallet',
  load: () => import(/* webpackChunkName: "flows-wallet" */ './wallet'),
  intake: [walletSelected.type, connectRequested.type, switchNetworkRequested.type, disconnectRequested.type],
  wakeOn: [openRequested.type],
  startNow: (deps) => deps.storage.get(STORED.connectionStatus.key, STORED.connectionStatus.schema) === 'connected',
};

const watchWalletFlows = (deps: WalletGateDeps) => runLazyFlows(deps, WALLET_FLOWS);

/** The wallet catalogue (featured, recommended, All Wallets, search, images): loaded when the modal first opens. */
const CATALOG_FLOWS: LazyFlows = {
  name: 'catalog',
  load: () => import(/* webpackChunkName: "flows-catalog" */ './catalog'),
  intake: [catalogNextPageRequested.type, catalogRetryRequested.type, catalogSearchChanged.type, walletImageRequested.type],
  wakeOn: [opened.type],
};

const watchCatalogFlows = (deps: WalletGateDeps) => runLazyFlows(deps, CATALOG_FLOWS);

/**
 * The account area (balances, activity, NFTs, send): loaded once a wallet connects. The intake names the
 * lazy send and transactions slices' request actions as text, so those slices stay out of the first bundle.
 */
export const ACCOUNT_FLOWS: LazyFlows = {
  name: 'account',
  load: () => import(/* webpackChunkName: "flows-account" */ './account'),
  intake: ['tokenBalancesRequested', 'opened', 'tokenSelected', 'receiverChanged', 'sendRequested'].map((a) => `walletGate/send/${a}`)
    .concat(['requested', 'moreRequested', 'endShown', 'nftsRequested'].map((a) => `walletGate/transactions/${a}`)),
  wakeOn: [connected.type],
};

const watchAccountFlows = (deps: WalletGateDeps) => runLazyFlows(deps, ACCOUNT_FLOWS);

/**
 * The embedded wallet (secure frame, email / social / Farcaster login, approvals): loaded when the email field
 * gets focus or a login is asked for, or at once when a login is remembered (SPEC §3: the session flag, or the
 * AUTH connector stored as connected). Intake as text: the creators are in slices/embeddedWalletRequests.ts.
 */
const EMBEDDED_FLOWS: LazyFlows = {
  name: 'embedded',
  load: () => import(/* webpackChunkName: "flows-embedded" */ './embedded'),
  intake: ['walletGate/embeddedWallet/emailSubmitted', 'walletGate/embeddedWallet/socialSelected', 'walletGate/embeddedWallet/farcasterRequested'],
  wakeOn: ['walletGate/embeddedWallet/emailFieldFocused'],
  startNow: remembersLogin,
};

const watchEmbeddedFlows = (deps: WalletGateDeps) => runLazyFlows(deps, EMBEDDED_FLOWS);

/**
 * Order matters once: the lazy wallet flows start buffering before anything can ask for them, and discovery
 * runs before a stored connection is restored (the restore looks for its wallet among the announced ones).
 */
const WATCHERS: Watcher[] = [
  watchModal,
  watchRouter,
  watchNotifications,
  watchTracking,
  watchAnalytics,
  watchClipboard,
  reportConfiguration,
  watchWalletFlows,
  watchCatalogFlows,
  watchAccountFlows,
  watchEmbeddedFlows,
  watchDiscovery,
  restorePreferences,
];

/** The root saga: each flow is spawned on its own, so one failing flow is logged and never stops the others. */
export function* walletGateSaga(deps: WalletGateDeps) {
  yield* spawnIsolated(WATCHERS, deps);
}
