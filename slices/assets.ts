import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { selectWalletGate, type WalletGateRootState } from './root';

/** The kinds of image the registry keeps (SPEC §3 image registry). */
export type AssetKind = 'wallet' | 'network' | 'chain' | 'connector' | 'token' | 'currency';

/**
 * Image id → URL, per kind. Only strings: an image fetched as a blob is kept as its object URL, the Blob itself
 * stays out of the store (serializable state, time travel).
 */
export type AssetsState = Record<AssetKind, Record<string, string>>;

const initialState: AssetsState = { wallet: {}, network: {}, chain: {}, connector: {}, token: {}, currency: {} };

export const assetsSlice = createSlice({
  name: 'walletGate/assets',
  initialState,
  reducers: {
    assetImageLoaded(state, action: PayloadAction<{ kind: AssetKind; id: string; url: string }>) {
      const { kind, id, url } = action.payload;
      state[kind][id] = url;
    },
  },
});

export const { assetImageLoaded } = assetsSlice.actions;

export const selectAssets = (s: WalletGateRootState) => selectWalletGate(s).assets;
export const selectWalletImages = (s: WalletGateRootState) => selectWalletGate(s).assets.wallet;
/** The URL of a wallet image, once loaded. */
export const selectWalletImage = (s: WalletGateRootState, imageId: string | null | undefined): string | undefined =>
  imageId ? selectWalletGate(s).assets.wallet[imageId] : undefined;
