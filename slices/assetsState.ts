/** The image registry's shape and selectors (SPEC §3); the slice (slices/assets.ts) loads with the first image. */
import { selectWalletGate, type WalletGateRootState } from './root';

/** The kinds of image the registry keeps (SPEC §3 image registry). */
export type AssetKind = 'wallet' | 'network' | 'chain' | 'connector' | 'token' | 'currency';

/**
 * Image id → URL, per kind. Only strings: an image fetched as a blob is kept as its object URL, the Blob itself
 * stays out of the store (serializable state, time travel).
 */
export type AssetsState = Record<AssetKind, Record<string, string>>;

export const initialAssetsState: AssetsState = { wallet: {}, network: {}, chain: {}, connector: {}, token: {}, currency: {} };

declare module './reducer' {
  interface LazyLoadedSlices {
    assets: AssetsState;
  }
}

export const selectAssets = (s: WalletGateRootState) => selectWalletGate(s).assets ?? initialAssetsState;
export const selectWalletImages = (s: WalletGateRootState) => selectAssets(s).wallet;
/** The URL of a wallet image, once loaded. */
export const selectWalletImage = (s: WalletGateRootState, imageId: string | null | undefined): string | undefined =>
  imageId ? selectAssets(s).wallet[imageId] : undefined;
