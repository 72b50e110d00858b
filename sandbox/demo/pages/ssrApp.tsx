/**
 * The server-rendered demo's React host, the same component on both sides — rendered to HTML by the
 * demo server (sandbox/demo/ssr.tsx, react-dom/server) and hydrated in the browser (./ssr.tsx).
 */
import { ConnectButton, WalletGateProvider, useWalletGate, type WalletGateInstance } from '../../../src/react/index';
import type { WalletGateOptions } from '../../../src/index';
import type { WalletGateRootState } from '../../../slices';
import type { SandboxDescription } from '../../description';

/** The options both sides build from the sandbox description: nothing read from the browser, so they agree. */
export function ssrOptions(sandbox: SandboxDescription): WalletGateOptions {
  return {
    projectId: sandbox.projectId,
    networks: sandbox.networks,
    metadata: { name: 'WalletGate Demo', description: 'WalletGate rendered on the server', url: sandbox.urls.demo, icons: [`${sandbox.urls.demo}/favicon.svg`] },
    endpoints: sandbox.endpoints,
  };
}

function Status() {
  const { isOpen } = useWalletGate();
  return <p aria-live="polite">{`Modal ${isOpen ? 'open' : 'closed'}`}</p>;
}

export interface SsrHostProps {
  gate: WalletGateInstance;
  /** in the browser: the state the server rendered from, for hydration */
  serverState?: WalletGateRootState;
}

export function SsrHost({ gate, serverState }: SsrHostProps) {
  return (
    <WalletGateProvider instance={gate} {...(serverState ? { serverState } : {})}>
      <ConnectButton label="Connect (server-rendered)" />
      <Status />
    </WalletGateProvider>
  );
}
