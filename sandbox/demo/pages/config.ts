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
    networks: [...sandbox.networks, ...polkadotNetworks(sandbox)],
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
  };
}

/** `?polkadot=1` adds the sandbox's Polkadot networks (issue 17); without it the page loads no Polkadot code. */
function polkadotNetworks(sandbox: SandboxDescription) {
  if (typeof location === 'undefined' || new URLSearchParams(location.search).get('polkadot') !== '1') return [];
  return sandbox.polkadotNetworks ?? [];
}

/** `?smartSessions=1` turns on smart sessions (SPEC §1, off by default): Account lists the smart account's sessions. */
function smartSessionOptions(): Partial<WalletGateOptions> {
  if (typeof location === 'undefined' || new URLSearchParams(location.search).get('smartSessions') !== '1') return {};
  const legal = new URLSearchParams(location.search).get('legal') === '1';
  return { features: { ...(legal ? { legalCheckbox: true } : {}), smartSessions: true } };
}

/** `?locale=ar` opens the page in that language (issue 19); without it, the browser's languages choose. */
function localeOption(): Partial<WalletGateOptions> {
  const locale = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('locale');
  return locale ? { locale } : {};
}

let menuBound = false;

/**
 * The page's language menu (issue 19) shows `?locale=`; choosing a language loads the code that switches every
 * instance on the page (./languageMenu), so the demo's first bundle carries only this.
 */
function bindLanguageMenu() {
  const menu = document.getElementById('demo-locale');
  if (menuBound || !(menu instanceof HTMLSelectElement)) return;
  menuBound = true;
  menu.value = new URLSearchParams(location.search).get('locale') ?? '';
  menu.addEventListener('change', () => void import(/* webpackChunkName: "demo-language-menu" */ './languageMenu').then((m) => m.switchLanguage(menu.value || null)));
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
