import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../src/core/caip';
import { selectWalletGate, type WalletGateRootState } from './root';
import { accountSelected } from './walletRequests';
import { connected, disconnected } from './connection';

/**
 * Part of WalletGateState, which hosts read.
 * @public
 */
export type AccountType = 'eoa' | 'smartAccount' | 'payment';
/** What an entry of allAccounts is: an account type, or on bip122 the purpose `ordinals` */
export type AccountListType = AccountType | 'ordinals';

export interface ConnectedWalletInfo {
  name: string;
  icon?: string;
  rdns?: string;
  /** the connector type it came through */
  type: string;
}

export interface TokenBalance {
  name: string;
  symbol: string;
  chainId: string;
  address?: string;
  value: number;
  price: number;
  quantity: { decimals: string; numeric: string };
  iconUrl: string;
}

/** One namespace's account (SPEC §3). Connection status lives in the connection slice, not twice. */
export interface NamespaceAccount {
  caipAddress: string | null;
  address: string | null;
  balance: string | null;
  balanceSymbol: string | null;
  profileName: string | null;
  profileImage: string | null;
  user: { email?: string; username?: string } | null;
  tokenBalance: TokenBalance[];
  smartAccountDeployed: boolean;
  preferredAccountType: AccountType | null;
  socialProvider: string | null;
  allAccounts: { address: string; type: AccountListType }[];
  connectedWalletInfo: ConnectedWalletInfo | null;
  addressLabels: Record<string, string>;
  currentTab: number;
}

const emptyAccount: NamespaceAccount = {
  caipAddress: null,
  address: null,
  balance: null,
  balanceSymbol: null,
  profileName: null,
  profileImage: null,
  user: null,
  tokenBalance: [],
  smartAccountDeployed: false,
  preferredAccountType: null,
  socialProvider: null,
  allAccounts: [],
  connectedWalletInfo: null,
  addressLabels: {},
  currentTab: 0,
};

/**
 * Part of WalletGateState, which hosts read.
 * @public
 */
export type AccountState = Partial<Record<ChainNamespace, NamespaceAccount>>;

const initialState: AccountState = {};

export const accountSlice = createSlice({
  name: 'walletGate/account',
  initialState,
  reducers: {
    /** The wallet switched account (SPEC §4 accountsChanged): balances belong to the old one, so they go. */
    accountChanged(state, action: PayloadAction<{ namespace: ChainNamespace; caipAddress: string; address: string }>) {
      const current = state[action.payload.namespace];
      if (!current) return;
      state[action.payload.namespace] = {
        ...current,
        caipAddress: action.payload.caipAddress,
        address: action.payload.address,
        balance: null,
        balanceSymbol: null,
        tokenBalance: [],
        profileName: null,
        profileImage: null,
      };
    },
    balanceFetched(state, action: PayloadAction<{ namespace: ChainNamespace; balance: string; symbol: string }>) {
      const current = state[action.payload.namespace];
      if (!current) return;
      current.balance = action.payload.balance;
      current.balanceSymbol = action.payload.symbol;
    },
    /** The balances saga's result (SPEC §3 tokenBalance), already checked and without zero-decimal tokens. */
    tokenBalanceFetched(state, action: PayloadAction<{ namespace: ChainNamespace; tokenBalance: TokenBalance[] }>) {
      const current = state[action.payload.namespace];
      if (current) current.tokenBalance = action.payload.tokenBalance;
    },
    /** The embedded wallet's account details (SPEC §3: user, preferred account type, social provider, accounts). */
    embeddedAccountUpdated(
      state,
      action: PayloadAction<{
        namespace: ChainNamespace;
        details: Partial<Pick<NamespaceAccount, 'user' | 'preferredAccountType' | 'socialProvider' | 'smartAccountDeployed' | 'allAccounts'>>;
      }>,
    ) {
      const current = state[action.payload.namespace];
      if (current) Object.assign(current, action.payload.details);
    },
    /** The account's own name and avatar (SPEC §3 profileName, profileImage), if the account is still this one. */
    profileFetched(state, action: PayloadAction<{ namespace: ChainNamespace; address: string; name: string | null; image: string | null }>) {
      const current = state[action.payload.namespace];
      if (!current || current.address?.toLowerCase() !== action.payload.address.toLowerCase()) return;
      current.profileName = action.payload.name;
      current.profileImage = action.payload.image;
    },
    /** SPEC §3 addressLabels: the site names one of the account's addresses (its EOA, its smart account …). */
    addressLabelSet(state, action: PayloadAction<{ namespace: ChainNamespace; address: string; label: string }>) {
      const current = state[action.payload.namespace];
      if (current) current.addressLabels[action.payload.address.toLowerCase()] = action.payload.label;
    },
    tabChanged(state, action: PayloadAction<{ namespace: ChainNamespace; tab: number }>) {
      const current = state[action.payload.namespace];
      if (current) current.currentTab = action.payload.tab;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(connected, (state, { payload }) => {
      state[payload.namespace] = {
        ...emptyAccount,
        caipAddress: payload.caipAddress,
        address: payload.address,
        connectedWalletInfo: payload.walletInfo,
        allAccounts: payload.allAccounts,
      };
    });
    // Disconnect resets account data (SPEC §4).
    builder.addCase(disconnected, (state, { payload }) => {
      delete state[payload.namespace];
    });
    // The visitor picks another of the accounts the wallet shared (Account's switchers): it becomes the one used at
    // once; the wallet flows (which take the same request) point the provider at it.
    builder.addCase(accountSelected, (state, action) => {
      const current = state[action.payload.namespace];
      if (!current?.caipAddress || current.address === action.payload.address) return;
      if (!current.allAccounts.some((a) => a.address === action.payload.address)) return;
      const network = current.caipAddress.split(':').slice(0, 2).join(':');
      current.caipAddress = `${network}:${action.payload.address}`;
      current.address = action.payload.address;
      current.balance = null;
      current.balanceSymbol = null;
      current.tokenBalance = [];
      current.profileName = null;
      current.profileImage = null;
    });
  },
});

export const { accountChanged, addressLabelSet, balanceFetched, embeddedAccountUpdated, profileFetched, tabChanged, tokenBalanceFetched } =
  accountSlice.actions;

export const selectAccounts = (s: WalletGateRootState) => selectWalletGate(s).account;
export const selectAccount = (s: WalletGateRootState, namespace: ChainNamespace) => selectWalletGate(s).account[namespace] ?? null;

export { accountSelected };
