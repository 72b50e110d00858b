import { afterEach, describe, expect, it } from '@jest/globals';
import userEvent from '@testing-library/user-event';
import {
  backRequested,
  closeRequested,
  closed,
  configFailed,
  notificationClosed,
  opened,
  pushed,
  shakeStarted,
  shown,
  themeModeChanged,
  themeVariablesChanged,
} from '../../../slices';
import { parseOptions } from '../../../src/core/options';
import { CONNECT_SECTIONS } from '../../../src/ui/views/Connect/sections';
import { configure, useModalUnderTest } from './helpers';
import { words } from '../../helpers/words';

const start = useModalUnderTest();

describe('modal shell', () => {
  it('mounts an open shadow root on <walletgate-modal> in the body and shows nothing until opened', async () => {
    const t = start();
    expect(t.host.tagName.toLowerCase()).toBe('walletgate-modal');
    expect(t.host.parentElement).toBe(document.body);
    expect(t.host.shadowRoot?.mode).toBe('open');
    expect(t.ui.queryByRole('dialog')).toBeNull();

    await t.dispatch(opened({ view: 'Connect' }));
    const dialog = t.ui.getByRole('dialog', { name: 'Connect Wallet' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('pre-renders the Connect dialog hidden while closed, runs none of its effects, and reveals that same dialog on open', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const t = start();
    await t.dispatch(configure());
    const hidden = t.shadow.querySelector('[role="dialog"]');
    expect(hidden).not.toBeNull();
    expect(t.ui.queryByRole('dialog')).toBeNull(); // out of the accessibility tree
    expect(document.activeElement).toBe(opener); // the dialog's focus effect has not run

    await t.dispatch(opened({ view: 'Connect' }));
    expect(t.ui.getByRole('dialog', { name: 'Connect Wallet' })).toBe(hidden);
    expect(document.activeElement).toBe(t.host);

    await t.dispatch(closed());
    expect(t.ui.queryByRole('dialog')).toBeNull();
    expect(t.shadow.querySelector('[role="dialog"]')).not.toBe(hidden); // the next open starts from a fresh dialog
    expect(document.activeElement).toBe(opener);
  });

  it('pre-renders nothing while closed on a view other than Connect', async () => {
    const t = start();
    await t.dispatch(opened({ view: 'Connect' }));
    await t.dispatch(pushed({ view: 'WhatIsAWallet' }));
    await t.dispatch(closed());
    expect(t.shadow.querySelector('[role="dialog"]')).toBeNull();
  });

  it('on unmount removes the host and its React tree, which then follows the store no more', async () => {
    const t = start();
    await t.dispatch(opened({ view: 'Connect' }));
    t.unmount();
    expect(document.querySelector('walletgate-modal')).toBeNull();
    expect(t.shadow.querySelector('[role="dialog"]')).toBeNull();
    // the store lives on (a host app's store outlives the modal): the unmounted UI no longer follows it
    await t.dispatch(closed());
    await t.dispatch(opened({ view: 'Connect' }));
    expect(t.shadow.querySelector('[role="dialog"]')).toBeNull();
  });

  it('renders inline inside a target when embedded', async () => {
    const target = document.createElement('div');
    document.body.append(target);
    const t = start({ target });
    expect(t.host.parentElement).toBe(target);
    await t.dispatch(opened({ view: 'Connect' }));
    expect(t.ui.getByRole('dialog', { name: 'Connect Wallet' }).hasAttribute('aria-modal')).toBe(false);
  });

  it('asks to close on Escape, on the close button and on an overlay click', async () => {
    const user = userEvent.setup();
    const t = start();
    await t.dispatch(opened({ view: 'Connect' }));

    await user.keyboard('{Escape}');
    await user.click(t.ui.getByRole('button', { name: 'Close' }));
    await user.click(t.ui.getByRole('dialog').parentElement!);
    expect(t.types().filter((type) => type === closeRequested.type)).toHaveLength(3);
    // the UI only asks; the saga decides, so the dialog is still there
    expect(t.ui.getByRole('dialog')).toBeTruthy();
  });

  it('does not ask to close when a click lands inside the card', async () => {
    const user = userEvent.setup();
    const t = start();
    await t.dispatch(opened({ view: 'Connect' }));
    await user.click(t.ui.getByRole('heading', { name: 'Connect Wallet' }));
    expect(t.types()).not.toContain(closeRequested.type);
  });

  it('shows back only with history, and back asks the router to go back', async () => {
    const user = userEvent.setup();
    const t = start();
    await t.dispatch(configure());
    await t.dispatch(opened({ view: 'Connect' }));
    expect(t.ui.queryByRole('button', { name: 'Back' })).toBeNull();

    await user.click(t.ui.getByRole('button', { name: 'What is a wallet?' }));
    expect(t.types()).toContain(pushed.type);
    expect(await t.ui.findByRole('heading', { name: 'A new way to log in' })).toBeTruthy();
    expect(t.ui.getByRole('dialog', { name: 'What is a wallet?' })).toBeTruthy();

    await user.click(t.ui.getByRole('button', { name: 'Back' }));
    expect(t.types()).toContain(backRequested.type);
  });

  it('shakes when the modal refuses to close', async () => {
    const t = start();
    await t.dispatch(opened({ view: 'Connect' }));
    const dialog = t.ui.getByRole('dialog');
    expect(dialog.className).not.toMatch(/shake/);
    await t.dispatch(shakeStarted());
    expect(dialog.className).toMatch(/shake/);
  });

  it('falls back to Connect for a view that has no screen yet', async () => {
    const t = start();
    await t.dispatch(opened({ view: 'ConnectingSiwe' }));
    expect(t.ui.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
  });
});

describe('focus', () => {
  it('starts on the first control of the view and Tab / Shift+Tab cycle inside the dialog', async () => {
    const user = userEvent.setup();
    const t = start();
    // one control in the view (the explainer): the "All wallets" entry, email and socials are switched off, and
    // without a project id there is no WalletConnect entry
    await t.dispatch(configure({ projectId: '', features: { allWallets: false, email: false, socials: false } }));
    await t.dispatch(opened({ view: 'Connect' }));
    const explainer = t.ui.getByRole('button', { name: 'What is a wallet?' });
    const close = t.ui.getByRole('button', { name: 'Close' });
    expect(t.shadow.activeElement).toBe(explainer);

    await user.tab();
    expect(t.shadow.activeElement).toBe(close);
    await user.tab();
    expect(t.shadow.activeElement).toBe(explainer);
    await user.tab({ shift: true });
    expect(t.shadow.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(t.shadow.activeElement).toBe(explainer);
  });

  it('keeps focus in the dialog on a view with no controls of its own', async () => {
    const user = userEvent.setup();
    const t = start();
    await t.dispatch(opened({ view: 'WhatIsAWallet' }));
    await t.ui.findByRole('heading', { name: 'How to get one' });
    expect(t.shadow.activeElement).toBe(t.ui.getByRole('dialog'));
    await user.tab();
    expect(t.shadow.activeElement).toBe(t.ui.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(t.types()).toContain(closeRequested.type);
  });

  it('embedded, leaves the page focus alone until the visitor navigates inside the card', async () => {
    const user = userEvent.setup();
    const input = document.createElement('input');
    const target = document.createElement('div');
    document.body.append(input, target);
    input.focus();
    const t = start({ target });
    await t.dispatch(configure());
    await t.dispatch(opened({ view: 'Connect' }));
    expect(document.activeElement).toBe(input);

    await user.click(t.ui.getByRole('button', { name: 'What is a wallet?' }));
    await t.ui.findByRole('heading', { name: 'How to get one' });
    expect(t.shadow.activeElement).toBe(t.ui.getByRole('dialog'));
  });

  it('returns focus to the opener when the modal closes', async () => {
    const opener = document.createElement('button');
    opener.textContent = 'Connect';
    document.body.append(opener);
    opener.focus();
    const t = start();
    await t.dispatch(configure());
    await t.dispatch(opened({ view: 'Connect' }));
    expect(document.activeElement).toBe(t.host);
    await t.dispatch(closed());
    expect(document.activeElement).toBe(opener);
  });

  it('returns focus to an opener inside another shadow root', async () => {
    const widget = document.createElement('div');
    document.body.append(widget);
    const widgetRoot = widget.attachShadow({ mode: 'open' });
    const opener = document.createElement('button');
    opener.textContent = 'Connect';
    widgetRoot.append(opener);
    opener.focus();
    const t = start();
    await t.dispatch(opened({ view: 'Connect' }));
    expect(widgetRoot.activeElement).toBeNull();
    await t.dispatch(closed());
    expect(widgetRoot.activeElement).toBe(opener);
  });
});

describe('Connect view', () => {
  const fakeSection = (name: string) =>
    function FakeSection() {
      return <section aria-label={name} />;
    };

  const { email, social } = CONNECT_SECTIONS;
  afterEach(() => {
    CONNECT_SECTIONS.email = email;
    CONNECT_SECTIONS.social = social;
  });

  it('shows the wallet section and the app name; no email or social fields when those features are off', async () => {
    const t = start();
    await t.dispatch(configure({ metadata: { name: 'Acme Swap', url: 'https://acme.test' }, features: { email: false, socials: false } }));
    await t.dispatch(opened({ view: 'Connect' }));
    expect(t.ui.getByText('Continue to Acme Swap')).toBeTruthy();
    expect(t.ui.getAllByRole('region')).toEqual([t.ui.getByRole('region', { name: 'Wallets' })]);
    // nothing installed: WalletConnect alone (SPEC §9: first)
    expect(t.ui.getByRole('button', { name: 'WalletConnect QR Code' })).toBeTruthy();
    expect(t.ui.queryByRole('textbox')).toBeNull();
  });

  it('renders the sections in the configured order', async () => {
    CONNECT_SECTIONS.email = fakeSection('Email');
    CONNECT_SECTIONS.social = fakeSection('Social');
    const t = start();
    await t.dispatch(configure({ features: { connectMethodsOrder: ['wallet', 'social', 'email'] } }));
    await t.dispatch(opened({ view: 'Connect' }));
    const expected = ['Wallets', 'Social', 'Email'].map((name) => t.ui.getByRole('region', { name }));
    expect(t.ui.getAllByRole('region')).toEqual(expected);
  });

  it('hides a section whose feature is off', async () => {
    CONNECT_SECTIONS.email = fakeSection('Email');
    CONNECT_SECTIONS.social = fakeSection('Social');
    const t = start();
    await t.dispatch(configure({ features: { email: false, socials: false } }));
    await t.dispatch(opened({ view: 'Connect' }));
    expect(t.ui.getByRole('region', { name: 'Wallets' })).toBeTruthy();
    expect(t.ui.queryByRole('region', { name: 'Email' })).toBeNull();
    expect(t.ui.queryByRole('region', { name: 'Social' })).toBeNull();
  });
});

describe('ConfigError view', () => {
  it('shows what is wrong with the options', async () => {
    const result = parseOptions({ projectId: 'p', networks: [] });
    if (result.ok) throw new Error('expected invalid options');
    const t = start();
    await t.dispatch(configFailed(result.error));
    await t.dispatch(opened({ view: 'ConfigError' }));
    expect(await t.ui.findByText(words(result.error))).toBeTruthy();
    expect(t.ui.getByRole('dialog', { name: 'Invalid App Configuration' })).toBeTruthy();
  });

  it('does not repeat the title when the message starts with it', async () => {
    const result = parseOptions({ projectId: 'p', networks: [{ ...NETWORK_FOR_SIWX }], siweConfig: {}, siwx: {} });
    if (result.ok) throw new Error('expected invalid options');
    const t = start();
    await t.dispatch(configFailed(result.error));
    await t.dispatch(opened({ view: 'ConfigError' }));
    expect(await t.ui.findByText('Cannot set both `siweConfig` and `siwx` options. Use only one of them.')).toBeTruthy();
  });
});

const NETWORK_FOR_SIWX = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.test'] } },
};

describe('theme', () => {
  it('sets the mode on the host and applies theme variables as custom properties', async () => {
    const t = start();
    expect(t.host.getAttribute('data-theme')).toBe('light');
    await t.dispatch(themeModeChanged('dark'));
    expect(t.host.getAttribute('data-theme')).toBe('dark');

    await t.dispatch(themeVariablesChanged({ '--wg-accent': '#ff5500', '--wg-z-index': 10, color: 'red' }));
    expect(t.host.style.getPropertyValue('--wg-accent')).toBe('#ff5500');
    expect(t.host.style.getPropertyValue('--wg-z-index')).toBe('10');
    expect(t.host.style.getPropertyValue('color')).toBe('');

    await t.dispatch(themeVariablesChanged({ '--wg-border-radius': 12 }));
    expect(t.host.style.getPropertyValue('--wg-border-radius')).toBe('12px');
  });

  it('puts its styles inside the shadow root only', () => {
    const t = start();
    expect(t.shadow.querySelector('style')?.textContent).toContain('--wg-accent');
    expect(document.head.querySelector('style')).toBeNull();
  });
});

describe('notifications', () => {
  it('announces a message politely and dismisses it', async () => {
    const user = userEvent.setup();
    const t = start();
    await t.dispatch(shown({ message: { code: 'transactionStarted' }, variant: 'success' }));
    expect(t.ui.getByRole('status').textContent).toContain('Transaction started');
    await user.click(t.ui.getByRole('button', { name: 'Dismiss' }));
    expect(t.types()).toContain(notificationClosed.type);
    expect(t.ui.queryByText('Transaction started')).toBeNull();
  });

  it('announces errors as alerts', async () => {
    const t = start();
    await t.dispatch(shown({ message: { code: 'signatureDeclined' }, variant: 'error' }));
    expect(t.ui.getByRole('alert').textContent).toContain('Signature declined');
    expect(t.ui.getByRole('status').textContent).toBe('');
  });
});
