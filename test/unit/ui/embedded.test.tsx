import { describe, expect, it } from '@jest/globals';
import { fireEvent } from '@testing-library/react';
import { accountConnected, connected, networkChanged, opened, smartAccountNetworksChanged } from '../../../slices';
import { accountTypeRequested, signedIn, type EmbeddedUser } from '../../../slices/embeddedWallet';
import { CHAIN } from '../../helpers/accountWorld';
import { configure, useModalUnderTest } from './helpers';

/** The embedded wallet's words on Account (issue 11 item 9): which login it is, and the account-type switch. */
const start = useModalUnderTest();

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function user(extra: Partial<EmbeddedUser>): EmbeddedUser {
  return {
    address: ADDRESS,
    chainId: 31337,
    email: null,
    userName: null,
    accounts: [{ address: ADDRESS, type: 'eoa' }],
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
    socialProvider: null,
    ...extra,
  };
}

async function onAccount(signedInAs: EmbeddedUser) {
  const t = start();
  await t.dispatch(configure());
  await t.dispatch(accountConnected({ namespace: 'eip155', caipAddress: `${CHAIN}:${ADDRESS}`, address: ADDRESS, walletInfo: { name: 'Email wallet', type: 'AUTH' } }));
  await t.dispatch(networkChanged({ namespace: 'eip155', caipNetworkId: CHAIN }));
  await t.dispatch(smartAccountNetworksChanged([31337]));
  await t.dispatch(signedIn({ user: signedInAs }));
  await t.dispatch(connected({ namespace: 'eip155' }));
  await t.dispatch(opened({ view: 'Account' }));
  return t;
}

describe('embedded wallet on Account', () => {
  it('names a Google login by its provider and username, and offers no Update email', async () => {
    const t = await onAccount(user({ socialProvider: 'google', userName: 'alice', email: 'alice@gmail.example' }));
    await t.ui.findByText('Google · alice');
    expect(t.ui.queryByText('Email wallet')).toBeNull();
    await t.ui.findByRole('button', { name: 'Use your smart account' });
    expect(t.ui.queryByRole('button', { name: 'Update email' })).toBeNull();
  });

  it('keeps Email wallet and Update email for an email login', async () => {
    const t = await onAccount(user({ email: 'bob@example.com' }));
    await t.ui.findByRole('button', { name: 'Update email' });
    expect(t.ui.getByText('Email wallet')).toBeTruthy();
    expect(t.ui.getByText('Signed in as bob@example.com')).toBeTruthy();
  });

  it('says "Use your regular account" on the smart account, and asks for the EOA', async () => {
    const t = await onAccount(user({ email: 'bob@example.com', preferredAccountType: 'smartAccount' }));
    const button = await t.ui.findByRole('button', { name: 'Use your regular account' });
    fireEvent.click(button);
    expect(t.actionsOf(accountTypeRequested.type).at(-1)?.payload).toEqual({ type: 'eoa' });
  });
});
