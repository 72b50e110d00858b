import { describe, expect, it } from '@jest/globals';
import { opened } from '../../../slices';
import { connectedTo } from '../../helpers/connection';
import { configure, useModalUnderTest } from './helpers';

/** SPEC §8 texts shown where they apply. No sagas: state is set with the slices' own actions. */
const start = useModalUnderTest();
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('SPEC §8 user-facing texts', () => {
  it("§8 'Unsupported chain': the network button on a network the site did not configure (not 'Unknown network')", async () => {
    const t = start();
    await t.dispatch(configure({ allowUnsupportedChain: true }));
    await t.dispatch(
      connectedTo({ caipNetworkId: 'eip155:999', address: ADDRESS, walletInfo: { name: 'Sandbox Wallet', type: 'ANNOUNCED' } }),
    );
    await t.dispatch(opened({ view: 'Account' }));
    expect(await t.ui.findByRole('button', { name: 'Network: Unsupported chain' })).toBeTruthy();
    expect(t.ui.queryByText(/Unknown network/)).toBeNull();
  });
});
