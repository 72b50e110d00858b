import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { balanceFetched, networkChanged, themeModeChanged } from '../../../slices';
import { connectedTo } from '../../helpers/connection';
import {
  AccountButton,
  NetworkButton,
  WalletGateProvider,
  createWalletGate,
  useAccount,
  useDisconnect,
  useNetwork,
  useWalletInfo,
  useWalletProvider,
  type WalletGateInstance,
} from '../../../src/react';
import type { Eip1193Provider } from '../../../src/services/providers';

/**
 * walletgate/react over a real headless instance (real store and sagas, no modal UI): state is set by
 * dispatching into `instance.store` as the sagas would; calls that reach a wallet are spied on the instance.
 */
const NETWORK_A = {
  id: 31337,
  name: 'Sandbox A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  // nothing listens here: a saga that tries an RPC read fails fast instead of reaching a running sandbox
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
  testnet: true,
};
const NETWORK_B = { ...NETWORK_A, id: 31338, name: 'Sandbox B' };
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const WALLET = { name: 'Sandbox Wallet', rdns: 'org.sandbox.wallet', type: 'ANNOUNCED' };

let gate: WalletGateInstance | undefined;

function createGate(): WalletGateInstance {
  gate = createWalletGate(
    { projectId: 'test-project', networks: [NETWORK_A, NETWORK_B], headless: true },
    { logger: { warn() {}, error() {} }, fetch: () => Promise.reject(new Error('offline in unit tests')) },
  );
  return gate;
}

afterEach(() => {
  gate?.destroy();
  gate = undefined;
  localStorage.clear();
  sessionStorage.clear();
});

const wrapperFor = (instance: WalletGateInstance) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <WalletGateProvider instance={instance}>{children}</WalletGateProvider>;
  };

const dispatchAll = (instance: WalletGateInstance, ...actions: UnknownAction[]) =>
  act(async () => {
    for (const action of actions) instance.store.dispatch(action);
  });

const connect = (instance: WalletGateInstance, balance?: string) =>
  dispatchAll(
    instance,
    connectedTo({ caipNetworkId: 'eip155:31337', address: ADDRESS, walletInfo: WALLET }),
    ...(balance ? [balanceFetched({ namespace: 'eip155', balance, symbol: 'ETH' })] : []),
  );

describe('<AccountButton/>', () => {
  it('disconnected, is a connect button that opens the modal', async () => {
    const user = userEvent.setup();
    const instance = createGate();
    render(<AccountButton />, { wrapper: wrapperFor(instance) });
    const button = screen.getByRole('button', { name: 'Connect Wallet', expanded: false });
    await user.click(button);
    expect(instance.isOpen()).toBe(true);
    expect(instance.getState().router.view).toBe('Connect');
    expect(screen.getByRole('button', { name: 'Connect Wallet', expanded: true })).toBeTruthy();
  });

  it('connected, shows the truncated address, the balance and the network, and opens the modal on Account', async () => {
    const user = userEvent.setup();
    const instance = createGate();
    render(<AccountButton />, { wrapper: wrapperFor(instance) });
    await connect(instance);
    expect(screen.getByRole('button', { name: '0x70…dc79C8 Sandbox A' })).toBeTruthy();
    await dispatchAll(instance, balanceFetched({ namespace: 'eip155', balance: '1.005', symbol: 'ETH' }));
    await user.click(screen.getByRole('button', { name: '0x70…dc79C8 1.01 ETH Sandbox A' }));
    expect(instance.isOpen()).toBe(true);
    expect(instance.getState().router.view).toBe('Account');
  });
});

describe('<NetworkButton/>', () => {
  it('shows the active network and opens the modal on Networks', async () => {
    const user = userEvent.setup();
    const instance = createGate();
    render(<NetworkButton />, { wrapper: wrapperFor(instance) });
    // disconnected: the default network (the first requested one)
    expect(screen.getByRole('button', { name: 'Sandbox A' })).toBeTruthy();
    await dispatchAll(instance, networkChanged({ namespace: 'eip155', caipNetworkId: 'eip155:31338' }));
    await user.click(screen.getByRole('button', { name: 'Sandbox B', expanded: false }));
    expect(instance.isOpen()).toBe(true);
    expect(instance.getState().router.view).toBe('Networks');
  });

  it('without any network (invalid options) shows its label, or nothing', () => {
    gate = createWalletGate({ projectId: 'test-project', networks: [], headless: true }, { logger: { warn() {}, error() {} } });
    const { rerender } = render(<NetworkButton />, { wrapper: wrapperFor(gate) });
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<NetworkButton label="Networks" />);
    expect(screen.getByRole('button', { name: 'Networks' })).toBeTruthy();
  });
});

describe('hooks', () => {
  it('useAccount follows the account and keeps its identity while nothing it holds changes', async () => {
    const instance = createGate();
    const { result } = renderHook(() => useAccount(), { wrapper: wrapperFor(instance) });
    expect(result.current).toMatchObject({ namespace: 'eip155', isConnected: false, address: null });

    await connect(instance, '2.5');
    expect(result.current).toMatchObject({
      status: 'connected',
      isConnected: true,
      address: ADDRESS,
      caipAddress: `eip155:31337:${ADDRESS}`,
      balance: '2.5',
      balanceSymbol: 'ETH',
      walletInfo: WALLET,
    });
    const before = result.current;
    await dispatchAll(instance, themeModeChanged('dark'));
    expect(result.current).toBe(before);
  });

  it('useNetwork gives the active network and switches through the instance', async () => {
    const instance = createGate();
    const switchNetwork = jest.spyOn(instance, 'switchNetwork').mockResolvedValue(undefined);
    const { result } = renderHook(() => useNetwork(), { wrapper: wrapperFor(instance) });
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:31337', chainId: 31337, caipNetwork: { name: 'Sandbox A' } });

    await dispatchAll(instance, networkChanged({ namespace: 'eip155', caipNetworkId: 'eip155:31338' }));
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:31338', chainId: 31338, caipNetwork: { name: 'Sandbox B' } });
    await result.current.switchNetwork('eip155:31337');
    expect(switchNetwork).toHaveBeenCalledWith('eip155:31337');
  });

  it('useDisconnect disconnects through the instance', async () => {
    const instance = createGate();
    const disconnect = jest.spyOn(instance, 'disconnect').mockResolvedValue(undefined);
    const { result } = renderHook(() => useDisconnect(), { wrapper: wrapperFor(instance) });
    await result.current.disconnect();
    await result.current.disconnect('eip155');
    expect(disconnect.mock.calls).toEqual([[undefined], ['eip155']]);
  });

  it('useWalletInfo gives the connected wallet of the current namespace', async () => {
    const instance = createGate();
    const { result } = renderHook(() => useWalletInfo(), { wrapper: wrapperFor(instance) });
    expect(result.current).toBeNull();
    await connect(instance);
    expect(result.current).toEqual(WALLET);
  });

  it('useWalletProvider asks the instance again when the active connector changes', async () => {
    const instance = createGate();
    const first = { request: async () => null } as unknown as Eip1193Provider;
    const second = { request: async () => null } as unknown as Eip1193Provider;
    const getWalletProvider = jest.spyOn(instance, 'getWalletProvider').mockReturnValue(undefined);
    const { result } = renderHook(() => useWalletProvider(), { wrapper: wrapperFor(instance) });
    expect(result.current).toBeUndefined();

    getWalletProvider.mockReturnValue(first);
    await dispatchAll(instance, connectedTo({ caipNetworkId: 'eip155:31337', address: ADDRESS, connectorId: 'sandbox-a' }));
    expect(result.current).toBe(first);
    getWalletProvider.mockReturnValue(second);
    await dispatchAll(instance, connectedTo({ caipNetworkId: 'eip155:31337', address: ADDRESS, connectorId: 'sandbox-b' }));
    expect(result.current).toBe(second);
    expect(getWalletProvider).toHaveBeenLastCalledWith(undefined);
  });
});
