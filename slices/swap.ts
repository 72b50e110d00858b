/**
 * Swap (SPEC §3: quotes, tokens, allowance, gas price): the pair, the amount typed, the quotes, where the swap is
 * (approving, swapping, each wait) and the last error as {code, message}. Loaded with the swap feature: importing
 * this module injects the slice into walletGateReducer; its selectors answer the initial state until then.
 */
import { createEntityAdapter, createSelector, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../src/core/errors/catalogue';
import type { SwapQuote, SwapToken } from '../src/core/api/convert';
import type { TokenBalance } from '../src/core/api/account';
import { nativeBalanceOf } from '../src/core/balances';
import { parseAmount } from '../src/core/send';
import { balanceOf, isNativeSwapToken, isSwapNetwork, minimumReceived, SWAP_GAS_UNITS, swapIssue, toDecimal, type SwapIssue } from '../src/core/swap';
import { gasCostInUSD } from '../src/core/send';
import { accountChanged, selectAccounts } from './account';
import { disconnected } from './connection';
import { walletGateReducer } from './reducer';
import { selectWalletGate, type WalletGateRootState } from './root';
import { selectActiveNetwork, selectCurrentNamespace } from './selectors';
import { selectConfig } from './options';
import { swapAmountChanged, swapConfirmed, swapFlipped, swapTokenSelected } from './swapRequests';

type SwapTokensStatus = 'idle' | 'loading' | 'ready' | 'failed';
/** 'waiting': the input changed, the SPEC §9 300 ms wait runs; 'loading': the request is out */
type SwapQuoteStatus = 'idle' | 'waiting' | 'loading' | 'ready' | 'failed';
/** Where a confirmed swap is: each wait the visitor sees has its own step. */
export type SwapPhase = 'editing' | 'checkingAllowance' | 'approving' | 'approveMining' | 'building' | 'swapping' | 'swapMining';

const tokensAdapter = createEntityAdapter<SwapToken, string>({ selectId: (t) => t.address });

export interface SwapState {
  /** the network the tokens belong to (CAIP-2) */
  network: string | null;
  tokens: EntityState<SwapToken, string>;
  tokensStatus: SwapTokensStatus;
  /** CAIP-10 ids of the chosen tokens */
  from: string | null;
  to: string | null;
  /** decimal text as typed */
  fromAmount: string;
  quotes: SwapQuote[];
  quoteStatus: SwapQuoteStatus;
  /** what the quotes answer (from|to|base units): a quote for other input is never shown */
  quoteKey: string | null;
  /** base units the router may take, as text; null until read */
  allowance: string | null;
  /** wei as text (SPEC §7 gas-price, the standard figure) */
  gasPrice: string | null;
  phase: SwapPhase;
  approveHash: string | null;
  swapHash: string | null;
  error: ErrorInfo | null;
}

const initialSwapState: SwapState = {
  network: null,
  tokens: tokensAdapter.getInitialState(),
  tokensStatus: 'idle',
  from: null,
  to: null,
  fromAmount: '',
  quotes: [],
  quoteStatus: 'idle',
  quoteKey: null,
  allowance: null,
  gasPrice: null,
  phase: 'editing',
  approveHash: null,
  swapHash: null,
  error: null,
};

/** What tracking may report of a swap: flat and secret-free. */
export interface SwapTracking {
  network: string;
  from: string;
  to: string;
  amount: string;
}

/** The input changed: the old quote no longer answers it. */
function inputChanged(state: SwapState) {
  state.quotes = [];
  state.quoteKey = null;
  state.allowance = null;
  state.error = null;
  state.quoteStatus = state.from && state.to && state.fromAmount.trim() ? 'waiting' : 'idle';
}

const swapSlice = createSlice({
  name: 'walletGate/swap',
  reducerPath: 'swap',
  initialState: initialSwapState,
  reducers: {
    tokensLoading(state, action: PayloadAction<{ network: string }>) {
      if (state.network !== action.payload.network) return { ...initialSwapState, network: action.payload.network, tokensStatus: 'loading' as const };
      state.tokensStatus = 'loading';
      state.error = null;
      return undefined;
    },
    /** The network's tokens; the native currency is picked to pay with when nothing is chosen yet. */
    tokensLoaded(state, action: PayloadAction<{ network: string; tokens: SwapToken[] }>) {
      if (state.network !== action.payload.network) return;
      tokensAdapter.setAll(state.tokens, action.payload.tokens);
      state.tokensStatus = 'ready';
      const ids = new Set(action.payload.tokens.map((t) => t.address));
      if (state.from && !ids.has(state.from)) state.from = null;
      if (state.to && !ids.has(state.to)) state.to = null;
      state.from ??= action.payload.tokens.find((t) => isNativeSwapToken(t.address))?.address ?? null;
    },
    tokensFailed(state, action: PayloadAction<ErrorInfo>) {
      state.tokensStatus = 'failed';
      state.error = action.payload;
    },
    /** SPEC §8 'Network not supported for Swaps': nothing to swap here. */
    unsupported(state, action: PayloadAction<{ network: string | null; error: ErrorInfo }>) {
      return { ...initialSwapState, network: action.payload.network, tokensStatus: 'failed' as const, error: action.payload.error };
    },
    gasPriceFetched(state, action: PayloadAction<{ gasPrice: string | null }>) {
      state.gasPrice = action.payload.gasPrice;
    },
    /** Nothing the API could quote (more than the visitor holds, an invalid amount): the form says why itself. */
    quoteSkipped(state) {
      if (state.quoteStatus === 'waiting') state.quoteStatus = 'idle';
    },
    quoteLoading(state, action: PayloadAction<{ key: string }>) {
      state.quoteStatus = 'loading';
      state.quoteKey = action.payload.key;
    },
    quotesReceived(state, action: PayloadAction<{ key: string; quotes: SwapQuote[] }>) {
      if (state.quoteKey !== action.payload.key) return;
      state.quotes = action.payload.quotes;
      state.quoteStatus = action.payload.quotes.length ? 'ready' : 'failed';
      state.error = action.payload.quotes.length ? null : { code: 'swap.noQuote' };
    },
    quoteFailed(state, action: PayloadAction<{ key: string; error: ErrorInfo }>) {
      if (state.quoteKey !== action.payload.key) return;
      state.quoteStatus = 'failed';
      state.error = action.payload.error;
    },
    allowanceChecking(state) {
      state.phase = 'checkingAllowance';
      state.error = null;
    },
    allowanceFetched(state, action: PayloadAction<{ allowance: string }>) {
      state.allowance = action.payload.allowance;
    },
    approveStarted(state) {
      state.phase = 'approving';
    },
    approveSent(state, action: PayloadAction<{ hash: string }>) {
      state.phase = 'approveMining';
      state.approveHash = action.payload.hash;
    },
    approveMined(state, action: PayloadAction<{ allowance: string }>) {
      state.allowance = action.payload.allowance;
    },
    buildStarted(state) {
      state.phase = 'building';
    },
    swapSendStarted(state, _action: PayloadAction<SwapTracking>) {
      state.phase = 'swapping';
    },
    swapSent(state, action: PayloadAction<{ hash: string }>) {
      state.phase = 'swapMining';
      state.swapHash = action.payload.hash;
    },
    /** Mined: the form starts over on the same pair. */
    swapSucceeded(state, _action: PayloadAction<SwapTracking & { hash: string }>) {
      state.phase = 'editing';
      state.fromAmount = '';
      state.quotes = [];
      state.quoteKey = null;
      state.quoteStatus = 'idle';
      state.allowance = null;
      state.approveHash = null;
      state.swapHash = null;
      state.error = null;
    },
    /** Failed or declined: the amounts stay as entered, with the reason. */
    swapFailed(state, action: PayloadAction<SwapTracking & { error: ErrorInfo }>) {
      state.phase = 'editing';
      state.error = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    // disconnect or another account: nothing of the old one survives
    builder.addCase(disconnected, () => initialSwapState);
    builder.addCase(accountChanged, () => initialSwapState);
    builder.addCase(swapTokenSelected, (state, { payload }) => {
      const other = payload.side === 'from' ? 'to' : 'from';
      // picking the other side's token swaps the two, as a visitor means it
      if (state[other] === payload.address) state[other] = state[payload.side];
      state[payload.side] = payload.address;
      inputChanged(state);
    });
    builder.addCase(swapAmountChanged, (state, { payload }) => {
      state.fromAmount = payload;
      inputChanged(state);
    });
    builder.addCase(swapFlipped, (state) => {
      [state.from, state.to] = [state.to, state.from];
      inputChanged(state);
    });
    builder.addCase(swapConfirmed, (state) => {
      state.error = null;
    });
  },
  selectors: {
    selectSwap: (state) => state,
  },
});

export const {
  tokensLoading: swapTokensLoading,
  tokensLoaded: swapTokensLoaded,
  tokensFailed: swapTokensFailed,
  unsupported: swapUnsupported,
  gasPriceFetched: swapGasPriceFetched,
  quoteSkipped: swapQuoteSkipped,
  quoteLoading: swapQuoteLoading,
  quotesReceived: swapQuotesReceived,
  quoteFailed: swapQuoteFailed,
  allowanceChecking: swapAllowanceChecking,
  allowanceFetched: swapAllowanceFetched,
  approveStarted: swapApproveStarted,
  approveSent: swapApproveSent,
  approveMined: swapApproveMined,
  buildStarted: swapBuildStarted,
  swapSendStarted,
  swapSent,
  swapSucceeded,
  swapFailed,
} = swapSlice.actions;

declare module './reducer' {
  interface LazyLoadedSlices {
    swap: SwapState;
  }
}
const injected = swapSlice.injectInto(walletGateReducer);
export const { selectSwap } = injected.getSelectors((s: WalletGateRootState) => selectWalletGate(s).swap);

const tokenSelectors = tokensAdapter.getSelectors((s: WalletGateRootState) => selectSwap(s).tokens);
export const selectSwapTokens = tokenSelectors.selectAll;
export const selectSwapFromToken = (s: WalletGateRootState) => {
  const { from } = selectSwap(s);
  return from ? (tokenSelectors.selectById(s, from) ?? null) : null;
};
export const selectSwapToToken = (s: WalletGateRootState) => {
  const { to } = selectSwap(s);
  return to ? (tokenSelectors.selectById(s, to) ?? null) : null;
};

/** Swaps are offered on the active network (SPEC §9 list, or the site's `swapNetworks`). */
export const selectSwapsSupported = createSelector([selectActiveNetwork, selectConfig], (network, config) =>
  isSwapNetwork(network?.caipNetworkId, config?.swapNetworks),
);

/** The account's balances on the active network (the account slice's, never copied). */
export const selectSwapBalances = createSelector(
  [selectAccounts, selectCurrentNamespace, selectActiveNetwork],
  (accounts, namespace, network): TokenBalance[] => (accounts[namespace]?.tokenBalance ?? []).filter((b) => !network || b.chainId === network.caipNetworkId),
);

export const selectSwapFromBalance = createSelector([selectSwapFromToken, selectSwapBalances], balanceOf);
export const selectSwapToBalance = createSelector([selectSwapToToken, selectSwapBalances], balanceOf);

/** The amount to pay in base units, or null while it is not a valid amount of the chosen token. */
export const selectSwapAmount = createSelector([selectSwap, selectSwapFromToken], (swap, from): bigint | null =>
  from ? parseAmount(swap.fromAmount, from.decimals) : null,
);

/** What a quote for the current input is keyed by; null while there is nothing to quote. */
export const selectSwapQuoteKey = createSelector([selectSwap, selectSwapAmount], (swap, amount) =>
  swap.from && swap.to && amount !== null && amount > 0n ? `${swap.from}|${swap.to}|${amount}` : null,
);

/** The quote answering the current input (SPEC §3 quotes: the first is the one offered). */
export const selectSwapQuote = createSelector([selectSwap, selectSwapQuoteKey], (swap, key) =>
  swap.quoteStatus === 'ready' && key !== null && swap.quoteKey === key ? (swap.quotes[0] ?? null) : null,
);

/** Whether the swap needs an approval first: an ERC-20 whose allowance (once read) is below the amount. */
export const selectSwapNeedsApproval = createSelector([selectSwap, selectSwapAmount], (swap, amount) =>
  swap.from !== null && !isNativeSwapToken(swap.from) && (swap.allowance === null || amount === null || BigInt(swap.allowance) < amount),
);

export interface SwapDetails {
  /** decimal text of what the quote gives */
  toAmount: string;
  /** how much of `to` one `from` gives */
  rate: number;
  minimumReceived: string;
  priceImpact: number | null;
  /** USD, null until the gas price is known */
  networkFeeUSD: number | null;
  fromValueUSD: number | null;
  toValueUSD: number | null;
}

export const selectSwapDetails = createSelector(
  [selectSwapQuote, selectSwapFromToken, selectSwapToToken, selectSwap, selectSwapBalances, selectActiveNetwork, selectSwapFromBalance, selectSwapToBalance, selectSwapNeedsApproval],
  (quote, from, to, swap, balances, network, fromHeld, toHeld, needsApproval): SwapDetails | null => {
    if (!quote || !from || !to) return null;
    const fromAmount = Number(toDecimal(quote.fromAmount, from.decimals));
    const toAmount = toDecimal(quote.toAmount, to.decimals);
    const nativePrice = network ? (nativeBalanceOf(balances, network.caipNetworkId)?.price ?? 0) : 0;
    const units = SWAP_GAS_UNITS.swap + (needsApproval ? SWAP_GAS_UNITS.approve : 0n);
    return {
      toAmount,
      rate: fromAmount > 0 ? Number(toAmount) / fromAmount : 0,
      minimumReceived: toDecimal(minimumReceived(BigInt(quote.toAmount)), to.decimals),
      priceImpact: quote.priceImpact === undefined ? null : Number(quote.priceImpact),
      networkFeeUSD: swap.gasPrice === null ? null : gasCostInUSD(BigInt(swap.gasPrice), units, nativePrice),
      fromValueUSD: fromHeld ? fromAmount * fromHeld.price : null,
      toValueUSD: toHeld ? Number(toAmount) * toHeld.price : null,
    };
  },
);

/** Why the swap cannot be reviewed yet (the form's button says it), or null. */
export const selectSwapIssue = createSelector(
  [selectSwap, selectSwapFromToken, selectSwapToToken, selectSwapFromBalance, selectSwapQuote],
  (swap, from, to, held, quote): SwapIssue | null =>
    swapIssue({
      from,
      to,
      amount: swap.fromAmount,
      held,
      quoteReady: quote !== null,
      quoteLoading: swap.quoteStatus === 'waiting' || swap.quoteStatus === 'loading',
    }),
);

/** A confirmed swap is on its way (approving, building, swapping or waiting for a block). */
export const selectSwapBusy = (s: WalletGateRootState) => selectSwap(s).phase !== 'editing';
