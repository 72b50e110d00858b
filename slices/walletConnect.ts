/**
 * WalletConnect pairing (SPEC §3, §4): the URI on screen and its expiry, the wallet link the visitor opened, the
 * catalogue wallet being connected, the last pairing error. Loaded with the WalletConnect flows and views:
 * importing this module injects the slice; its selectors answer the initial state until the store has it.
 */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RecentWallet } from '../src/core/connectors';
import type { ErrorInfo } from '../src/core/errors/catalogue';
import { formatNativeUrl, formatUniversalUrl, type WalletLink } from '../src/core/walletConnect';
import { walletGateReducer } from './reducer';
import { wcConnectRequested } from './walletConnectRequests';
import { selectWalletGate, type WalletGateRootState } from './root';
import { selectCatalogWalletById } from './walletCatalog';

/** idle: nothing asked; pairing: a URI is being made or waits for a wallet; connected: a session settled */
type WalletConnectStatus = 'idle' | 'pairing' | 'connected';

export interface WalletConnectState {
  status: WalletConnectStatus;
  /** the pairing URI the QR code and links carry; null while it is being made */
  uri: string | null;
  /** when the URI stops working (ms since epoch); a new one replaces it then (SPEC §9: 4 min) */
  expiry: number | null;
  /** the wallet app link the visitor opened: stored as the deep-link choice once connected */
  linking: WalletLink | null;
  /** the catalogue wallet being connected: becomes a recent wallet once connected */
  recentWallet: RecentWallet | null;
  /** the last pairing failed (the wallet declined, the relay is unreachable) */
  error: ErrorInfo | null;
  /** the page runs on a phone: "Open" uses the wallet's mobile link, else its desktop link */
  mobile: boolean;
}

const initialWalletConnectState: WalletConnectState = {
  status: 'idle',
  uri: null,
  expiry: null,
  linking: null,
  recentWallet: null,
  error: null,
  mobile: false,
};

const walletConnectSlice = createSlice({
  name: 'walletGate/walletConnect',
  reducerPath: 'walletConnect',
  initialState: initialWalletConnectState,
  reducers: {
    uriReceived(state, action: PayloadAction<{ uri: string; expiry: number }>) {
      state.uri = action.payload.uri;
      state.expiry = action.payload.expiry;
    },
    /** The URI is spent (declined, expired, failed): a new one is on its way or Try again asks for it. */
    pairingFailed(state, action: PayloadAction<ErrorInfo>) {
      state.error = action.payload;
      state.uri = null;
      state.expiry = null;
    },
    /** The visitor opened the wallet through its app or web link ("Open"). */
    linkOpened(state, action: PayloadAction<WalletLink>) {
      state.linking = action.payload;
    },
    /** SPEC §4 finish: connected; the saga stores the deep-link choice and the recent wallet. */
    finished(state) {
      state.status = 'connected';
      state.uri = null;
      state.expiry = null;
      state.error = null;
    },
    /** SPEC §4 reset: clears URI, expiry, linking, recent wallet and status (the saga drops the stored deep link). */
    reset(state) {
      return { ...initialWalletConnectState, mobile: state.mobile };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(wcConnectRequested, (state, action) => {
      state.status = 'pairing';
      state.error = null;
      if (action.payload?.wallet !== undefined) state.recentWallet = action.payload.wallet;
      if (action.payload?.mobile !== undefined) state.mobile = action.payload.mobile;
    });
  },
  selectors: {
    selectWalletConnect: (state) => state,
  },
});

export { wcConnectRequested };

export const {
  uriReceived: wcUriReceived,
  pairingFailed: wcPairingFailed,
  linkOpened: wcLinkOpened,
  finished: wcFinished,
  reset: wcReset,
} = walletConnectSlice.actions;

declare module './reducer' {
  interface LazyLoadedSlices {
    walletConnect: WalletConnectState;
  }
}

const injected = walletConnectSlice.injectInto(walletGateReducer);
export const { selectWalletConnect } = injected.getSelectors((s: WalletGateRootState) => selectWalletGate(s).walletConnect);

export interface WalletConnectLinks {
  /** the wallet's app: its mobile link on a phone, its desktop link elsewhere, carrying the URI */
  app: WalletLink | null;
  /** the wallet's web app, opened in a new tab */
  web: WalletLink | null;
}

const NO_LINKS: WalletConnectLinks = { app: null, web: null };

/** The "Open" links of the catalogue wallet `walletId` for the URI on screen (none for the generic entry). */
export const selectWalletConnectLinks = createSelector(
  [selectWalletConnect, (s: WalletGateRootState, walletId: string | null) => (walletId ? selectCatalogWalletById(s, walletId) : undefined)],
  ({ uri, mobile }, entry): WalletConnectLinks => {
    if (!uri || !entry) return NO_LINKS;
    const app = mobile ? entry.mobile_link : entry.desktop_link;
    return {
      app: app ? { name: entry.name, href: formatNativeUrl(app, uri) } : null,
      web: entry.webapp_link ? { name: entry.name, href: formatUniversalUrl(entry.webapp_link, uri) } : null,
    };
  },
);
