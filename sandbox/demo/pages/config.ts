/** The demo pages' WalletGate options, built from the sandbox description the demo server embeds (same as /sandbox.json). */
import type { WalletGateOptions } from '../../../src/index';
import type { SandboxDescription } from '../../description';

export function sandboxDescription(): SandboxDescription {
  const script = document.getElementById('sandbox-json');
  if (!script?.textContent) throw new Error('The demo page was not served by the sandbox (no sandbox description)');
  return JSON.parse(script.textContent) as SandboxDescription;
}

export function demoOptions(sandbox = sandboxDescription()): WalletGateOptions {
  return {
    projectId: sandbox.projectId,
    networks: sandbox.networks,
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
    ...localeOption(),
  };
}

/** `?locale=ar` opens the page in that language (issue 19); without it, the browser's languages choose. */
function localeOption(): Partial<WalletGateOptions> {
  const locale = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('locale');
  return locale ? { locale } : {};
}

interface LocaleSwitch {
  setLocale?(locale: string | null): Promise<void>;
  /** the Redux pages expose `{ gate, store }` */
  gate?: LocaleSwitch;
}

let menuBound = false;

/** The page's language menu switches every instance on it at once, open or not, and keeps `?locale=` in the address. */
function bindLanguageMenu() {
  const menu = document.getElementById('demo-locale');
  if (menuBound || !(menu instanceof HTMLSelectElement)) return;
  menuBound = true;
  menu.value = new URLSearchParams(location.search).get('locale') ?? '';
  menu.addEventListener('change', () => {
    const locale = menu.value || null;
    for (const exposed of Object.values(window.walletGates ?? {}) as LocaleSwitch[]) void (exposed.gate ?? exposed).setLocale?.(locale);
    const url = new URL(location.href);
    if (locale) url.searchParams.set('locale', locale);
    else url.searchParams.delete('locale');
    history.replaceState(null, '', url);
  });
}

/** `?legal=1` turns on the legal checkbox (SPEC §1), linking to the demo's own pages. */
function legalOptions(sandbox: SandboxDescription): Partial<WalletGateOptions> {
  if (typeof location === 'undefined' || new URLSearchParams(location.search).get('legal') !== '1') return {};
  return {
    features: { legalCheckbox: true },
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
