/**
 * Buy crypto (SPEC §3 on-ramp options and quote, §8 fallbacks, §9 limits and restricted time zones). Loaded with the
 * Buy view and its flows: importing this module injects the slice into walletGateReducer; its selectors answer the
 * initial state until the store has it. What the visitor can pick is derived from the options and the active
 * network (createSelector), never stored twice.
 */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../src/core/errors/catalogue';
import type { OnrampOptionsResponse, OnrampQuoteResponse } from '../src/core/api/onramp';
import {
  amountIssue,
  paymentLimits,
  purchaseOptionsFor,
  quoteKey,
  type BuyIssue,
  type OnrampProviderId,
  type PaymentLimits,
  type PurchaseOption,
} from '../src/core/onramp';
import { walletGateReducer } from './reducer';
import { buyContinueRequested, buyFieldChanged, buyOpened } from './onrampRequests';
import { selectWalletGate, type WalletGateRootState } from './root';
import { disconnected } from './connection';
import { selectActiveNetwork } from './selectors';

/** 'unknown' until the flows have looked where the visitor is; 'restricted' in a SPEC §9 restricted time zone. */
type BuyAvailability = 'unknown' | 'available' | 'restricted';
/** Where the options came from: the API, or the built-in sample list after it failed (SPEC §8). */
type OptionsSource = 'api' | 'sample';
/** Where the quote came from: the API, or the labelled estimate after it failed (SPEC §8). */
type QuoteSource = 'api' | 'estimate';
/** Continue: nothing yet, asking for the provider's URL, the provider's page is open, the purchase landed, or failed. */
type BuyStatus = 'idle' | 'opening' | 'waiting' | 'done' | 'failed';

export interface OnrampState {
  availability: BuyAvailability;
  /** the page runs on a phone: the provider opens in a new tab, with the SPEC §2 mobile label */
  mobile: boolean;
  options: OnrampOptionsResponse | null;
  optionsSource: OptionsSource | null;
  optionsLoading: boolean;
  /** the visitor's picks; null = the default (the network's own currency, USD, card, Coinbase) */
  purchaseCurrency: string | null;
  paymentCurrency: string;
  paymentMethod: string;
  /** fiat amount, decimal text as typed */
  amount: string;
  provider: OnrampProviderId;
  quote: OnrampQuoteResponse | null;
  quoteSource: QuoteSource | null;
  /** quoteKey of what the quote (or the one loading) is for */
  quoteFor: string | null;
  quoteLoading: boolean;
  status: BuyStatus;
  /** the provider's page, kept so the view can offer a link when the browser blocked the popup */
  providerUrl: string | null;
  /** what was bought, once it landed: amount and symbol */
  purchased: { amount: string; symbol: string } | null;
  error: ErrorInfo | null;
}

const initialOnrampState: OnrampState = {
  availability: 'unknown',
  mobile: false,
  options: null,
  optionsSource: null,
  optionsLoading: false,
  purchaseCurrency: null,
  paymentCurrency: 'USD',
  paymentMethod: 'card',
  amount: '',
  provider: 'coinbase',
  quote: null,
  quoteSource: null,
  quoteFor: null,
  quoteLoading: false,
  status: 'idle',
  providerUrl: null,
  purchased: null,
  error: null,
};

const onrampSlice = createSlice({
  name: 'walletGate/onramp',
  reducerPath: 'onramp',
  initialState: initialOnrampState,
  reducers: {
    availabilityChecked(state, action: PayloadAction<{ restricted: boolean; mobile: boolean }>) {
      state.availability = action.payload.restricted ? 'restricted' : 'available';
      state.mobile = action.payload.mobile;
    },
    optionsLoading(state) {
      state.optionsLoading = true;
    },
    optionsLoaded(state, action: PayloadAction<{ options: OnrampOptionsResponse; source: OptionsSource }>) {
      state.optionsLoading = false;
      state.options = action.payload.options;
      state.optionsSource = action.payload.source;
    },
    quoteLoading(state, action: PayloadAction<{ for: string }>) {
      state.quoteLoading = true;
      state.quoteFor = action.payload.for;
    },
    quoteLoaded(state, action: PayloadAction<{ for: string; quote: OnrampQuoteResponse; source: QuoteSource }>) {
      if (action.payload.for !== state.quoteFor) return; // the visitor changed the form meanwhile
      state.quoteLoading = false;
      state.quote = action.payload.quote;
      state.quoteSource = action.payload.source;
    },
    /** The form cannot be quoted (an amount outside the limits): no quote is shown, none is asked for. */
    quoteCleared(state) {
      state.quote = null;
      state.quoteSource = null;
      state.quoteFor = null;
      state.quoteLoading = false;
    },
    providerOpening(state) {
      state.status = 'opening';
      state.error = null;
      state.providerUrl = null;
      state.purchased = null;
    },
    providerOpened(state, action: PayloadAction<{ url: string }>) {
      state.status = 'waiting';
      state.providerUrl = action.payload.url;
    },
    providerFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    purchaseCompleted(state, action: PayloadAction<{ amount: string; symbol: string }>) {
      state.status = 'done';
      state.purchased = action.payload;
    },
    purchaseFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    // disconnect: nothing of the old account survives
    builder.addCase(disconnected, () => initialOnrampState);
    builder.addCase(buyOpened, (state) => {
      // a fresh form each time Buy opens; the options (and where the visitor is) are kept
      if (state.status !== 'waiting') {
        state.status = 'idle';
        state.error = null;
      }
    });
    builder.addCase(buyFieldChanged, (state, { payload }) => {
      switch (payload.field) {
        case 'purchaseCurrency':
          state.purchaseCurrency = payload.value;
          break;
        case 'paymentCurrency':
          state.paymentCurrency = payload.value;
          break;
        case 'paymentMethod':
          state.paymentMethod = payload.value;
          break;
        case 'amount':
          state.amount = payload.value;
          break;
        case 'provider':
          state.provider = payload.value === 'meld' ? 'meld' : 'coinbase';
          break;
      }
    });
    builder.addCase(buyContinueRequested, (state) => {
      state.error = null;
    });
  },
  selectors: {
    selectOnramp: (state) => state,
  },
});

export { buyOpened, buyFieldChanged, buyContinueRequested };

export const {
  availabilityChecked: onrampAvailabilityChecked,
  optionsLoading: onrampOptionsLoading,
  optionsLoaded: onrampOptionsLoaded,
  quoteLoading: onrampQuoteLoading,
  quoteLoaded: onrampQuoteLoaded,
  quoteCleared: onrampQuoteCleared,
  providerOpening: onrampProviderOpening,
  providerOpened: onrampProviderOpened,
  providerFailed: onrampProviderFailed,
  purchaseCompleted: onrampPurchaseCompleted,
  purchaseFailed: onrampPurchaseFailed,
} = onrampSlice.actions;

declare module './reducer' {
  interface LazyLoadedSlices {
    onramp: OnrampState;
  }
}
const injected = onrampSlice.injectInto(walletGateReducer);
export const { selectOnramp } = injected.getSelectors((s: WalletGateRootState) => selectWalletGate(s).onramp);

/** The currencies the visitor can buy on the active network (empty until the options are in). */
export const selectPurchaseOptions = createSelector([selectOnramp, selectActiveNetwork], ({ options }, network): PurchaseOption[] =>
  options && network ? purchaseOptionsFor(options, network) : [],
);

/** The currency to buy: the visitor's pick, else the network's own currency, else the first offered. */
export const selectPurchaseOption = createSelector(
  [selectOnramp, selectPurchaseOptions, selectActiveNetwork],
  ({ purchaseCurrency }, list, network): PurchaseOption | null =>
    list.find((o) => o.id === purchaseCurrency) ??
    list.find((o) => o.symbol.toLowerCase() === network?.nativeCurrency.symbol.toLowerCase()) ??
    list[0] ??
    null,
);

/** The chosen payment method's min/max (SPEC §3 payment_method_limits). */
export const selectPaymentLimits = createSelector([selectOnramp], ({ options, paymentCurrency, paymentMethod }): PaymentLimits | null =>
  options ? paymentLimits(options, paymentCurrency, paymentMethod) : null,
);

/** Why the form cannot go on yet (amount missing or outside the limits), or null. Nothing is asked of the API while it holds. */
export const selectBuyIssue = createSelector([selectOnramp, selectPaymentLimits], (state, limits): BuyIssue | null => amountIssue(state.amount, limits));

/** What a quote for the form as it is now would be for, or null when the form cannot be quoted. */
export const selectQuoteKey = createSelector([selectOnramp, selectPurchaseOption, selectBuyIssue], (state, option, issue): string | null =>
  option && !issue ? quoteKey({ currency: option.id, network: option.network, fiat: state.paymentCurrency, amount: state.amount }) : null,
);

/** The quote to show: only one for the form as it is now. */
export const selectCurrentQuote = createSelector([selectOnramp, selectQuoteKey], (state, key) =>
  key && state.quoteFor === key && state.quote && !state.quoteLoading ? { quote: state.quote, source: state.quoteSource } : null,
);
