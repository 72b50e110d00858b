import { describe, expect, it } from '@jest/globals';
import { act } from '@testing-library/react';
import { ActionCreators, instrument, type LiftedStore } from '@redux-devtools/instrument';
import type { UnknownAction } from '@reduxjs/toolkit';
import { opened, pushed } from '../../../slices';
import { configure, setup } from './helpers';

/**
 * Redux DevTools time travel: the store is built with the enhancer the DevTools
 * extension uses; jumping to an earlier state must show the earlier screen, because the UI renders
 * only from state.
 */
describe('time travel', () => {
  it('shows the earlier view after jumping back to an earlier state', async () => {
    const t = setup({ enhancer: instrument() });
    const { liftedStore } = t.store as unknown as { liftedStore: LiftedStore<unknown, UnknownAction, null> };
    const jumpTo = (index: number) =>
      act(async () => {
        liftedStore.dispatch(ActionCreators.jumpToState(index));
      });

    await t.dispatch(configure({ projectId: '' })); // state 1 (no project id: no WalletConnect entry)
    await t.dispatch(opened({ view: 'Connect' })); // state 2
    await t.dispatch(pushed({ view: 'WhatIsAWallet' })); // state 3
    expect(await t.ui.findByRole('dialog', { name: 'What is a wallet?' })).toBeTruthy();
    expect(t.ui.getByRole('button', { name: 'Back' })).toBeTruthy();

    await jumpTo(2);
    expect(t.ui.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    expect(t.ui.getByText('No wallets detected in this browser')).toBeTruthy();
    expect(t.ui.queryByRole('button', { name: 'Back' })).toBeNull();

    await jumpTo(1);
    expect(t.ui.queryByRole('dialog')).toBeNull();

    await jumpTo(3);
    expect(await t.ui.findByRole('dialog', { name: 'What is a wallet?' })).toBeTruthy();
    t.unmount();
  });
});
