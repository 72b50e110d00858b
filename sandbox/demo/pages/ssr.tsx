/**
 * Hydrates the server-rendered host (/ssr.html) with the state the server rendered from, so the first
 * client render matches its markup. What React reports while hydrating is kept in `window.hydrationErrors` too
 * (test/e2e/ssr.e2e.ts reads it).
 */
import { hydrateRoot } from 'react-dom/client';
import { createWalletGate } from '../../../src/react/index';
import type { WalletGateRootState } from '../../../slices';
import { expose, sandboxDescription } from './config';
import { SsrHost, ssrOptions } from './ssrApp';

declare global {
  interface Window {
    hydrationErrors?: string[];
  }
}

const root = document.getElementById('ssr-root');
const stateScript = document.getElementById('ssr-state');
if (root && stateScript?.textContent) {
  const serverState = JSON.parse(stateScript.textContent) as WalletGateRootState;
  const gate = createWalletGate(ssrOptions(sandboxDescription()));
  expose('ssr', gate);
  window.hydrationErrors = [];
  hydrateRoot(root, <SsrHost gate={gate} serverState={serverState} />, {
    onRecoverableError: (error, info) => {
      window.hydrationErrors!.push(`${error instanceof Error ? error.message : String(error)}${info.componentStack ?? ''}`);
      console.error(error);
    },
  });
}
