/**
 * The image registry (SPEC §3): image id → URL, per kind. Only strings: an image fetched as a blob is kept as its
 * object URL, the Blob itself stays out of the store (serializable state, time travel). Importing this module
 * injects the slice into walletGateReducer; its selectors answer the initial state until the store has it.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { walletGateReducer } from './reducer';
import { selectWalletGate, type WalletGateRootState } from './root';

/**
 * The kinds of image the registry keeps (SPEC §3 image registry).
 * @public
 */
export type AssetKind = 'wallet' | 'network' | 'chain' | 'connector' | 'token' | 'currency';

export type AssetsState = Record<AssetKind, Record<string, string>>;

const initialAssetsState: AssetsState = { wallet: {}, network: {}, chain: {}, connector: {}, token: {}, currency: {} };

const assetsSlice = createSlice({
  name: 'walletGate/assets',
  reducerPath: 'assets',
  initialState: initialAssetsState,
  reducers: {
    assetImageLoaded(state, action: PayloadAction<{ kind: AssetKind; id: string; url: string }>) {
      const { kind, id, url } = action.payload;
      state[kind][id] = url;
    },
  },
  selectors: {
    selectAssets: (state) => state,
    selectWalletImages: (state) => state.wallet,
    /** The URL of any kind of registry image, once loaded (SPEC §3 image registry). */
    selectAssetImage: (state, kind: AssetKind, id: string | null | undefined): string | undefined => (id ? state[kind][id] : undefined),
    /** The URL of a wallet image, once loaded. */
    selectWalletImage: (state, imageId: string | null | undefined): string | undefined => (imageId ? state.wallet[imageId] : undefined),
  },
});

export const { assetImageLoaded } = assetsSlice.actions;

declare module './reducer' {
  interface LazyLoadedSlices {
    assets: AssetsState;
  }
}

const injected = assetsSlice.injectInto(walletGateReducer);
export const { selectAssets, selectAssetImage, selectWalletImages, selectWalletImage } = injected.getSelectors(
  (s: WalletGateRootState) => selectWalletGate(s).assets,
);
