/** Plug-and-play: no React, no Redux of the site's own — one call, and WalletGate's button in the page's element. */
import { createWalletGate } from '../../../src/index';
import { demoOptions, expose } from './config';

export function mountPlain(element: HTMLElement) {
  const gate = createWalletGate(demoOptions());
  gate.mountButton(element, { label: 'Connect (plug-and-play)' });
  expose('plain', gate);
  return gate;
}

const element = document.getElementById('plain-connect');
if (element && !document.getElementById('demo-all')) mountPlain(element);
