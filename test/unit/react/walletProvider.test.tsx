import { afterEach, describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { connectedTo } from '../../helpers/connection';
import { WalletGateProvider, createWalletGate, useWalletProvider, type WalletGateInstance } from '../../../src/react';
import { CHAIN_DRIVERS } from '../../../sagas/chains/registry';
import type { ChainDriver, ProviderAsk } from '../../../sagas/chains/driver';

/**
 * A site's getWalletProvider(ns) and useWalletProvider(ns) are one rule: both ask the namespace's chain driver. A
 * driver registered in place of the shipped eip155 one hands out providers of its own making, and both see exactly
 * those, named or not, and nothing once the namespace disconnects.
 */
const NETWORK = {
  id: 31337,
  name: 'Sandbox A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
};
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let gate: WalletGateInstance | undefined;
afterEach(() => {
  gate?.destroy();
  gate = undefined;
  localStorage.clear();
});

function withDriver(provider: (ask: ProviderAsk) => unknown) {
  const asks: ProviderAsk[] = [];
  const eip155: ChainDriver = { ...CHAIN_DRIVERS[0]!, provider: (_deps, ask) => (asks.push(ask), provider(ask)) };
  gate = createWalletGate(
    { projectId: 'test-project', networks: [NETWORK], headless: true },
    { logger: { warn() {}, error() {} }, fetch: () => Promise.reject(new Error('offline')), drivers: [eip155, ...CHAIN_DRIVERS.slice(1)] },
  );
  return { instance: gate, asks };
}

const wrapperFor = (instance: WalletGateInstance) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <WalletGateProvider instance={instance}>{children}</WalletGateProvider>;
  };

describe('getWalletProvider and useWalletProvider', () => {
  it('both give what the namespace’s driver gives, for the connector in use', async () => {
    const made = new Map<string, object>();
    const { instance, asks } = withDriver(({ connectorId }) => {
      if (!connectorId) return undefined;
      if (!made.has(connectorId)) made.set(connectorId, { madeFor: connectorId });
      return made.get(connectorId);
    });
    const named = renderHook(() => useWalletProvider('eip155'), { wrapper: wrapperFor(instance) });
    const current = renderHook(() => useWalletProvider(), { wrapper: wrapperFor(instance) });
    expect(named.result.current).toBeUndefined();
    expect(instance.getWalletProvider('eip155')).toBeUndefined();

    await act(async () => void instance.store.dispatch(connectedTo({ caipNetworkId: 'eip155:31337', address: ADDRESS, connectorId: 'wallet-a' })));
    expect(instance.getWalletProvider('eip155')).toEqual({ madeFor: 'wallet-a' });
    expect(named.result.current).toBe(instance.getWalletProvider('eip155'));
    expect(current.result.current).toBe(instance.getWalletProvider());
    expect(asks.at(-1)).toMatchObject({ namespace: 'eip155', connectorId: 'wallet-a' });

    await act(async () => void instance.store.dispatch(connectedTo({ caipNetworkId: 'eip155:31337', address: ADDRESS, connectorId: 'wallet-b' })));
    expect(named.result.current).toEqual({ madeFor: 'wallet-b' });
    expect(named.result.current).toBe(instance.getWalletProvider('eip155'));
  });

  it('both tell the driver whether the site named the namespace', async () => {
    // a driver whose provider is not EIP-1193 gives it only to a site that names its namespace
    const { instance } = withDriver(({ named, connectorId }) => (named && connectorId ? { only: 'named' } : undefined));
    await act(async () => void instance.store.dispatch(connectedTo({ caipNetworkId: 'eip155:31337', address: ADDRESS, connectorId: 'wallet-a' })));
    const named = renderHook(() => useWalletProvider('eip155'), { wrapper: wrapperFor(instance) });
    const current = renderHook(() => useWalletProvider(), { wrapper: wrapperFor(instance) });
    expect(instance.getWalletProvider('eip155')).toEqual({ only: 'named' });
    expect(named.result.current).toEqual({ only: 'named' });
    expect(instance.getWalletProvider()).toBeUndefined();
    expect(current.result.current).toBeUndefined();
  });
});
