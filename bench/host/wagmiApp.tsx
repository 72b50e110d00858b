/**
 * A small wagmi host: React 19, wagmi, viem and TanStack Query, showing the account and a balance. `npm run bench`
 * builds it as a host would, with its own wagmi config (wagmiAlone.tsx) and with walletgate/wagmi's
 * (wagmiWithWalletGate.js), to measure what adopting WalletGate costs a wagmi site on first load.
 */
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider, useAccount, useBalance, useConnect, useDisconnect, type Config } from 'wagmi';

export const NETWORKS = [
  { id: 31337, name: 'Sandbox A', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } },
] as const;

function Account() {
  const account = useAccount();
  const balance = useBalance({ address: account.address });
  const { connect, connectors } = useConnect();
  const { disconnect } = useDisconnect();
  return account.status === 'connected' ? (
    <main>
      <p>
        {account.address} · {balance.data?.value.toString()} wei
      </p>
      <button type="button" onClick={() => disconnect()}>
        Disconnect
      </button>
    </main>
  ) : (
    <button type="button" onClick={() => connect({ connector: connectors[0]! })}>
      Connect
    </button>
  );
}

export function startWagmiHost(config: Config, queries: Record<string, unknown> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries } });
  createRoot(document.getElementById('root')!).render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <Account />
      </QueryClientProvider>
    </WagmiProvider>,
  );
}
