/** The demo pages' WalletGate options, built from the sandbox description the demo server embeds (same as /sandbox.json). */
import type { WalletGateOptions } from '../../../src/index';
import type { SandboxDescription } from '../../description';

export function sandboxDescription(): SandboxDescription {
  const script = document.getElementById('sandbox-json');
  if (!script?.textContent) throw new Error('The demo page was not served by the sandbox (no sandbox description)');
  return JSON.parse(script.textContent) as SandboxDescription;
}

/** `bitcoin`: the page carries the sandbox Bitcoin wallet and configures Bitcoin testnet and signet. */
export function demoOptions(sandbox = sandboxDescription(), { bitcoin = false }: { bitcoin?: boolean } = {}): WalletGateOptions {
  return {
    projectId: sandbox.projectId,
    networks: [...sandbox.networks, ...polkadotNetworks(sandbox), ...(bitcoin ? (sandbox.bitcoinNetworks ?? []) : []), ...cosmosNetworks(sandbox)],
    metadata: {
      name: 'WalletGate Demo',
      description: 'WalletGate on the local sandbox',
      url: sandbox.urls.demo,
      icons: [`${sandbox.urls.demo}/favicon.svg`],
    },
    endpoints: sandbox.endpoints,
    // the sandbox chains have swap pools: swaps are offered on them (configuration, not a case in the widget)
    swapNetworks: sandbox.networks.filter((n) => n.caipNetworkId.startsWith('eip155:')).map((n) => n.caipNetworkId),
    ...legalOptions(sandbox),
    ...smartSessionOptions(),
    ...localeOption(),
    ...themeOptions(),
    ...defaultNetworkOption(),
  };
}

/** `?polkadot=1` adds the sandbox's Polkadot networks; without it the page loads no Polkadot code. */
function polkadotNetworks(sandbox: SandboxDescription) {
  if (typeof location === 'undefined' || new URLSearchParams(location.search).get('polkadot') !== '1') return [];
  return sandbox.polkadotNetworks ?? [];
}

/** `?cosmos=1` adds Cosmos Hub: with no adapter, WalletConnect serves it (getWalletProvider('cosmos')). */
function cosmosNetworks(sandbox: SandboxDescription) {
  if (typeof location === 'undefined' || new URLSearchParams(location.search).get('cosmos') !== '1') return [];
  return sandbox.cosmosNetworks ?? [];
}

/** `?smartSessions=1` turns on smart sessions (SPEC §1, off by default): Account lists the smart account's sessions. */
function smartSessionOptions(): Partial<WalletGateOptions> {
  if (typeof location === 'undefined' || new URLSearchParams(location.search).get('smartSessions') !== '1') return {};
  const legal = new URLSearchParams(location.search).get('legal') === '1';
  return { features: { ...(legal ? { legalCheckbox: true } : {}), smartSessions: true } };
}

/** `?locale=ar` opens the page in that language; without it, the browser's languages choose. */
function localeOption(): Partial<WalletGateOptions> {
  const locale = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('locale');
  return locale ? { locale } : {};
}

let menuBound = false;

/**
 * The page's language menu shows `?locale=`; choosing a language loads the code that switches every
 * instance on the page (./languageMenu), so the demo's first bundle carries only this.
 */
function bindLanguageMenu() {
  const menu = document.getElementById('demo-locale');
  if (menuBound || !(menu instanceof HTMLSelectElement)) return;
  menuBound = true;
  menu.value = new URLSearchParams(location.search).get('locale') ?? '';
  menu.addEventListener('change', () => void import(/* webpackChunkName: "demo-language-menu" */ './languageMenu').then((m) => m.switchLanguage(menu.value || null)));
}


type DemoTheme = 'light' | 'dark' | 'system';
const isDemoTheme = (value: string | null): value is DemoTheme => value === 'light' || value === 'dark' || value === 'system';

/** `?theme=light|dark` fixes the modal's theme (and the page's); without it both follow the visitor's OS. */
function themeFromQuery(): DemoTheme {
  if (typeof location === 'undefined') return 'system';
  const value = new URLSearchParams(location.search).get('theme');
  return isDemoTheme(value) ? value : 'system';
}

function themeOptions(): Partial<WalletGateOptions> {
  const mode = themeFromQuery();
  return mode === 'system' ? {} : { themeMode: mode };
}

/** The page itself follows the chosen theme too (its colours are Canvas / CanvasText). */
function applyPageTheme(mode: DemoTheme) {
  document.documentElement.style.colorScheme = mode === 'system' ? '' : mode;
}

interface Themeable {
  setThemeMode(mode: DemoTheme): void;
}

/**
 * The header's theme switch: every instance on the page takes the choice at once, and the URL keeps it
 * (`?theme=`), so a reload or a shared link shows the same theme.
 */
function wireThemeSwitch() {
  if (typeof document === 'undefined') return;
  const select = document.getElementById('demo-theme') as HTMLSelectElement | null;
  const initial = themeFromQuery();
  applyPageTheme(initial);
  if (!select) return;
  select.value = initial;
  select.addEventListener('change', () => {
    const mode = isDemoTheme(select.value) ? select.value : 'system';
    applyPageTheme(mode);
    for (const exposed of Object.values(window.walletGates ?? {})) {
      const gate = (exposed as { gate?: Themeable }).gate ?? (exposed as Themeable);
      gate.setThemeMode?.(mode);
    }
    const url = new URL(location.href);
    if (mode === 'system') url.searchParams.delete('theme');
    else url.searchParams.set('theme', mode);
    history.replaceState(null, '', url);
  });
}
wireThemeSwitch();

/** `?defaultNetwork=<caip-2>` passes that option: one the networks lack shows the configuration error (SPEC §8). */
function defaultNetworkOption(): Partial<WalletGateOptions> {
  const id = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('defaultNetwork');
  return id ? ({ defaultNetwork: id } as Partial<WalletGateOptions>) : {};
}

/**
 * `?legal=1` turns on the legal checkbox (SPEC §1), linking to the demo's own pages; `?collapseWallets=1` folds the
 * wallets behind one "Continue with a wallet" entry.
 */
function legalOptions(sandbox: SandboxDescription): Partial<WalletGateOptions> {
  const query = typeof location === 'undefined' ? new URLSearchParams() : new URLSearchParams(location.search);
  const collapse = query.get('collapseWallets') === '1' ? { collapseWallets: true } : {};
  if (query.get('legal') !== '1') return query.has('collapseWallets') ? { features: collapse } : {};
  return {
    features: { legalCheckbox: true, ...collapse },
    termsConditionsUrl: `${sandbox.urls.demo}/terms`,
    privacyPolicyUrl: `${sandbox.urls.demo}/privacy`,
  };
}

declare global {
  interface Window {
    walletGates?: Record<string, unknown>;
  }
}

/** Lets people (and browser tests) reach each instance from the console. */
export function expose(name: string, instance: unknown) {
  window.walletGates = { ...window.walletGates, [name]: instance };
  bindLanguageMenu();
}

/**
 * On `/`, where three instances share the page, each names itself (`instanceId`): its stored connection and its
 * WalletConnect sessions are its own, so connecting one never makes another restore that connection after a reload.
 * A page with one instance keeps SPEC §3's plain storage keys.
 */
export const nameOnSharedPage = (instanceId: string): { instanceId?: string } =>
  document.getElementById('demo-all') ? { instanceId } : {};
