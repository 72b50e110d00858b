/**
 * Send (SPEC §3 Send state) and the fetching of the token balances it picks from. Loaded with the account
 * area: importing this module injects the slice into walletGateReducer; its selectors answer the initial state
 * until the store has it. The balances themselves live in the account slice (tokenBalance), never twice; what this
 * slice keeps of them is how their fetch went (loading, the 30 s retry block's start).
 */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../src/core/errors/catalogue';
import type { TokenBalance } from './account';
import { accountChanged, selectAccounts } from './account';
import { disconnected } from './connection';
import { walletGateReducer } from './reducer';
import { sendOpened, sendReceiverChanged, sendRequested, sendTokenSelected, tokenBalancesRequested, tokenBalancesRetryRequested } from './accountRequests';
import { selectWalletGate, type WalletGateRootState } from './root';
import { selectActiveNetwork, selectCurrentNamespace } from './selectors';
import { nativeBalanceOf } from '../src/core/balances';
import { gasCostInUSD, GAS_UNITS, isReceiverAddress, looksLikeName, refusalIssue, sendDraftKey, sendIssue, type SendIssue } from '../src/core/send';

type BalancesStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

export interface SendState {
  token: TokenBalance | null;
  /** decimal text as typed */
  sendTokenAmount: string;
  /** what the visitor typed: an address or a name */
  receiverInput: string;
  /** the address the send goes to: typed, or resolved from a name */
  receiverAddress: string | null;
  receiverProfileName: string | null;
  receiverProfileImageUrl: string | null;
  /** a name is being resolved */
  resolving: boolean;
  /** SPEC §8 'Error resolving name': the typed name could not be looked up (not: no such name) */
  receiverResolveFailed: boolean;
  /** wei, decimal text (bigints are not serializable) */
  gasPrice: string | null;
  /** a send is with the wallet */
  loading: boolean;
  /**
   * The node's last preflight answer (eth_estimateGas, the balance against value + gas) and the form it was asked for
   * (sendDraftKey): its SPEC §8 refusal, or null. It speaks for the form only while the form is that one
   * (selectSendRefusal), so no change to the token, amount or receiver needs to clear it.
   */
  preflight: { draft: string; refusal: ErrorInfo | null } | null;
  balancesStatus: BalancesStatus;
  /** when the last balance fetch failed: further tries wait 30 s from here (SPEC §8, §9) */
  lastRetry: number | null;
  /** why the last balance fetch failed (e.g. the SPEC §8 timeout), shown beside 'Token Balance Unavailable' */
  balancesError: ErrorInfo | null;
}

const initialSendState: SendState = {
  token: null,
  sendTokenAmount: '',
  receiverInput: '',
  receiverAddress: null,
  receiverProfileName: null,
  receiverProfileImageUrl: null,
  resolving: false,
  receiverResolveFailed: false,
  gasPrice: null,
  loading: false,
  preflight: null,
  balancesStatus: 'idle',
  lastRetry: null,
  balancesError: null,
};

/** What tracking reports of a send (SPEC §8 SEND_*): flat and secret-free, the payload is the event's properties. */
export interface SendTracking {
  isSmartAccount: boolean;
  token: string;
  amount: string;
  network: string;
  [key: string]: string | number | boolean | null;
}

/** The form's fields reset, the balance-fetch bookkeeping kept (SPEC §4 "reset" after a send). */
const resetForm = (state: SendState): SendState => ({
  ...initialSendState,
  balancesStatus: state.balancesStatus,
  lastRetry: state.lastRetry,
  balancesError: state.balancesError,
});

const sendSlice = createSlice({
  name: 'walletGate/send',
  reducerPath: 'send',
  initialState: initialSendState,
  reducers: {
    tokenBalancesLoading(state) {
      state.balancesStatus = 'loading';
      state.balancesError = null;
    },
    tokenBalancesLoaded(state) {
      state.balancesStatus = 'ready';
      state.lastRetry = null;
      state.balancesError = null;
    },
    /** 'Token Balance Unavailable' (SPEC §8): fetching failed or the network is unsupported. */
    tokenBalancesUnavailable(state, action: PayloadAction<{ at: number; error?: ErrorInfo }>) {
      state.balancesStatus = 'unavailable';
      state.lastRetry = action.payload.at;
      state.balancesError = action.payload.error ?? null;
    },
    amountChanged(state, action: PayloadAction<string>) {
      state.sendTokenAmount = action.payload;
    },
    /** The node's preflight answered for `draft` (sendDraftKey): refused with a §8 node error, or not. Stale answers are dropped. */
    preflighted(state, action: PayloadAction<{ draft: string; refusal: ErrorInfo | null }>) {
      if (action.payload.draft === sendDraftKey(state)) state.preflight = action.payload;
    },
    receiverResolved(
      state,
      action: PayloadAction<{ input: string; address: string | null; name: string | null; imageUrl: string | null; failed?: boolean }>,
    ) {
      if (action.payload.input !== state.receiverInput) return; // the visitor typed on meanwhile
      state.resolving = false;
      state.receiverResolveFailed = action.payload.failed === true;
      state.receiverAddress = action.payload.address;
      state.receiverProfileName = action.payload.name;
      state.receiverProfileImageUrl = action.payload.imageUrl;
    },
    gasPriceFetched(state, action: PayloadAction<{ gasPrice: string | null }>) {
      state.gasPrice = action.payload.gasPrice;
    },
    sendStarted(state, _action: PayloadAction<SendTracking>) {
      state.loading = true;
    },
    sendSucceeded(state, _action: PayloadAction<SendTracking & { hash: string }>) {
      return resetForm(state);
    },
    sendFailed(state, _action: PayloadAction<SendTracking & { message: string }>) {
      state.loading = false;
    },
  },
  extraReducers: (builder) => {
    // nothing of an account outlives it: a disconnect clears, another account resets the form
    builder.addCase(disconnected, () => initialSendState);
    builder.addCase(accountChanged, (state) => resetForm(state));
    builder.addCase(sendTokenSelected, (state, action) => {
        state.token = action.payload;
    });
    builder.addCase(sendReceiverChanged, (state, action) => {
        const text = action.payload.text.trim();
        state.receiverInput = action.payload.text;
        state.receiverProfileName = null;
        state.receiverProfileImageUrl = null;
        state.receiverResolveFailed = false;
        state.receiverAddress = isReceiverAddress(text, action.payload.namespace) ? text : null;
        // something that looks like a name is resolved by the saga (SPEC §7 profile API, where the namespace has names)
        state.resolving = state.receiverAddress === null && action.payload.names && looksLikeName(text);
    });
  },
  selectors: {
    selectSend: (state) => state,
  },
});

export { tokenBalancesRequested, tokenBalancesRetryRequested, sendOpened, sendTokenSelected, sendReceiverChanged, sendRequested };

export const {
  tokenBalancesLoading,
  tokenBalancesLoaded,
  tokenBalancesUnavailable,
  amountChanged: sendAmountChanged,
  receiverResolved: sendReceiverResolved,
  preflighted: sendPreflighted,
  gasPriceFetched,
  sendStarted,
  sendSucceeded,
  sendFailed,
} = sendSlice.actions;

declare module './reducer' {
  interface LazyLoadedSlices {
    send: SendState;
  }
}
const injected = sendSlice.injectInto(walletGateReducer);
export const { selectSend } = injected.getSelectors((s: WalletGateRootState) => selectWalletGate(s).send);

/** The current namespace's token balances on the active network (SPEC §3 Send tokenBalances, derived, not copied). */
export const selectTokenBalances = createSelector(
  [selectAccounts, selectCurrentNamespace, selectActiveNetwork],
  (accounts, namespace, network): TokenBalance[] => {
    const list = accounts[namespace]?.tokenBalance ?? [];
    return network ? list.filter((b) => b.chainId === network.caipNetworkId) : list;
  },
);

/** SPEC §3 networkBalanceInUSD: what the visitor holds of the network's own currency, in USD. */
export const selectNetworkBalanceInUSD = createSelector([selectTokenBalances, selectActiveNetwork], (balances, network) =>
  network ? (nativeBalanceOf(balances, network.caipNetworkId)?.value ?? 0) : 0,
);

/** SPEC §3 gasPriceInUSD: the estimated network cost of this send, in USD (null until the gas price is known). */
export const selectGasPriceInUSD = createSelector([selectSend, selectTokenBalances, selectActiveNetwork], (send, balances, network) => {
  if (send.gasPrice === null || !network) return null;
  const nativePrice = nativeBalanceOf(balances, network.caipNetworkId)?.price ?? 0;
  return gasCostInUSD(BigInt(send.gasPrice), send.token?.address ? GAS_UNITS.erc20 : GAS_UNITS.native, nativePrice);
});

export const selectIsSmartAccount = createSelector(
  [selectAccounts, selectCurrentNamespace],
  (accounts, namespace) => accounts[namespace]?.preferredAccountType === 'smartAccount',
);

/** Why the form's own rules stop the send (SPEC §5 messages), or null: what the node's preflight waits for. */
export const selectSendFormIssue = createSelector(
  [selectSend, selectCurrentNamespace, selectNetworkBalanceInUSD, selectGasPriceInUSD, selectIsSmartAccount],
  (send, namespace, networkBalanceInUSD, gasPriceInUSD, isSmartAccount): SendIssue | null =>
    sendIssue({
      namespace,
      token: send.token,
      amount: send.sendTokenAmount,
      receiverInput: send.receiverInput,
      receiverAddress: send.receiverAddress,
      resolving: send.resolving,
      gasPrice: send.gasPrice,
      networkBalanceInUSD,
      gasPriceInUSD: gasPriceInUSD ?? 0,
      isSmartAccount,
    }),
);

/** The node's SPEC §8 refusal of the form as it stands (shown beside the amount), or null. */
export const selectSendRefusal = (state: WalletGateRootState): ErrorInfo | null => {
  const send = selectSend(state);
  return send.preflight && send.preflight.draft === sendDraftKey(send) ? send.preflight.refusal : null;
};

/**
 * Why the send cannot go yet (SPEC §5 messages, then the node's §8 refusal of this very form), or null. Views show
 * it; the send saga refuses on it.
 */
export const selectSendIssue = createSelector([selectSendFormIssue, (state: WalletGateRootState) => selectSendRefusal(state)], (issue, refusal): SendIssue | null =>
  issue ?? (refusal ? refusalIssue(refusal.code) : null),
);

