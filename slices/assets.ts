/** The image registry slice. Importing this module injects it into walletGateReducer. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { walletGateReducer } from './reducer';
import { initialAssetsState, type AssetKind } from './assetsState';

export * from './assetsState';

export const assetsSlice = createSlice({
  name: 'walletGate/assets',
  initialState: initialAssetsState,
  reducers: {
    assetImageLoaded(state, action: PayloadAction<{ kind: AssetKind; id: string; url: string }>) {
      const { kind, id, url } = action.payload;
      state[kind][id] = url;
    },
  },
});

export const { assetImageLoaded } = assetsSlice.actions;

walletGateReducer.inject({ reducerPath: 'assets', reducer: assetsSlice.reducer });
