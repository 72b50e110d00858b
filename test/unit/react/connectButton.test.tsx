import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import { balanceFetched, restoreStarted, themeModeChanged } from '../../../slices';
import { connectedTo } from '../../helpers/connection';
import { ConnectButton, WalletGateProvider, createWalletGate, type WalletGateInstance } from '../../../src/react';
import { TEST_NETWORK } from '../../helpers/makeTestStore';

/**
 * The host page's button in both forms — React's <ConnectButton/> and the plug-and-play instance.mountButton(el) —
 * over a real headless instance (real store and sagas); state arrives as the sagas would dispatch it.
 */
// the test network, on a port where nothing listens: a headless instance must never reach a node here
const NETWORK = { ...TEST_NETWORK, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } };
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SHORT = '0x70…dc79C8'; // SPEC §9: 4 characters, then 6
const WALLET = { name: 'Sandbox Wallet', rdns: 'org.sandbox.wallet', type: 'ANNOUNCED' };

let gate: WalletGateInstance | undefined;
function createGate(extra: Partial<Parameters<typeof createWalletGate>[0]> = {}): WalletGateInstance {
  gate = createWalletGate(
    { projectId: 'test-project', networks: [NETWORK], headless: true, ...extra },
    { logger: { warn() {}, error() {} }, fetch: () => Promise.reject(new Error('offline in unit tests')) },
  );
  return gate;
}
afterEach(() => {
  gate?.destroy();
  gate = undefined;
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
});

const dispatchAll = (instance: WalletGateInstance, ...actions: UnknownAction[]) =>
  act(async () => {
    for (const action of actions) instance.store.dispatch(action);
  });
const connect = (instance: WalletGateInstance, walletInfo: { name: string; type: string; icon?: string } = WALLET) =>
  dispatchAll(
    instance,
    connectedTo({ caipNetworkId: 'eip155:31337', address: ADDRESS, walletInfo: walletInfo }),
  );

describe('<ConnectButton/>', () => {
  const renderButton = (instance: WalletGateInstance) =>
    render(
      <WalletGateProvider instance={instance}>
        <ConnectButton label="Connect (React)" />
      </WalletGateProvider>,
    );

  it('says Connect while disconnected, busy while connecting, and opens the Connect view', async () => {
    const user = userEvent.setup();
    const instance = createGate();
    renderButton(instance);
    const button = screen.getByRole('button', { name: 'Connect (React)' });
    expect(button.getAttribute('aria-busy')).toBe('false');
    await user.click(button);
    expect(instance.getState().router.view).toBe('Connect');
    await act(() => instance.close());
    // a stored session being restored: still Connect, marked busy until the wallet answers
    await dispatchAll(instance, restoreStarted({ namespaces: ['eip155'], activeNamespace: 'eip155' }));
    expect(screen.getByRole('button', { name: 'Connect (React)' }).getAttribute('aria-busy')).toBe('true');
  });

  it('becomes the account button once connected: initials, truncated address, balance, network; opens Account', async () => {
    const user = userEvent.setup();
    const instance = createGate();
    renderButton(instance);
    await connect(instance);
    const button = screen.getByRole('button', { name: `${SHORT} Sandbox A` });
    expect(button.title).toBe(ADDRESS);
    // no image: the wallet name's initial on its colour, hidden from the accessible name
    expect(button.querySelector('[aria-hidden="true"]')?.textContent).toBe('S');
    await dispatchAll(instance, balanceFetched({ namespace: 'eip155', balance: '10000', symbol: 'ETH' }));
    await user.click(screen.getByRole('button', { name: `${SHORT} 10,000.00 ETH Sandbox A` }));
    expect(instance.isOpen()).toBe(true);
    expect(instance.getState().router.view).toBe('Account');
  });

  it("shows the wallet's icon as the avatar and renders in the resolved theme", async () => {
    const instance = createGate();
    renderButton(instance);
    await connect(instance, { ...WALLET, icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>' });
    const button = screen.getByRole('button', { name: `${SHORT} Sandbox A` });
    expect(button.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(button.dataset.theme).toBe('light');
    await dispatchAll(instance, themeModeChanged('dark'));
    expect(button.dataset.theme).toBe('dark');
  });

  it('goes back to Connect on disconnect', async () => {
    const instance = createGate();
    renderButton(instance);
    await connect(instance);
    await act(() => instance.disconnect());
    expect(screen.getByRole('button', { name: 'Connect (React)' })).toBeTruthy();
  });
});

describe('instance.mountButton(el) — plug-and-play, no React', () => {
  const mount = (instance: WalletGateInstance) => {
    const el = document.createElement('walletgate-button');
    el.innerHTML = '<button disabled>fallback</button>';
    document.body.append(el);
    const unmount = instance.mountButton(el, { label: 'Connect (plug-and-play)' });
    return { el, unmount, shadow: within(el.shadowRoot as unknown as HTMLElement) };
  };

  it('renders in a shadow root and follows the store: Connect, then the account button opening Account', async () => {
    const user = userEvent.setup();
    const instance = createGate();
    const { shadow } = mount(instance);
    const button = shadow.getByRole('button', { name: 'Connect (plug-and-play)', expanded: false });
    await user.click(button);
    expect(instance.getState().router.view).toBe('Connect');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await act(() => instance.close());

    await connect(instance);
    await dispatchAll(instance, balanceFetched({ namespace: 'eip155', balance: '1.005', symbol: 'ETH' }));
    const account = shadow.getByRole('button', { name: `${SHORT} 1.01 ETH Sandbox A` });
    expect(account.title).toBe(ADDRESS);
    await user.click(account);
    expect(instance.getState().router.view).toBe('Account');
  });

  it('is removed by its unmount and by destroy()', async () => {
    const instance = createGate();
    const first = mount(instance);
    const second = mount(instance);
    first.unmount();
    expect(first.el.shadowRoot!.childNodes).toHaveLength(0);
    expect(second.el.shadowRoot!.querySelector('button')).not.toBeNull();
    instance.destroy();
    expect(second.el.shadowRoot!.childNodes).toHaveLength(0);
    // after destroy the store changes no button
    instance.store.dispatch(themeModeChanged('dark'));
    expect(second.el.shadowRoot!.childNodes).toHaveLength(0);
  });

  it('refuses an element that cannot hold a shadow root, with a clear error', () => {
    const instance = createGate();
    expect(() => instance.mountButton(document.createElement('button'))).toThrow(/cannot hold a shadow root/);
  });
});

describe('both buttons speak the locale the modal shows', () => {
  /** The React button and the plug-and-play one, side by side over one instance, with their default labels. */
  const renderBoth = (instance: WalletGateInstance, label?: string) => {
    render(
      <WalletGateProvider instance={instance}>
        <ConnectButton />
      </WalletGateProvider>,
    );
    const el = document.createElement('div');
    document.body.append(el);
    instance.mountButton(el, label ? { label } : {});
    return { react: () => screen.getByRole('button'), plain: () => within(el.shadowRoot as unknown as HTMLElement).getByRole('button') };
  };
  const names = (buttons: { react: () => HTMLElement; plain: () => HTMLElement }) => [buttons.react().textContent, buttons.plain().textContent];

  it('say Connect Wallet, then Connecting…, and follow setLocale() at runtime: Arabic right to left, German numbers', async () => {
    const instance = createGate();
    const buttons = renderBoth(instance);
    expect(names(buttons)).toEqual(['Connect Wallet', 'Connect Wallet']);
    expect(buttons.plain().getAttribute('dir')).toBe('ltr');

    await act(() => instance.setLocale('ar'));
    expect(names(buttons)).toEqual(['ربط المحفظة', 'ربط المحفظة']);
    expect([buttons.react().getAttribute('dir'), buttons.plain().getAttribute('dir')]).toEqual(['rtl', 'rtl']);
    expect(buttons.plain().getAttribute('lang')).toBe('ar');
    await dispatchAll(instance, restoreStarted({ namespaces: ['eip155'], activeNamespace: 'eip155' }));
    expect(names(buttons)).toEqual(['جارٍ الربط…', 'جارٍ الربط…']);
    expect(buttons.react().getAttribute('aria-busy')).toBe('true');

    await act(() => instance.setLocale('de'));
    expect(names(buttons)).toEqual(['Verbinden…', 'Verbinden…']);
    await connect(instance);
    await dispatchAll(instance, balanceFetched({ namespace: 'eip155', balance: '10000', symbol: 'ETH' }));
    // the account button's balance in the locale's digits and grouping, SPEC §9's 2 decimals kept
    expect(within(buttons.react()).getByText('10.000,00 ETH')).toBeTruthy();
    // each value isolated, so a right-to-left button keeps `0x70…dc79C8` and `10.000,00 ETH` in their own order
    expect(within(buttons.plain()).getByText('10.000,00 ETH').getAttribute('dir')).toBe('auto');
    expect(within(buttons.react()).getByText(SHORT).getAttribute('dir')).toBe('auto');
    expect(buttons.plain().getAttribute('dir')).toBe('ltr');

    await act(() => instance.disconnect());
    await act(() => instance.setLocale('en'));
    expect(names(buttons)).toEqual(['Connect Wallet', 'Connect Wallet']);
  });

  it("take a site's strings for the locale shown, and a label given to the button over both", async () => {
    const instance = createGate({ strings: { en: { 'button.connect': 'Sign in' }, es: { 'button.connect': 'Entrar' } } });
    const buttons = renderBoth(instance);
    expect(names(buttons)).toEqual(['Sign in', 'Sign in']);
    await act(() => instance.setLocale('es'));
    expect(names(buttons)).toEqual(['Entrar', 'Entrar']);
    // no override for connecting: the locale's own text
    await dispatchAll(instance, restoreStarted({ namespaces: ['eip155'], activeNamespace: 'eip155' }));
    expect(names(buttons)).toEqual(['Conectando…', 'Conectando…']);
    gate?.destroy();
    document.body.innerHTML = '';

    const labelled = renderBoth(createGate(), 'Connect (plug-and-play)');
    await act(() => gate!.setLocale('fr'));
    expect(labelled.plain().textContent).toBe('Connect (plug-and-play)');
    expect(labelled.react().textContent).toBe('Connecter un portefeuille');
  });
});
