/**
 * Every visitor-facing string comes from the string tables: each view rendered in the pseudo-locale
 * (en-XA: every table string accented and bracketed) must show no plain English word — in text, names,
 * placeholders or titles — other than the data it displays (wallet, network and token names, addresses, numbers).
 * A string written into a view instead of a table shows up here as plain English.
 */
import { describe, expect, it } from '@jest/globals';
import {
  balanceFetched,
  connectRequested,
  connectorAnnounced,
  localeShown,
  opened,
  pushed,
  recentWalletsRestored,
} from '../../../slices';
import { connectedTo } from '../../helpers/connection';
import type { Connector } from '../../../src/core/connectors';
import { pseudoTables } from '../../../src/ui/i18n/pseudo';
import { registerLocale } from '../../../src/ui/i18n/registry';
import { localeView } from '../../../src/ui/i18n/localize';
// the locale slice, as the locale loader brings it: these tests show locales by dispatching what the saga puts
import '../../../slices/locale';
import { NETWORK, configure, useModalUnderTest } from './helpers';

const start = useModalUnderTest();

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';
const SANDBOX_WALLET: Connector = { id: 'sandbox-a', name: 'Sandbox Wallet', type: 'ANNOUNCED', chain: 'eip155', rdns: 'org.sandbox.wallet', imageUrl: ICON };
const RABBY: Connector = { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155', rdns: 'io.rabby' };
const NETWORK_B = { ...NETWORK, id: 31338, name: 'Sandbox B' };
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** The data these views display, and the brand names WalletGate shows as they are: never translated. */
const DATA_WORDS = new Set(['Sandbox', 'Wallet', 'Rabby', 'WalletConnect', 'ETH', 'Ether', 'EVM', 'Solana', 'Polkadot', 'Bitcoin', 'Test', 'App', 'Google', 'Apple', 'Discord', 'GitHub', 'Facebook', 'Farcaster']);

/** Every string a visitor sees or hears in `root`: text nodes and the attributes that name or describe. */
function visibleStrings(root: ShadowRoot): string[] {
  const strings: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('style')) continue;
    if (node.textContent?.trim()) strings.push(node.textContent.trim());
  }
  for (const el of root.querySelectorAll('*')) {
    for (const attr of ['aria-label', 'placeholder', 'title', 'alt', 'aria-description']) {
      const value = el.getAttribute(attr);
      if (value?.trim()) strings.push(value.trim());
    }
  }
  return strings;
}

/** The plain English words of a string: ASCII words of 3+ letters that are not data (addresses and numbers aside). */
export function plainEnglish(text: string): string[] {
  return text
    .split(/[^\w]+/)
    .filter((word) => /^[A-Za-z]{3,}$/.test(word) && !DATA_WORDS.has(word));
}

async function inPseudo() {
  registerLocale('en-XA', localeView('en-XA', pseudoTables()));
  const t = start();
  await t.dispatch(localeShown({ locale: 'en-XA', requested: 'en-XA' }));
  await t.dispatch(configure({ networks: [NETWORK, NETWORK_B], metadata: { name: 'Test App', description: '', url: 'https://app.test', icons: [] } }));
  return t;
}

async function connectedIn(t: Awaited<ReturnType<typeof inPseudo>>) {
  await t.dispatch(
    connectedTo({ caipNetworkId: 'eip155:31337', address: ADDRESS, walletInfo: { name: 'Sandbox Wallet', icon: ICON, type: 'ANNOUNCED' } }),
  );
  await t.dispatch(balanceFetched({ namespace: 'eip155', balance: '1.5', symbol: 'ETH' }));
}

describe('the views in the pseudo-locale', () => {
  it('the check finds plain English and lets data through', () => {
    expect(plainEnglish('Connect Wallet')).toEqual(['Connect']);
    expect(plainEnglish('⟦Çöññéçţ Ŵåļļéţ ···⟧')).toEqual([]);
    expect(plainEnglish('⟦Ñéţŵöŕķ: Sandbox A ·····⟧ 0x7099…dc79C8 1,500.00 ETH')).toEqual([]);
  });

  it('Connect: every string from the tables', async () => {
    const t = await inPseudo();
    await t.dispatch(connectorAnnounced(SANDBOX_WALLET));
    await t.dispatch(connectorAnnounced(RABBY));
    await t.dispatch(recentWalletsRestored([{ id: 'io.rabby', name: 'Rabby', rdns: 'io.rabby' }]));
    await t.dispatch(opened({ view: 'Connect' }));
    await t.ui.findByRole('dialog', { name: /^⟦Çöññéçţ Ŵåļļéţ/ });
    const strings = visibleStrings(t.shadow);
    expect(strings.length).toBeGreaterThan(5);
    expect(strings.flatMap((s) => plainEnglish(s).map((w) => `${w} in "${s}"`))).toEqual([]);
  });

  it('What is a wallet?, ConnectingExternal: every string from the tables', async () => {
    const t = await inPseudo();
    await t.dispatch(connectorAnnounced(SANDBOX_WALLET));
    await t.dispatch(opened({ view: 'Connect' }));
    await t.dispatch(pushed({ view: 'WhatIsAWallet' }));
    await t.ui.findByRole('dialog', { name: /^⟦Ŵĥåţ îš å ŵåļļéţ/ });
    await t.ui.findAllByRole('heading', { level: 3 });
    expect(visibleStrings(t.shadow).flatMap((s) => plainEnglish(s).map((w) => `${w} in "${s}"`))).toEqual([]);

    await t.dispatch(pushed({ view: 'ConnectingExternal', data: { connectorId: 'sandbox-a' } }));
    await t.dispatch(connectRequested({ connectorId: 'sandbox-a', namespace: 'eip155' }));
    await t.ui.findByRole('heading', { name: /^⟦Çöñţîñûé îñ Sandbox Wallet/ });
    expect(visibleStrings(t.shadow).flatMap((s) => plainEnglish(s).map((w) => `${w} in "${s}"`))).toEqual([]);
  });

  it('Account, Networks: every string from the tables', async () => {
    const t = await inPseudo();
    await connectedIn(t);
    await t.dispatch(opened({ view: 'Account' }));
    await t.ui.findByRole('tab', { name: /^⟦Ţöķéñš/ });
    expect(visibleStrings(t.shadow).flatMap((s) => plainEnglish(s).map((w) => `${w} in "${s}"`))).toEqual([]);

    await t.dispatch(pushed({ view: 'Networks' }));
    await t.ui.findByRole('dialog', { name: /^⟦Çĥööšé ñéţŵöŕķ/ });
    await t.ui.findByText('Sandbox B');
    expect(visibleStrings(t.shadow).flatMap((s) => plainEnglish(s).map((w) => `${w} in "${s}"`))).toEqual([]);
  });
});

describe('a site’s own strings (the `strings` option)', () => {
  it('replace the table’s text for their locale only, and switch with it', async () => {
    registerLocale('en-XA', localeView('en-XA', pseudoTables()));
    const t = start();
    await t.dispatch(configure({ strings: { en: { 'title.Connect': 'Sign in to Acme', 'connect.walletsHeading': 'Your wallets' } } }));
    await t.dispatch(opened({ view: 'Connect' }));
    expect(t.ui.getByRole('dialog', { name: 'Sign in to Acme' })).toBeTruthy();
    await t.dispatch(localeShown({ locale: 'en-XA', requested: 'en-XA' }));
    expect(t.ui.getByRole('dialog', { name: /^⟦Çöññéçţ Ŵåļļéţ/ })).toBeTruthy();
    await t.dispatch(localeShown({ locale: 'en', requested: 'en' }));
    expect(t.ui.getByRole('dialog', { name: 'Sign in to Acme' })).toBeTruthy();
  });
});
