/** Plug-and-play: no React, no Redux of the site's own — one call, and WalletGate's button in the page's element. */
import { createWalletGate } from '../../../src/index';
import { demoOptions, expose, nameOnSharedPage } from './config';

export function mountPlain(element: HTMLElement, { bitcoin = false }: { bitcoin?: boolean } = {}) {
  const gate = createWalletGate({ ...demoOptions(undefined, { bitcoin }), ...nameOnSharedPage('plain') });
  gate.mountButton(element, { label: 'Connect (plug-and-play)' });
  expose('plain', gate);
  return gate;
}

const element = document.getElementById('plain-connect');
// /plain.html?bitcoin=1 carries the sandbox Bitcoin wallet and configures Bitcoin testnet and signet
const bitcoin = new URLSearchParams(location.search).get('bitcoin') === '1';
if (element && !document.getElementById('demo-all')) mountPlain(element, { bitcoin });
