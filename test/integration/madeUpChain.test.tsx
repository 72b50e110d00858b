/**
 * The chain-driver seam is real: a namespace WalletGate has never heard of ('toychain'), served by a driver this test
 * registers with a fake wallet, connects from the modal, is restored after a reload and disconnects from the modal,
 * through the shared flows and views alone (the real store, root saga and modal in jsdom).
 */
import { within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { channel, eventChannel, buffers, type EventChannel } from 'redux-saga';
import { call, cancelled, put, race, take } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { connected, connectorAnnounced, disconnected, selectAllConnectors, selectConnection, selectNotification, walletSelected } from '../../slices';
import { sendRequested } from '../../slices/send';
import { createWalletGate, type WalletGateInstance } from '../../src/index';
import type { ChainNamespace } from '../../src/core/caip';
import { CHAIN_DRIVERS } from '../../sagas/chains/registry';
import type { ChainDriver, ChainFlows } from '../../sagas/chains/driver';
import { establishConnection, tearDownConnection } from '../../sagas/wallet/provider';
import { http, HttpResponse } from 'msw';
import { makeTestStore, testOptions, TEST_ENDPOINTS } from '../helpers/makeTestStore';
import { words } from '../helpers/words';
import { useMswServer } from '../helpers/msw';
import { waitUntil } from '../helpers/wait';

const server = useMswServer();
// the catalogue has no wallets of a chain it does not know
beforeEach(() => server.use(http.get(`${TEST_ENDPOINTS.catalogApi}/getWallets`, () => HttpResponse.json({ data: [], count: 0 }))));

const TOY = 'toychain' as ChainNamespace;
const TOY_NETWORK = {
  id: 'main',
  caipNetworkId: 'toychain:main',
  chainNamespace: 'toychain',
  name: 'Toy Chain',
  nativeCurrency: { name: 'Toy', symbol: 'TOY', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
};
const ALICE = 'toyAlice1';

/** A wallet of the made-up chain: it remembers the sites it authorized, as extensions do. */
class ToyWallet {
  authorized = false;
  asked: string[] = [];
  private listeners = new Set<(accounts: string[]) => void>();
  connect(silent: boolean): Promise<string[]> {
    this.asked.push(silent ? 'silent' : 'connect');
    if (!silent) this.authorized = true;
    return Promise.resolve(this.authorized ? [ALICE] : []);
  }
  revoke() {
    this.asked.push('revoke');
    this.authorized = false;
  }
  onAccounts(listener: (accounts: string[]) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  letGo() {
    for (const listener of this.listeners) listener([]);
  }
}

/** The driver a chain's author would write: its wallet found, connected, followed, forgotten, its provider given. */
function toyDriver(wallet: ToyWallet): ChainDriver {
  const found = new Map<string, ToyWallet>();
  const flows: ChainFlows = {
    has: (_deps, connectorId) => found.has(connectorId),
    *connect(_deps, connectorId, { silent, wallet: hint }) {
      const accounts = (yield call([found.get(connectorId)!, ToyWallet.prototype.connect], silent)) as string[];
      if (accounts.length === 0) {
        if (silent) return false;
        throw Object.assign(new Error('The toy wallet shared no account.'), { code: 4100 });
      }
      yield call(establishConnection, { namespace: TOY, connectorId, accounts, chainId: 'main', restored: silent, ...(hint ? { wallet: hint } : {}) });
      return true;
    },
    *follow(_deps, connection) {
      const events: EventChannel<string[]> = eventChannel((emit) => found.get(connection.connectorId)!.onAccounts(emit), buffers.expanding(4));
      try {
        const ended = (a: Action) => (disconnected.match(a) || connected.match(a)) && a.payload.namespace === TOY;
        const { accounts } = (yield race({ accounts: take(events), end: take(ended) })) as { accounts?: string[] };
        if (accounts?.length === 0) yield call(tearDownConnection, TOY);
      } finally {
        events.close();
      }
    },
    *forget(_deps, connectorId) {
      yield call(() => found.get(connectorId)?.revoke());
    },
  };
  return {
    namespaces: [TOY],
    *discover() {
      found.set('toy.wallet', wallet);
      yield put(connectorAnnounced({ id: 'toy.wallet', name: 'Toy Wallet', type: 'ANNOUNCED', chain: TOY }));
    },
    provider: (_deps, { connectorId, named }) => (named && connectorId ? found.get(connectorId) : undefined),
    load: () => Promise.resolve(flows),
  };
}

const options = testOptions({ networks: [TOY_NETWORK], features: { analytics: false } });
const quiet = { warn: jest.fn(), error: jest.fn() };

function start(wallet: ToyWallet): WalletGateInstance {
  return createWalletGate(options, { logger: quiet, drivers: [...CHAIN_DRIVERS, toyDriver(wallet)] });
}

async function dialog(name: string) {
  await waitFor(() => expect(document.querySelector('walletgate-modal')?.shadowRoot).toBeTruthy());
  const shadow = within(document.querySelector('walletgate-modal')!.shadowRoot as unknown as HTMLElement);
  return within(await shadow.findByRole('dialog', { name }));
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('a chain WalletGate does not know, added as one driver', () => {
  it('connects from the modal, restores after a reload, and disconnects from the modal', async () => {
    const user = userEvent.setup();
    const wallet = new ToyWallet();

    const first = start(wallet);
    await first.open();
    const connect = await dialog('Connect Wallet');
    await user.click(await connect.findByRole('button', { name: /Toy Wallet/ }));
    await waitUntil(() => first.getAccount(TOY).isConnected, 'connected on toychain');
    expect(first.getAccount(TOY)).toMatchObject({ address: ALICE, caipAddress: `toychain:main:${ALICE}` });
    expect(first.getNetwork().caipNetworkId).toBe('toychain:main');
    expect(first.getWalletProvider(TOY as never)).toBe(wallet);
    expect(wallet.asked).toEqual(['connect']);
    first.destroy();
    document.body.innerHTML = '';

    // a reload: a new instance on the same page storage finds the wallet again and asks it silently
    const second = start(wallet);
    await waitUntil(() => second.getAccount(TOY).isConnected, 'restored on toychain');
    expect(wallet.asked).toEqual(['connect', 'silent']);
    expect(second.getAccount(TOY).address).toBe(ALICE);

    await second.open();
    const account = await dialog('Account');
    await user.click(await account.findByRole('button', { name: 'Disconnect' }));
    await waitUntil(() => !second.getAccount(TOY).isConnected, 'disconnected');
    expect(wallet.asked).toEqual(['connect', 'silent', 'revoke']);
    expect(selectConnection(second.store.getState()).status[TOY]).toBe('disconnected');
    expect(second.getWalletProvider(TOY as never)).toBeUndefined();
    second.destroy();

    // nothing is left to restore
    const third = start(wallet);
    await waitUntil(() => selectConnection(third.store.getState()).status[TOY] === undefined || selectConnection(third.store.getState()).status[TOY] === 'disconnected');
    expect(wallet.asked).toEqual(['connect', 'silent', 'revoke']);
    third.destroy();
  });

  it('follows the wallet letting the site go', async () => {
    const wallet = new ToyWallet();
    wallet.authorized = true;
    const gate = start(wallet);
    await gate.open();
    const connect = await dialog('Connect Wallet');
    await userEvent.setup().click(await connect.findByRole('button', { name: /Toy Wallet/ }));
    await waitUntil(() => gate.getAccount(TOY).isConnected, 'connected');
    wallet.letGo();
    await waitUntil(() => !gate.getAccount(TOY).isConnected, 'the wallet let go');
    gate.destroy();
  });

  it('says something went wrong when Send is pressed in a namespace whose driver declares Send but brings none', async () => {
    const wallet = new ToyWallet();
    const declaresSend: ChainDriver = { ...toyDriver(wallet), can: ['send'] };
    const t = makeTestStore(options, { logger: quiet, drivers: [...CHAIN_DRIVERS, declaresSend] });
    await waitUntil(() => selectAllConnectors(t.state()).some((c) => c.id === 'toy.wallet'), 'the toy wallet announced');
    t.store.dispatch(walletSelected({ walletId: 'toy.wallet', name: 'Toy Wallet', connectorId: 'toy.wallet' }));
    await waitUntil(() => selectConnection(t.state()).status[TOY] === 'connected', 'connected');
    t.store.dispatch(sendRequested());
    await waitUntil(() => words(selectNotification(t.state()).message) === 'Something went wrong', 'the press answered');
    expect(selectNotification(t.state()).variant).toBe('error');
    t.task.cancel();
  });

  it("stops a driver's discovery that keeps listening when the instance is destroyed", async () => {
    // a discovery that follows wallets arriving later, as EIP-6963's and the Wallet Standard's do
    const arrivals = channel<string>(buffers.expanding());
    const heard: string[] = [];
    let stopped = false;
    const listening: ChainDriver = {
      namespaces: ['toylisten' as ChainNamespace],
      *discover() {
        try {
          for (;;) heard.push((yield take(arrivals)) as string);
        } finally {
          stopped = (yield cancelled()) as boolean;
        }
      },
      provider: () => undefined,
      load: () => Promise.resolve(null),
    };
    const gate = createWalletGate(options, { logger: quiet, drivers: [...CHAIN_DRIVERS, listening] });
    await waitUntil(() => gate.getState() !== undefined, 'started');
    arrivals.put('first');
    await waitUntil(() => heard.length === 1, 'the discovery heard a wallet arrive');
    gate.destroy();
    expect(stopped).toBe(true);
    arrivals.put('after');
    expect(heard).toEqual(['first']);
  });
});
