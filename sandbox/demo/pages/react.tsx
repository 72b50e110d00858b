/** A React app: the provider, <ConnectButton/> and hooks. */
import { createRoot } from 'react-dom/client';
import { ConnectButton, WalletGateProvider, useWalletGate, useWalletGateState, createWalletGate } from '../../../src/react/index';
import { demoOptions, expose, nameOnSharedPage } from './config';

function Status() {
  const { isOpen } = useWalletGate();
  const state = useWalletGateState();
  return (
    <p aria-live="polite">
      Modal {isOpen ? 'open' : 'closed'} · view {state.router.view}
    </p>
  );
}

export function mountReact(container: HTMLElement) {
  const gate = createWalletGate({ ...demoOptions(), ...nameOnSharedPage('react') });
  expose('react', gate);
  createRoot(container).render(
    <WalletGateProvider instance={gate}>
      <ConnectButton label="Connect (React)" />
      <Status />
    </WalletGateProvider>,
  );
  return gate;
}

const container = document.getElementById('react-root');
if (container && !document.getElementById('demo-all')) mountReact(container);
