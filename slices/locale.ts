/**
 * The language shown, recorded in the state: this slice loads with the locale loader (importing this
 * module injects it into walletGateReducer), so a page in English carries none of it. Its requests and selectors
 * are in ./localeRequests.
 */
import { createSlice } from '@reduxjs/toolkit';
import { ENGLISH_SHOWN, localeFailed, localeRequested, localeShown } from './localeRequests';
import { walletGateReducer } from './reducer';

export const localeSlice = createSlice({
  name: 'walletGate/locale',
  reducerPath: 'locale',
  initialState: ENGLISH_SHOWN,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(localeRequested, (state, action) => {
        state.requested = action.payload;
        state.failed = null;
      })
      .addCase(localeFailed, (state, action) => {
        state.failed = action.payload;
      })
      .addCase(localeShown, (state, action) => {
        state.locale = action.payload.locale;
        state.shownFor = action.payload.requested;
      });
  },
});

localeSlice.injectInto(walletGateReducer);
