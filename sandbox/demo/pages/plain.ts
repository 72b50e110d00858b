/** Plug-and-play: no React, no Redux of the site's own — one call and a button. */
import { createWalletGate } from '../../../src/index';
import { demoOptions, expose } from './config';

export function mountPlain(button: HTMLButtonElement) {
  const gate = createWalletGate(demoOptions());
  button.addEventListener('click', () => void gate.open());
  button.disabled = false;
  expose('plain', gate);
  return gate;
}

const button = document.getElementById('plain-connect');
if (button instanceof HTMLButtonElement && !document.getElementById('demo-all')) mountPlain(button);
