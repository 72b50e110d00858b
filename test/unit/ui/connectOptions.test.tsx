import { describe, expect, it } from '@jest/globals';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectorAnnounced, legalConsentChanged, opened, pushed, selectConnectSections } from '../../../slices';
import type { Connector } from '../../../src/core/connectors';
import { NETWORK, configure, useModalUnderTest } from './helpers';

/** SPEC §1 options on Connect: collapseWallets and the legal checkbox. No sagas: state set by actions, clicks checked by action. */
const start = useModalUnderTest();
const SANDBOX_WALLET: Connector = { id: 'sandbox-a', name: 'Sandbox Wallet', type: 'ANNOUNCED', chain: 'eip155', rdns: 'org.sandbox.wallet' };

describe('SPEC §1 features.collapseWallets', () => {
  it('§1 collapseWallets: the wallet list folds behind one "Continue with a wallet" entry, which opens it', async () => {
    const user = userEvent.setup();
    const t = start();
    await t.dispatch(configure({ features: { collapseWallets: true, email: false, socials: false } }));
    await t.dispatch(connectorAnnounced(SANDBOX_WALLET));
    await t.dispatch(opened({ view: 'Connect' }));
    expect(t.ui.queryByRole('button', { name: 'Sandbox Wallet Installed' })).toBeNull();
    await user.click(t.ui.getByRole('button', { name: 'Continue with a wallet' }));
    expect(t.actionsOf(pushed.type).map((a) => a.payload)).toEqual([{ view: 'ConnectWallets' }]);
    await t.dispatch(pushed({ view: 'ConnectWallets' }));
    const dialog = t.ui.getByRole('dialog', { name: 'Select Wallet' });
    expect(within(dialog).getByRole('button', { name: 'Sandbox Wallet Installed' })).toBeTruthy();
  });

  it('§1 collapseWallets off (the default): the wallets are listed on Connect', async () => {
    const t = start();
    await t.dispatch(configure({ features: { email: false, socials: false } }));
    await t.dispatch(connectorAnnounced(SANDBOX_WALLET));
    await t.dispatch(opened({ view: 'Connect' }));
    expect(t.ui.getByRole('button', { name: 'Sandbox Wallet Installed' })).toBeTruthy();
    expect(t.ui.queryByRole('button', { name: 'Continue with a wallet' })).toBeNull();
  });
});

describe('SPEC §1 features.legalCheckbox', () => {
  it('§1 legal checkbox: links to the terms and privacy policy; every wallet is disabled until it is ticked', async () => {
    const user = userEvent.setup();
    const t = start();
    await t.dispatch(
      configure({
        features: { legalCheckbox: true, email: false, socials: false },
        termsConditionsUrl: 'https://site.example/terms',
        privacyPolicyUrl: 'https://site.example/privacy',
      }),
    );
    await t.dispatch(connectorAnnounced(SANDBOX_WALLET));
    await t.dispatch(opened({ view: 'Connect' }));
    const box = await t.ui.findByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' });
    expect(t.ui.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('https://site.example/terms');
    expect(t.ui.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('https://site.example/privacy');
    expect((t.ui.getByRole('button', { name: 'Sandbox Wallet Installed' }) as HTMLButtonElement).matches(':disabled')).toBe(true);
    await user.click(box);
    expect(t.actionsOf(legalConsentChanged.type).map((a) => a.payload)).toEqual([true]);
    await t.dispatch(legalConsentChanged(true));
    expect((t.ui.getByRole('button', { name: 'Sandbox Wallet Installed' }) as HTMLButtonElement).matches(':disabled')).toBe(false);
  });
});

describe('SPEC §6 auth chains', () => {
  const POLKADOT = {
    id: '91b171bb158e2d3848fa23a9f1c25182',
    caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    name: 'Polkadot',
    nativeCurrency: { name: 'DOT', symbol: 'DOT', decimals: 10 },
    rpcUrls: { default: { http: ['https://rpc.polkadot.example'] } },
  };

  it('§6 email and social login are offered only when an auth chain (eip155 or solana) is configured', async () => {
    const t = start();
    await t.dispatch(configure({ networks: [POLKADOT] }));
    expect(t.state().walletGate.options.config?.features.email).toBe(true);
    expect(selectConnectSections(t.state())).toEqual(['wallet']);
    await t.dispatch(configure({ networks: [POLKADOT, NETWORK] }));
    expect(selectConnectSections(t.state())).toEqual(['email', 'social', 'wallet']);
  });
});
