import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { openRequested, selectIsOpen } from '../../../slices';
import { WalletGateProvider, createWalletGate, useWalletGate, type WalletGateInstance } from '../../../src/react';
import { useGateDispatch, useGateSelector } from '../../../src/ui/context';
import { TEST_NETWORK } from '../../helpers/makeTestStore';

/**
 * A host app with its own react-redux store and <Provider>: WalletGate's hooks read WalletGate's store only,
 * and the host's hooks read the host's store only, whichever provider is the outer one.
 */
// the test network, on a port where nothing listens: a headless instance must never reach a node here
const NETWORK = { ...TEST_NETWORK, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } };

const counter = createSlice({
  name: 'host/counter',
  initialState: { value: 7 },
  reducers: { incremented: (state) => ({ value: state.value + 1 }) },
});
type HostState = { counter: { value: number } };

let gate: WalletGateInstance | undefined;
afterEach(() => {
  gate?.destroy();
  gate = undefined;
  localStorage.clear();
  sessionStorage.clear();
});

function setup() {
  gate = createWalletGate(
    { projectId: 'test-project', networks: [NETWORK], headless: true },
    { logger: { warn() {}, error() {} }, fetch: () => Promise.reject(new Error('offline in unit tests')) },
  );
  const host = configureStore({ reducer: { counter: counter.reducer } });
  return { gate, host };
}

/** Reads both stores the way each side's own code would. */
function Both() {
  const hostValue = useSelector((state: HostState) => state.counter.value);
  const hostDispatch = useDispatch();
  const gateOpen = useGateSelector(selectIsOpen);
  const gateDispatch = useGateDispatch();
  const { isOpen } = useWalletGate();
  return (
    <div>
      <p>host counter {hostValue}</p>
      <p>gate open {String(gateOpen)}</p>
      <p>hook open {String(isOpen)}</p>
      <button type="button" onClick={() => hostDispatch(counter.actions.incremented())}>host</button>
      <button type="button" onClick={() => gateDispatch(openRequested({}))}>gate</button>
    </div>
  );
}

describe("a host app's own react-redux <Provider>", () => {
  it.each([
    ['outside', (host: ReturnType<typeof setup>['host'], instance: WalletGateInstance) => (
      <Provider store={host}>
        <WalletGateProvider instance={instance}>
          <Both />
        </WalletGateProvider>
      </Provider>
    )],
    ['inside', (host: ReturnType<typeof setup>['host'], instance: WalletGateInstance) => (
      <WalletGateProvider instance={instance}>
        <Provider store={host}>
          <Both />
        </Provider>
      </WalletGateProvider>
    )],
  ])('%s WalletGate’s: each side reads and dispatches to its own store', async (_where, tree) => {
    const { gate: instance, host } = setup();
    render(tree(host, instance));
    expect(screen.getByText('host counter 7')).toBeTruthy();
    expect(screen.getByText('gate open false')).toBeTruthy();

    await act(async () => screen.getByRole('button', { name: 'gate' }).click());
    expect(instance.isOpen()).toBe(true);
    expect(screen.getByText('gate open true')).toBeTruthy();
    expect(screen.getByText('hook open true')).toBeTruthy();
    expect(host.getState()).toEqual({ counter: { value: 7 } });

    await act(async () => screen.getByRole('button', { name: 'host' }).click());
    expect(screen.getByText('host counter 8')).toBeTruthy();
    expect(screen.getByText('gate open true')).toBeTruthy();
  });

  it("WalletGate's provider gives the host's react-redux hooks nothing, and the host's gives ours nothing", () => {
    const { gate: instance, host } = setup();
    const HostOnly = () => <p>{useSelector((state: HostState) => state.counter.value)}</p>;
    const GateOnly = () => <p>{String(useGateSelector(selectIsOpen))}</p>;
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() =>
        render(
          <WalletGateProvider instance={instance}>
            <HostOnly />
          </WalletGateProvider>,
        ),
      ).toThrow(/react-redux context value/);
      expect(() =>
        render(
          <Provider store={host}>
            <GateOnly />
          </Provider>,
        ),
      ).toThrow(/react-redux context value/);
    } finally {
      quiet.mockRestore();
    }
  });
});
