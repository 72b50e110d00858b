/** The demo pages' WalletGate options, built from the sandbox description the demo server embeds (same as /sandbox.json). */
import type { WalletGateOptions } from '../../../src/index';
import type { SandboxDescription } from '../../description';

export function sandboxDescription(): SandboxDescription {
  const script = document.getElementById('sandbox-json');
  if (!script?.textContent) throw new Error('The demo page was not served by the sandbox (no sandbox description)');
  return JSON.parse(script.textContent) as SandboxDescription;
}

/** `bitcoin`: the page carries the sandbox Bitcoin wallet and configures Bitcoin testnet and signet (issue 17). */
export function demoOptions(sandbox = sandboxDescription(), { bitcoin = false }: { bitcoin?: boolean } = {}): WalletGateOptions {
  return {
    projectId: sandbox.projectId,
    networks: bitcoin ? [...sandbox.networks, ...(sandbox.bitcoinNetworks ?? [])] : sandbox.networks,
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
  };
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
}
