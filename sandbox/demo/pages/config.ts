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
