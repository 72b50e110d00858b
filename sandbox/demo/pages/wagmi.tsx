/**
 * A small wagmi site: its data layer is wagmi's hooks, and WalletGate is its connect modal through
 * walletgate/wagmi. Everything on screen below the buttons comes from wagmi (useAccount, useBalance, …), never
 * from WalletGate: it shows the two agree.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider, useAccount, useBalance, useConnect, useDisconnect, useSendTransaction, useSignMessage, useSwitchChain, useChains } from 'wagmi';
import { parseEther, type Address } from 'viem';
import { ConnectButton, WalletGateProvider, createWalletGate } from '../../../src/react/index';
import { WagmiAdapter, walletGateQueryDefaults } from '../../../src/adapters/wagmi';
import { demoOptions, expose, sandboxDescription } from './config';

/** Anvil's last seeded account: where the demo's 0.01 ETH goes. */
const RECEIVER: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="row">
      <dt>{label}</dt>
      <dd aria-label={label}>{value}</dd>
    </div>
  );
}

function WagmiSite() {
  const account = useAccount();
  const chains = useChains();
  const balance = useBalance({ address: account.address, query: { enabled: !!account.address } });
  const connect = useConnect();
  const disconnect = useDisconnect();
  const sign = useSignMessage();
  const send = useSendTransaction();
  const switchChain = useSwitchChain();
  const [connectError, setConnectError] = useState<string | null>(null);
  const connector = connect.connectors[0];
  const chainName = chains.find((c) => c.id === account.chainId)?.name;
  return (
    <>
      <div className="actions">
        {account.status !== 'connected' ? (
          <button
            type="button"
            disabled={!connector || account.status === 'connecting'}
            onClick={() => {
              setConnectError(null);
              connect.mutate({ connector: connector! }, { onError: (e) => setConnectError(e.name) });
            }}
          >
            Connect with wagmi
          </button>
        ) : (
          <button type="button" onClick={() => disconnect.mutate()}>
            Disconnect with wagmi
          </button>
        )}
      </div>
      <dl aria-label="What wagmi sees">
        <Row label="wagmi status" value={account.status} />
        <Row label="wagmi address" value={account.address ?? '—'} />
        <Row label="wagmi chain" value={account.chainId ? `${account.chainId}${chainName ? ` (${chainName})` : ''}` : '—'} />
        <Row label="wagmi connector" value={account.connector?.name ?? '—'} />
        <Row label="wagmi balance" value={balance.data ? `${balance.data.value.toString()} wei` : '—'} />
        {connectError ? <Row label="wagmi connect error" value={connectError} /> : null}
      </dl>
      {account.status === 'connected' ? (
        <div className="actions">
          <button type="button" onClick={() => sign.mutate({ message: 'Hello from a wagmi site' })}>
            Sign a message with wagmi
          </button>
          <button type="button" onClick={() => send.mutate({ to: RECEIVER, value: parseEther('0.01') })}>
            Send 0.01 ETH with wagmi
          </button>
          {chains
            .filter((c) => c.id !== account.chainId)
            .map((c) => (
              <button key={c.id} type="button" onClick={() => switchChain.mutate({ chainId: c.id })}>
                Switch to {c.name} with wagmi
              </button>
            ))}
        </div>
      ) : null}
      <dl aria-label="wagmi results">
        {sign.data ? <Row label="wagmi signature" value={sign.data} /> : null}
        {sign.error ? <Row label="wagmi sign error" value={sign.error.name} /> : null}
        {send.data ? <Row label="wagmi transaction" value={send.data} /> : null}
        {send.error ? <Row label="wagmi send error" value={send.error.name} /> : null}
        {switchChain.error ? <Row label="wagmi switch error" value={switchChain.error.name} /> : null}
      </dl>
    </>
  );
}

export function mountWagmi(container: HTMLElement, search = location.search) {
  const sandbox = sandboxDescription();
  // ?deadRpc=<url> puts a URL nobody answers first in every network's list (test/e2e/wagmi.e2e.ts: reads fall back past it)
  const dead = new URLSearchParams(search).get('deadRpc');
  const networks = sandbox.networks.map((n) => (dead ? { ...n, rpcUrls: { default: { http: [dead, ...n.rpcUrls.default.http] } } } : n));
  const adapter = new WagmiAdapter({ networks, projectId: sandbox.projectId, endpoints: { blockchainApi: sandbox.endpoints.blockchainApi } });
  const gate = createWalletGate({ ...demoOptions(sandbox), networks, adapters: [adapter] });
  const queryClient = new QueryClient({ defaultOptions: { queries: walletGateQueryDefaults } });
  expose('wagmi', gate);
  window.wagmiDemo = { config: adapter.wagmiConfig };
  createRoot(container).render(
    <StrictMode>
      <WagmiProvider config={adapter.wagmiConfig}>
        <QueryClientProvider client={queryClient}>
          <WalletGateProvider instance={gate}>
            <ConnectButton label="Connect (WalletGate button)" />
          </WalletGateProvider>
          <WagmiSite />
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  );
  return gate;
}

declare global {
  interface Window {
    wagmiDemo?: { config: unknown };
  }
}

const container = document.getElementById('wagmi-root');
if (container) mountWagmi(container);
