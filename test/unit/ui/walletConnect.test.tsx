import { describe, expect, it } from '@jest/globals';
import userEvent from '@testing-library/user-event';
import { copyRequested, opened, pushed, type CatalogWallet } from '../../../slices';
import { catalogHighlightsLoaded } from '../../../slices/walletCatalog';
import { wcConnectRequested, wcLinkOpened, wcPairingFailed, wcUriReceived } from '../../../slices/walletConnect';
import { configure, useModalUnderTest } from './helpers';

/** The WalletConnect views: state set with the slices' actions, clicks checked by what they ask. */
const start = useModalUnderTest();

const URI = `wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=${'ab'.repeat(32)}`;
const RAINBOW: CatalogWallet = {
  id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
  name: 'Rainbow',
  homepage: 'https://rainbow.me',
  image_id: 'img-rainbow',
  order: 1,
  mobile_link: 'rainbow:',
  desktop_link: null,
  webapp_link: 'https://app.rainbow.me',
  app_store: null,
  play_store: null,
  chrome_store: null,
  app_type: 'wallet',
  chains: ['eip155:1'],
  rdns: 'me.rainbow',
  injected: null,
  badge_type: 'none',
};

async function onView(view: 'ConnectingWalletConnect' | 'ConnectingWalletConnectBasic', data?: Record<string, string>) {
  const t = start();
  await t.dispatch(configure());
  await t.dispatch(opened({ view: 'Connect' }));
  await t.dispatch(pushed({ view, ...(data ? { data } : {}) }));
  return t;
}

describe('ConnectingWalletConnect', () => {
  it('waits for the URI, then shows it as a QR code named for the wallet, and copies the link', async () => {
    const user = userEvent.setup();
    const t = await onView('ConnectingWalletConnect', { walletId: 'walletConnect', name: 'WalletConnect' });
    expect(await t.ui.findByRole('progressbar', { name: 'Preparing the QR code' })).toBeTruthy();
    expect(t.ui.getByRole('heading', { name: 'Scan with your phone' })).toBeTruthy();
    expect(t.ui.getByRole('button', { name: 'Copy link' }).hasAttribute('disabled')).toBe(true);

    await t.dispatch(wcUriReceived({ uri: URI, expiry: Date.now() + 240_000 }));
    const qr = t.ui.getByRole('img', { name: 'QR code for WalletConnect' });
    expect(qr.getAttribute('data-value')).toBe(URI);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(t.ui.queryByRole('link', { name: 'Open' })).toBeNull();

    await user.click(t.ui.getByRole('button', { name: 'Copy link' }));
    expect(t.actionsOf(copyRequested.type).map((a) => a.payload)).toEqual([{ text: URI, success: { code: 'copied.link' } }]);
  });

  it('on a desktop, a catalogue wallet: its name, its desktop app beside the QR code, its web app in a new tab, each named', async () => {
    const user = userEvent.setup();
    const t = await onView('ConnectingWalletConnect', { walletId: RAINBOW.id, name: 'Rainbow' });
    await t.dispatch(catalogHighlightsLoaded({ featured: [{ ...RAINBOW, desktop_link: 'rainbow-desktop://' }], recommended: [], count: 1 }));
    await t.dispatch(wcConnectRequested({ mobile: false }));
    await t.dispatch(wcUriReceived({ uri: URI, expiry: Date.now() + 240_000 }));
    expect(await t.ui.findByRole('heading', { name: 'Scan with Rainbow' })).toBeTruthy();
    expect(t.ui.getByRole('img', { name: 'QR code for Rainbow' })).toBeTruthy();
    // the view's title names the wallet, not "WalletConnect"
    expect(t.ui.getByRole('dialog', { name: 'Rainbow' })).toBeTruthy();
    // every link says where it goes: never "Open" twice
    expect(t.ui.queryByRole('link', { name: 'Open' })).toBeNull();
    const app = t.ui.getByRole('link', { name: 'Open Rainbow' });
    const web = t.ui.getByRole('link', { name: 'Open Rainbow web app' });
    expect(app.getAttribute('href')).toBe(`rainbow-desktop://wc?uri=${encodeURIComponent(URI)}`);
    expect(app.getAttribute('target')).toBeNull();
    expect(web.getAttribute('href')).toBe(`https://app.rainbow.me/wc?uri=${encodeURIComponent(URI)}`);
    expect(web.getAttribute('target')).toBe('_blank');
    expect(web.getAttribute('rel')).toBe('noopener noreferrer');
    // SPEC §2: the mobile connect label describes the web app link
    expect(t.ui.getByText('Open and continue in a new browser tab').id).toBe(web.getAttribute('aria-describedby'));

    app.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot navigate
    await user.click(app);
    expect(t.actionsOf(wcLinkOpened.type).map((a) => a.payload)).toEqual([{ name: 'Rainbow', href: `rainbow-desktop://wc?uri=${encodeURIComponent(URI)}` }]);
  });

  it('on a phone: "Continue in Rainbow" with Try again and Copy link; the QR code is folded away for another device', async () => {
    const user = userEvent.setup();
    const t = await onView('ConnectingWalletConnect', { walletId: RAINBOW.id, name: 'Rainbow' });
    await t.dispatch(catalogHighlightsLoaded({ featured: [RAINBOW], recommended: [], count: 1 }));
    await t.dispatch(wcConnectRequested({ mobile: true }));
    expect(await t.ui.findByRole('heading', { name: 'Continue in Rainbow' })).toBeTruthy();
    expect(t.ui.getByRole('progressbar', { name: 'Preparing the link to Rainbow' })).toBeTruthy();

    await t.dispatch(wcUriReceived({ uri: URI, expiry: Date.now() + 240_000 }));
    const again = t.ui.getByRole('link', { name: 'Try again' });
    expect(again.getAttribute('href')).toBe(`rainbow://wc?uri=${encodeURIComponent(URI)}`);
    expect(t.ui.getByRole('button', { name: 'Copy link' }).hasAttribute('disabled')).toBe(false);
    expect(t.ui.getByRole('link', { name: 'Open Rainbow web app' }).getAttribute('target')).toBe('_blank');
    const other = t.ui.getByText('Use a wallet on another device').closest('details')!;
    expect(other.open).toBe(false);
    expect(other.contains(t.ui.getByRole('img', { name: 'QR code for Rainbow' }))).toBe(true);
    await user.click(t.ui.getByText('Use a wallet on another device'));
    expect(other.open).toBe(true);

    again.addEventListener('click', (event) => event.preventDefault());
    await user.click(again);
    expect(t.actionsOf(wcLinkOpened.type).map((a) => a.payload)).toEqual([{ name: 'Rainbow', href: `rainbow://wc?uri=${encodeURIComponent(URI)}` }]);
    await user.click(t.ui.getByRole('button', { name: 'Copy link' }));
    expect(t.actionsOf(copyRequested.type).map((a) => a.payload)).toEqual([{ text: URI, success: { code: 'copied.link' } }]);
  });

  it('on a phone, a declined proposal says so, with Try again for a new pairing and the wallet named on its link', async () => {
    const user = userEvent.setup();
    const t = await onView('ConnectingWalletConnect', { walletId: RAINBOW.id, name: 'Rainbow' });
    await t.dispatch(catalogHighlightsLoaded({ featured: [RAINBOW], recommended: [], count: 1 }));
    await t.dispatch(wcConnectRequested({ mobile: true }));
    await t.dispatch(wcPairingFailed({ code: 'providerText', params: { text: 'User rejected.', walletCode: 5000 } }));
    await t.dispatch(wcUriReceived({ uri: URI, expiry: Date.now() + 240_000 }));
    expect(await t.ui.findByRole('heading', { name: 'Connection declined' })).toBeTruthy();
    expect(t.ui.getByRole('link', { name: 'Open Rainbow' }).getAttribute('href')).toBe(`rainbow://wc?uri=${encodeURIComponent(URI)}`);
    await user.click(t.ui.getByRole('button', { name: 'Try again' }));
    expect(t.actionsOf(wcConnectRequested.type).length).toBe(2);
  });

  it('on a phone, a wallet without a mobile link keeps the QR code view', async () => {
    const t = await onView('ConnectingWalletConnect', { walletId: RAINBOW.id, name: 'Rainbow' });
    await t.dispatch(catalogHighlightsLoaded({ featured: [{ ...RAINBOW, mobile_link: null }], recommended: [], count: 1 }));
    await t.dispatch(wcConnectRequested({ mobile: true }));
    await t.dispatch(wcUriReceived({ uri: URI, expiry: Date.now() + 240_000 }));
    expect(await t.ui.findByRole('heading', { name: 'Scan with Rainbow' })).toBeTruthy();
    expect(t.ui.queryByRole('link', { name: 'Try again' })).toBeNull();
  });

  it('on a declined proposal says so over the fresh QR code, and asks again on Try again', async () => {
    const user = userEvent.setup();
    const t = await onView('ConnectingWalletConnect', { walletId: 'walletConnect', name: 'WalletConnect' });
    await t.dispatch(wcPairingFailed({ code: 'providerText', params: { text: 'User rejected.', walletCode: 5000 } }));
    expect(await t.ui.findByRole('heading', { name: 'Connection declined' })).toBeTruthy();
    expect(t.ui.getByText('User rejected.').getAttribute('role')).toBe('alert');
    await t.dispatch(wcUriReceived({ uri: URI, expiry: Date.now() + 240_000 }));
    expect(t.ui.getByRole('img', { name: 'QR code for WalletConnect' })).toBeTruthy();
    await user.click(t.ui.getByRole('button', { name: 'Try again' }));
    expect(t.types()).toContain(wcConnectRequested.type);
  });

  it('calls any other error a failure', async () => {
    const t = await onView('ConnectingWalletConnect', { walletId: 'walletConnect', name: 'WalletConnect' });
    await t.dispatch(wcPairingFailed({ code: 'somethingWentWrong' }));
    expect(await t.ui.findByRole('heading', { name: 'Connection failed' })).toBeTruthy();
  });
});

describe('ConnectingWalletConnectBasic', () => {
  it('is the QR code alone', async () => {
    const t = await onView('ConnectingWalletConnectBasic');
    expect(t.ui.getByRole('dialog', { name: 'WalletConnect' })).toBeTruthy();
    await t.dispatch(wcUriReceived({ uri: URI, expiry: Date.now() + 240_000 }));
    expect(await t.ui.findByRole('img', { name: 'QR code for WalletConnect' })).toBeTruthy();
    expect(t.ui.getByRole('dialog', { name: 'WalletConnect' })).toBeTruthy();
    expect(t.ui.queryByRole('button', { name: 'Copy link' })).toBeNull();
    expect(t.ui.queryByRole('link')).toBeNull();
  });
});
