/**
 * Names (SPEC §3 "ENS state: suggestions list, loading flag", §4 name registration): what the visitor typed in
 * RegisterAccountName, the suggestions and availability looked up for it, and how a registration went. Loaded
 * with the names flows: importing this module injects the slice; its selectors answer the initial state until
 * then. The account's own name and avatar live in the account slice (profileName, profileImage), never twice.
 */
import { createEntityAdapter, createSelector, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../src/core/errors/catalogue';
import { fullName, isAccountName, nameIssue, nameLabel, type NameIssue } from '../src/core/names';
import { walletGateReducer } from './reducer';
import { nameTyped, registerNameCancelled, registerNameRequested } from './namesRequests';
import { selectWalletGate, type WalletGateRootState } from './root';
import { disconnected } from './connection';
import { accountChanged } from './account';

interface NameSuggestion {
  /** the full name, suffix included */
  name: string;
  registered: boolean;
}

/**
 * Whether the typed name is free, as the suggestions answer says (it lists the name itself, taken or not): unknown
 * while the name breaks the SPEC §5 rule, or when the answer failed or did not list it.
 */
type NameAvailability = 'unknown' | 'checking' | 'available' | 'taken';

/** Why a registration failed, when it is something the visitor can act on. */
export type RegisterFailure = 'declined' | 'taken' | 'invalidChainId';

export interface NamesState {
  /** what the visitor typed */
  input: string;
  /** suggestions for `lookedUp`, by name */
  suggestions: EntityState<NameSuggestion, string>;
  /** SPEC §3 ENS loading flag: suggestions are being fetched */
  loading: boolean;
  /** the label the suggestions and availability belong to */
  lookedUp: string | null;
  /** SPEC §8 'Error fetching name suggestions' */
  suggestionsError: ErrorInfo | null;
  availability: NameAvailability;
  /** SPEC §4 loading: a registration is under way (the wallet signs, then the API stores) */
  registering: boolean;
  /** the full name being (or just) registered, for RegisterAccountNameSuccess */
  registeringName: string | null;
  /** the registration went through */
  registered: boolean;
  /** SPEC §8 'Error registering name {name}' (message), and why, when known */
  registerError: (ErrorInfo & { reason: RegisterFailure | null }) | null;
  /** SPEC §8 'Error fetching names for address': the connected account's reverse lookup failed */
  lookupError: ErrorInfo | null;
}

const suggestionsAdapter = createEntityAdapter<NameSuggestion, string>({ selectId: (s) => s.name });
const { selectAll: selectAllSuggestions } = suggestionsAdapter.getSelectors();

const initialNamesState: NamesState = {
  input: '',
  suggestions: suggestionsAdapter.getInitialState(),
  loading: false,
  lookedUp: null,
  suggestionsError: null,
  availability: 'unknown',
  registering: false,
  registeringName: null,
  registered: false,
  registerError: null,
  lookupError: null,
};

const namesSlice = createSlice({
  name: 'walletGate/names',
  reducerPath: 'names',
  initialState: initialNamesState,
  reducers: {
    suggestionsFetched(state, action: PayloadAction<{ label: string; suggestions: NameSuggestion[] }>) {
      if (action.payload.label !== state.lookedUp) return; // typed on meanwhile
      const { label, suggestions } = action.payload;
      state.loading = false;
      state.suggestionsError = null;
      suggestionsAdapter.setAll(state.suggestions, suggestions);
      const itself = suggestions.find((s) => isAccountName(s.name) && nameLabel(s.name) === label);
      state.availability = itself ? (itself.registered ? 'taken' : 'available') : 'unknown';
    },
    suggestionsFailed(state, action: PayloadAction<{ label: string; error: ErrorInfo }>) {
      if (action.payload.label !== state.lookedUp) return;
      state.loading = false;
      state.suggestionsError = action.payload.error;
      state.availability = 'unknown';
      suggestionsAdapter.removeAll(state.suggestions);
    },
    registerStarted(state, action: PayloadAction<{ name: string }>) {
      state.registering = true;
      state.registered = false;
      state.registeringName = action.payload.name;
      state.registerError = null;
    },
    registerSucceeded(state, action: PayloadAction<{ name: string }>) {
      state.registering = false;
      state.registered = true;
      state.registeringName = action.payload.name;
      state.input = '';
      state.lookedUp = null;
      state.availability = 'unknown';
      suggestionsAdapter.removeAll(state.suggestions);
    },
    registerFailed(state, action: PayloadAction<{ name: string; error: ErrorInfo & { reason: RegisterFailure | null } }>) {
      state.registering = false;
      state.registered = false;
      state.registerError = action.payload.error;
    },
    lookupSucceeded(state) {
      state.lookupError = null;
    },
    lookupFailed(state, action: PayloadAction<ErrorInfo>) {
      state.lookupError = action.payload;
    },
  },
  extraReducers: (builder) => {
    // disconnect or another account: nothing of the old account's names survives
    builder.addCase(disconnected, () => initialNamesState);
    builder.addCase(accountChanged, () => initialNamesState);
    builder.addCase(nameTyped, (state, action) => {
      state.input = action.payload.text;
      state.registerError = null;
      const label = nameLabel(action.payload.text);
      if (label === state.lookedUp) return;
      // SPEC §5 before any call: a name that breaks the rule is never looked up
      const valid = nameIssue(action.payload.text) === null;
      state.lookedUp = valid ? label : null;
      state.loading = valid;
      state.availability = valid ? 'checking' : 'unknown';
      state.suggestionsError = null;
      suggestionsAdapter.removeAll(state.suggestions);
    });
    builder.addCase(registerNameRequested, (state) => {
      state.registerError = null;
    });
    // SPEC §4: cancel resets loading
    builder.addCase(registerNameCancelled, (state) => {
      state.registering = false;
    });
  },
  selectors: {
    selectNames: (state) => state,
  },
});

export { nameTyped, registerNameRequested, registerNameCancelled };

export const {
  suggestionsFetched,
  suggestionsFailed,
  registerStarted,
  registerSucceeded,
  registerFailed,
  lookupSucceeded,
  lookupFailed,
} = namesSlice.actions;

declare module './reducer' {
  interface LazyLoadedSlices {
    names: NamesState;
  }
}
const injected = namesSlice.injectInto(walletGateReducer);
export const { selectNames } = injected.getSelectors((s: WalletGateRootState) => selectWalletGate(s).names);

export const selectNameSuggestions = createSelector([selectNames], (names) => selectAllSuggestions(names.suggestions));

/** Why the typed name cannot be registered (SPEC §5), or null. The view shows it; the sagas refuse on it. */
export const selectNameIssue = createSelector([selectNames], (names): NameIssue | null => nameIssue(names.input));

/** The full name the typed text would register (suffix applied), or null while it breaks the rule. */
export const selectNameToRegister = createSelector([selectNames, selectNameIssue], (names, issue) =>
  issue ? null : fullName(nameLabel(names.input)),
);
