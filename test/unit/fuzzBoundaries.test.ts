/**
 * Fuzzing: every zod boundary that parses outside input, at the function that receives the input,
 * 10,000 cases each (fast-check; a failure prints its seed and the shrunk case). Inputs are built from each
 * boundary's own schema and damaged (test/helpers/fuzz.ts), mixed with fully arbitrary values. For each:
 * - no exception escapes (or only the boundary's own documented refusal, e.g. -32602 for a site's bad params);
 * - the outcome is a value of the boundary's output shape, or its refusal / ignore path;
 * - the built-in prototypes gain no key (`__proto__`, `constructor`, `prototype` arrive as own keys and stay inert).
 * The counts table (boundary → runs, accepted, refused) is printed after the file, so `npm test` shows it; a
 * boundary that never accepted or never refused would mean its inputs were not reaching the checks.
 * The boundaries that reach the store are fuzzed against a real store in test/integration/fuzzStore.test.ts.
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import EventEmitter from 'eventemitter3';
import type { z } from 'zod/mini';
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import {
  APP_EVENT_NAMES,
  APP_EVENT_PAYLOADS,
  ErrorPayloadSchema,
  FRAME_EVENT_TYPES,
  FRAME_NOTICE_NAMES,
  FRAME_NOTICE_PAYLOADS,
  FRAME_SUCCESS_PAYLOADS,
  MessageIdSchema,
  appEventType,
  frameErrorType,
  frameNoticeType,
  frameSuccessType,
  parseAppEvent,
  parseFrameEvent,
} from '../../src/core/frame';
import { sendCallsError, sessionContextOf, rpcResultError } from '../../src/core/frame/rpcValidation';
import * as api from '../../src/core/api';
import { STORED } from '../../src/core/storageKeys';
import { EMBEDDED_LOCAL, EMBEDDED_SESSION } from '../../src/core/embedded';
import { ALL_CACHES, ACCOUNT_NAMES_CACHE } from '../../src/core/caches';
import { optionsInputSchema, parseOptions } from '../../src/core/options';
import { errorCode, toWalletError } from '../../src/core/errors/wallet';
import { firstReason } from '../../src/core/errors/rpc';
import { englishOf, wordsOf } from '../../src/core/errors/catalogue';
import { describeTransactionError } from '../../src/core/errors/node';
import { supportsAssetDiscovery, walletAssetsToBalances, WalletAssetsResponseSchema } from '../../src/core/balances';
import { parseSolanaRequest, SOLANA_REQUESTS, SolanaRequestError, type SolanaRequestMethod } from '../../src/core/solana';
import { BITCOIN_REQUESTS, BitcoinRequestError, parseBitcoinRequest, type BitcoinRequestMethod } from '../../src/core/bitcoin';
import {
  injectedAccountSchema,
  injectedExtensionSchema,
  parseInjectedAccounts,
  parsePolkadotRequest,
  POLKADOT_REQUESTS,
  PolkadotRequestError,
  type PolkadotRequestMethod,
} from '../../src/core/polkadotSchemas';
import { LIMITS } from '../../src/core/constants';
import { satsConnectTransport } from '../../src/services/chains/bitcoinSatsConnect';
import { injectedExtensionTransport } from '../../src/services/chains/polkadotInjected';
import { createStorage, memoryBackend, STORAGE_PREFIX } from '../../src/services/storage';
import { createHttpClient, ResponseShapeError } from '../../src/services/http';
import { createWalletConnectEip1193 } from '../../src/services/walletconnect/eip1193';
import { walletConnectSolanaTransport } from '../../src/services/walletconnect/solana';
import { walletConnectPolkadotTransport } from '../../src/services/walletconnect/polkadot';
import { walletConnectBitcoinTransport } from '../../src/services/walletconnect/bitcoin';
import type { UniversalProviderLike, WcSession } from '../../src/services/walletconnect/types';
import { STORED_DEEP_LINK } from '../../sagas/walletconnect/storage';
import { accountsRefusal, createProviderEventsChannel, type ProviderEvent } from '../../sagas/channels/eip1193';
import { createAnnouncementChannel, type AnnouncementEvent } from '../../sagas/channels/eip6963';
import { createWalletStandardChannel, type StandardWalletEvent } from '../../sagas/channels/walletStandard';
import { describeStandardWallet, readSatsConnectProviders } from '../../sagas/channels/bitcoinWallets';
import { createInjectedWeb3Channel, type InjectedWeb3Event } from '../../sagas/channels/injectedWeb3';
import { createFrameMessageChannel, type FrameInbound } from '../../sagas/channels/frame';
import { createDisplayUriChannel } from '../../sagas/channels/walletConnect';
import type { FrameTransport } from '../../src/services/frame/transport';
import type { EventChannel } from 'redux-saga';
import {
  FUZZ_RUNS,
  FuzzCounts,
  fromSchema,
  fuzzInput,
  hostileObject,
  materialize,
  text,
  hostileValue,
  mutated,
  prototypeKeys,
  prototypesClean,
  type Outcome,
} from '../helpers/fuzz';
import { words } from '../helpers/words';

const counts = new FuzzCounts();
const params = { numRuns: FUZZ_RUNS };
let before: ReturnType<typeof prototypeKeys>;

beforeAll(() => {
  before = prototypeKeys();
});
afterEach(() => {
  assert.equal(prototypesClean(before), true);
});
afterAll(() => {
  counts.print('Fuzzed boundaries (test/unit/fuzzBoundaries.test.ts)');
});

/** Runs `check` on each case, counts its outcome, and fails the property when the prototypes changed. */
function property<T>(boundary: string, input: fc.Arbitrary<T>, check: (value: T) => Outcome) {
  fc.assert(
    fc.property(input, (value) => {
      counts.count(boundary, check(materialize(value) as T));
      return prototypesClean(before);
    }),
    params,
  );
  // a boundary whose inputs never got past its checks, or never failed them, was not exercised
  expect(counts.get(boundary).accepted).toBeGreaterThan(0);
  expect(counts.get(boundary).refused).toBeGreaterThan(0);
}

async function asyncProperty<T>(boundary: string, input: fc.Arbitrary<T>, check: (value: T) => Promise<Outcome>) {
  await fc.assert(
    fc.asyncProperty(input, async (value) => {
      counts.count(boundary, await check(materialize(value) as T));
      return prototypesClean(before);
    }),
    params,
  );
  expect(counts.get(boundary).accepted).toBeGreaterThan(0);
  expect(counts.get(boundary).refused).toBeGreaterThan(0);
}

/** Everything a channel has buffered, synchronously, leaving no taker behind. */
function drain<T extends NonNullable<unknown>>(channel: EventChannel<T>): T[] {
  let out: T[] = [];
  channel.flush((items) => {
    out = Array.isArray(items) ? (items as T[]) : [];
  });
  return out;
}


// ---------------------------------------------------------------------------------------------------------------
// Frame messages (SPEC §3, §5, §7)

const messageId = fromSchema(MessageIdSchema);
const shapedFrameEvent: fc.Arbitrary<unknown> = fc.oneof(
  ...APP_EVENT_NAMES.map((name) =>
    fc.record({ type: fc.constant(frameSuccessType(name)), id: messageId, payload: fromSchema(FRAME_SUCCESS_PAYLOADS[name]) }, { requiredKeys: ['type'] }),
  ),
  ...APP_EVENT_NAMES.map((name) => fc.record({ type: fc.constant(frameErrorType(name)), id: messageId, payload: fromSchema(ErrorPayloadSchema) }, { requiredKeys: ['type'] })),
  ...FRAME_NOTICE_NAMES.map((name) =>
    fc.record({ type: fc.constant(frameNoticeType(name)), id: messageId, payload: fromSchema(FRAME_NOTICE_PAYLOADS[name]) }, { requiredKeys: ['type'] }),
  ),
);
const frameMessage = fuzzInput(null, shapedFrameEvent);

const shapedAppEvent: fc.Arbitrary<unknown> = fc.oneof(
  ...APP_EVENT_NAMES.map((name) =>
    fc.record({ type: fc.constant(appEventType(name)), id: messageId, payload: fromSchema(APP_EVENT_PAYLOADS[name]) }, { requiredKeys: ['type', 'id'] }),
  ),
);

describe('fuzzing: frame messages', () => {
  it('parseFrameEvent accepts only a known frame event with its strict payload, and never throws', () => {
    property('frame message → parseFrameEvent', frameMessage, (data) => {
      const parsed = parseFrameEvent(data);
      if (!parsed.success) {
        assert.equal(typeof parsed.error, 'string');
        return 'refused';
      }
      assert.ok((FRAME_EVENT_TYPES as readonly unknown[]).includes((parsed.data as { type: string }).type), `${String((parsed.data as { type: string }).type)} is not among the known values`);
      // what passed is the message sent, and passes again
      assert.equal((parsed.data as { type: string }).type, (data as { type: string }).type);
      assert.equal(parseFrameEvent(parsed.data).success, true);
      return 'accepted';
    });
  });

  it("the frame's window channel lets through only checked events from the frame's own window and origin", () => {
    const FRAME_ORIGIN = 'http://frame.test';
    const iframe = document.createElement('iframe');
    document.body.appendChild(iframe);
    const own = iframe.contentWindow!;
    const transport: Pick<FrameTransport, 'origin' | 'isOwnSource'> = { origin: FRAME_ORIGIN, isOwnSource: (s) => s === own };
    const channel = createFrameMessageChannel(window, transport as FrameTransport);
    const sender = fc.record({
      origin: fc.constantFrom(FRAME_ORIGIN, 'http://localhost', 'http://127.0.0.1:9', '', 'null', 'http://frame.test.evil.example'),
      own: fc.boolean(),
    });
    try {
      property('frame message → window channel', fc.tuple(frameMessage, sender), ([data, from]) => {
        window.dispatchEvent(new MessageEvent('message', { data, origin: from.origin, source: from.own ? own : window }));
        const out: FrameInbound[] = drain(channel);
        assert.ok(out.length <= 1, `${out.length} events for one message`);
        const trusted = from.origin === FRAME_ORIGIN && from.own;
        const event = out.find((o) => o.kind === 'event');
        if (!trusted) assert.equal(event, undefined);
        if (trusted) assert.equal(Boolean(event), parseFrameEvent(data).success);
        return event ? 'accepted' : 'refused';
      });
    } finally {
      channel.close();
      iframe.remove();
    }
  });

  it('parseAppEvent (the secure site reading what the app posts) accepts only known app events, and never throws', () => {
    property('app event → parseAppEvent', fuzzInput(null, shapedAppEvent), (data) => {
      const parsed = parseAppEvent(data);
      return parsed.success ? 'accepted' : 'refused';
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// EIP-1193 provider events and answers, EIP-6963 announcements

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const hexAddress = fc.stringMatching(ADDRESS);
const shapedAccounts = fc.array(hexAddress, { maxLength: 4 });
const shapedChainId = fc.oneof(
  fc.integer({ min: 1, max: 2 ** 40 }).map((n) => `0x${n.toString(16)}`),
  fc.integer({ min: 0, max: 100_000 }),
  fc.integer({ min: 1, max: 100_000 }).map((n) => `eip155:${n}`),
);

describe('fuzzing: wallet events', () => {
  it('EIP-1193 accountsChanged / chainChanged become checked events or "malformed", never a throw', () => {
    const emitter = new EventEmitter();
    const provider = {
      request: async () => null,
      on: (e: string, l: (...a: unknown[]) => void) => emitter.on(e, l),
      removeListener: (e: string, l: (...a: unknown[]) => void) => emitter.off(e, l),
    };
    const channel = createProviderEventsChannel(provider);
    const event = fc.oneof(
      fc.record({ name: fc.constant('accountsChanged'), value: fuzzInput(null, shapedAccounts) }),
      fc.record({ name: fc.constant('chainChanged'), value: fuzzInput(null, shapedChainId) }),
      fc.record({ name: fc.constantFrom('disconnect', 'connect', 'message'), value: hostileValue }),
    );
    try {
      property('EIP-1193 provider events', event, ({ name, value }) => {
        emitter.emit(name, value);
        const out: ProviderEvent[] = drain(channel);
        if (name === 'connect' || name === 'message') {
          assert.deepEqual(out, []);
          return 'refused';
        }
        assert.equal(out.length, 1);
        const got = out[0]!;
        if (got.type === 'accountsChanged') {
          assert.ok(got.accounts.length <= LIMITS.walletAccounts, `${got.accounts.length} > ${LIMITS.walletAccounts}`);
          for (const a of got.accounts) assert.match(a, ADDRESS);
        } else if (got.type === 'chainChanged') {
          assert.equal(Number.isSafeInteger(got.chainId) && got.chainId > 0, true);
        } else if (got.type === 'malformed') {
          return 'refused';
        }
        return 'accepted';
      });
    } finally {
      channel.close();
    }
  });

  it('EIP-1193 answers to eth_requestAccounts are a list of addresses or a reason to refuse', () => {
    property('EIP-1193 accounts answer', fuzzInput(null, shapedAccounts), (raw) => {
      const why = accountsRefusal(raw, 'eth_requestAccounts');
      if (why !== null) {
        assert.match(why, /eth_requestAccounts/);
        return 'refused';
      }
      assert.equal(Array.isArray(raw) && raw.every((a) => typeof a === 'string' && ADDRESS.test(a)), true);
      return 'accepted';
    });
  });

  it('EIP-6963 announcements: a checked copy of info with a provider, or nothing; throwing getters included', () => {
    const channel = createAnnouncementChannel(window);
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error);
    window.addEventListener('error', onError);
    const shaped = fc.record({
      info: fc.record({
        uuid: fc.uuid(),
        name: fc.string({ minLength: 1, maxLength: 20 }),
        icon: fc.constantFrom('data:image/svg+xml,<svg/>', 'data:image/png;base64,AA==', 'https://evil.example/x.png', 'javascript:alert(1)'),
        rdns: fc.constantFrom('io.metamask', 'com.example.wallet', 'headless-web3-provider', 'not a domain', 'zero\u200bwidth', ''),
      }),
      provider: fc.constantFrom({ request: async () => null }, { request: 'nope' }, null),
    });
    const detail = fc.oneof({ arbitrary: fuzzInput(null, shaped), weight: 5 }, { arbitrary: hostileObject(shaped), weight: 1 });
    try {
      property('EIP-6963 announce event', detail, (value) => {
        window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: value }));
        assert.deepEqual(errors, []);
        const out: AnnouncementEvent[] = drain(channel);
        // each announcement is taken or refused, once
        assert.equal(out.length, 1);
        if (out[0]!.type === 'refused') {
          assert.match(out[0]!.wallet, /^[^\p{C}]{1,100}$/u);
          return 'refused';
        }
        const { info, provider } = out[0]!.announcement;
        assert.match(info.icon, /^data:image\//);
        assert.ok(info.name.length > 0, 'an empty name');
        assert.match(info.rdns, /^[^\s\p{C}]+$/u);
        assert.equal(typeof provider.request, 'function');
        return 'accepted';
      });
    } finally {
      window.removeEventListener('error', onError);
      channel.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Wallet Standard (Solana, Bitcoin), sats-connect providers, Polkadot injectedWeb3

const feature = fc.constant({ version: '1.0.0' });
const shapedStandardWallet = (chainPrefix: string, features: string[]) =>
  fc.record({
    version: fc.constant('1.0.0'),
    name: fc.string({ minLength: 1, maxLength: 30 }),
    icon: fc.constantFrom('data:image/svg+xml;base64,PHN2Zy8+', 'data:image/png,AA', 'https://x.example/i.png'),
    chains: fc.array(fc.oneof(fc.constantFrom(`${chainPrefix}:mainnet`, `${chainPrefix}:devnet`), fc.string({ maxLength: 12 })), { maxLength: 3 }),
    features: fc.dictionary(fc.oneof(fc.constantFrom(...features), fc.string({ maxLength: 12 })), feature, { maxKeys: 4 }),
    accounts: fc.constant([]),
  });

describe('fuzzing: wallets a page registers', () => {
  it('Wallet Standard registrations (Solana): a checked wallet or nothing, and nothing escapes the registry listener', () => {
    const solana = shapedStandardWallet('solana', ['standard:connect', 'solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction']);
    const wallet = fc.oneof({ arbitrary: fuzzInput(null, solana), weight: 5 }, { arbitrary: hostileObject(solana), weight: 1 });
    const registry = getWallets();
    const channel = createWalletStandardChannel();
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      property('Wallet Standard wallets (Solana)', wallet, (value) => {
        let unregister = () => {};
        try {
          unregister = registry.register(value as Wallet);
        } catch {
          // the registry's own refusal (a value it cannot hold), before any WalletGate code runs
        }
        unregister();
        assert.equal(reported.mock.calls.length, 0);
        const out: StandardWalletEvent[] = drain(channel);
        const registered = out.filter((e) => e.type === 'registered');
        for (const e of registered) if (e.type === 'registered') assert.match(e.icon, /^data:image\//);
        return registered.length ? 'accepted' : 'refused';
      });
    } finally {
      channel.close();
      reported.mockRestore();
    }
  });

  it('Wallet Standard wallets (Bitcoin): describeStandardWallet answers a checked wallet or null', () => {
    const bitcoin = shapedStandardWallet('bitcoin', ['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction']);
    const wallet = fc.oneof({ arbitrary: fuzzInput(null, bitcoin), weight: 5 }, { arbitrary: hostileObject(bitcoin), weight: 1 });
    property('Wallet Standard wallets (Bitcoin)', wallet, (value) => {
      const event = describeStandardWallet(value as Wallet);
      if (!event) return 'refused';
      assert.equal(event.type, 'registered');
      assert.match(event.type === 'registered' ? event.icon : '', /^data:image\//);
      return 'accepted';
    });
  });

  it('sats-connect providers (window.btc_providers): entries with a window path to a request function, or none', () => {
    const entry = fc.record({
      id: fc.constantFrom('XverseProviders.BitcoinProvider', 'LeatherProvider', 'a.b.c', 'constructor.prototype', '__proto__', '1bad', 'x'),
      name: fc.string({ minLength: 1, maxLength: 20 }),
      icon: fc.constantFrom('data:image/svg+xml,<svg/>', 'data:image/png;base64,AA==', 'http://x/y.png'),
    });
    const list = fc.oneof(
      { arbitrary: fuzzInput(null, fc.array(entry, { maxLength: 4 })), weight: 5 },
      { arbitrary: fc.array(hostileObject(entry), { minLength: 1, maxLength: 2 }), weight: 1 },
      { arbitrary: hostileObject(fc.array(entry, { maxLength: 2 })), weight: 1 },
    );
    const request = async () => null;
    property('sats-connect providers', list, (btcProviders) => {
      const win = { btc_providers: btcProviders, XverseProviders: { BitcoinProvider: { request } }, LeatherProvider: { request }, a: { b: { c: { request } } } };
      const events = readSatsConnectProviders(win as unknown as Window);
      for (const e of events) assert.equal(e.type === 'registered' && e.source.kind === 'satsConnect' && typeof e.source.provider.request, 'function');
      return events.length ? 'accepted' : 'refused';
    });
  });

  const extension = fc.record(
    {
      version: fc.constantFrom('0.1.0', 'x'.repeat(65)),
      enable: fc.constantFrom(async () => ({}), 'enable', null),
      name: fc.string({ maxLength: 20 }),
      icon: fc.constantFrom('data:image/svg+xml,<svg/>', 'https://x.example/a.png'),
    },
    { requiredKeys: ['enable'] },
  );

  it('Polkadot window.injectedWeb3: checked extensions or nothing, throwing getters included', async () => {
    const key = fc.oneof(fc.constantFrom('polkadot-js', 'talisman', 'subwallet-js', '__proto__', 'constructor', '<script>', ''), fc.string({ maxLength: 70 }));
    const injected = fc.oneof(
      { arbitrary: fuzzInput(null, fc.dictionary(key, fc.oneof({ arbitrary: extension, weight: 4 }, { arbitrary: hostileObject(extension), weight: 1 }), { maxKeys: 3 })), weight: 6 },
      { arbitrary: hostileObject(fc.dictionary(key, extension, { maxKeys: 2 })), weight: 1 },
    );
    await asyncProperty('Polkadot injectedWeb3', injected, async (value) => {
      const win = { injectedWeb3: value, addEventListener: () => undefined, removeEventListener: () => undefined };
      const channel = createInjectedWeb3Channel(win as unknown as Window);
      await Promise.resolve();
      await Promise.resolve();
      const out: InjectedWeb3Event[] = drain(channel);
      channel.close();
      for (const e of out) {
        assert.equal(typeof e.extension.enable, 'function');
        if (e.icon !== undefined) assert.match(e.icon, /^data:image\//);
      }
      return out.length ? 'accepted' : 'refused';
    });
  });

  it("Polkadot accounts an extension lists: SS58 accounts kept, anything else dropped", () => {
    property('Polkadot injected accounts', fuzzInput(null, fc.array(fromSchema(injectedAccountSchema), { maxLength: 4 })), (raw) => {
      const accounts = parseInjectedAccounts(raw);
      for (const a of accounts) assert.equal(injectedAccountSchema.safeParse(a).success, true);
      return accounts.length ? 'accepted' : 'refused';
    });
  });

  it('the injected extension schema itself (what the channel checks) never throws on a plain value', () => {
    property('Polkadot extension entry', fuzzInput(injectedExtensionSchema, extension), (raw) => (injectedExtensionSchema.safeParse(raw).success ? 'accepted' : 'refused'));
  });
});

// ---------------------------------------------------------------------------------------------------------------
// WalletConnect session events (SPEC §4 "Wallet provider session")

describe('fuzzing: WalletConnect', () => {
  const TOPIC = 'a'.repeat(64);
  const session: WcSession = {
    topic: TOPIC,
    namespaces: { eip155: { accounts: ['eip155:1:0x1111111111111111111111111111111111111111'], chains: ['eip155:1'], methods: [], events: [] } },
  } as unknown as WcSession;

  it('session_event / session_update / session_delete / session_ping: the adapter emits checked EIP-1193 events, never throws', () => {
    const wc = new EventEmitter();
    const up = {
      on: (e: string, l: (...a: unknown[]) => void) => wc.on(e, l),
      removeListener: (e: string, l: (...a: unknown[]) => void) => wc.off(e, l),
      setDefaultChain: () => undefined,
    } as unknown as UniversalProviderLike;
    const adapter = createWalletConnectEip1193(up);
    adapter.attach(session);
    const heard: { name: string; args: unknown[] }[] = [];
    for (const name of ['accountsChanged', 'chainChanged', 'disconnect', 'session_ping', 'message']) adapter.on(name, (...args: unknown[]) => heard.push({ name, args }));
    const topic = fc.oneof({ arbitrary: fc.constant(TOPIC), weight: 5 }, { arbitrary: hostileValue, weight: 1 });
    const shapedEvent = fc.record({
      topic,
      params: fc.record({
        event: fc.record({
          name: fc.constantFrom('accountsChanged', 'chainChanged', 'message', '__proto__', 'constructor'),
          data: fc.oneof(fc.array(fc.oneof(hexAddress.map((a) => `eip155:1:${a}`), hexAddress, fc.string())), shapedChainId, hostileValue),
        }),
        chainId: fc.oneof(fc.constantFrom('eip155:1', 'eip155:10', 'solana:x'), fc.string()),
      }),
    });
    const shapedUpdate = fc.record({ topic, params: fc.record({ namespaces: fuzzInput(null, fc.constant(session.namespaces)) }) });
    const wcEvent = fc.oneof(
      fc.record({ name: fc.constant('session_event'), payload: fuzzInput(null, shapedEvent) }),
      fc.record({ name: fc.constant('session_update'), payload: fuzzInput(null, shapedUpdate) }),
      fc.record({ name: fc.constantFrom('session_delete', 'session_ping'), payload: fuzzInput(null, fc.record({ topic })) }),
    );
    property('WalletConnect session events', wcEvent, ({ name, payload }) => {
      heard.length = 0;
      wc.emit(name, payload);
      for (const h of heard) {
        if (h.name === 'accountsChanged') assert.equal((h.args[0] as unknown[]).every((a) => typeof a === 'string'), true);
        if (h.name === 'chainChanged') assert.match(typeof h.args[0] === 'string' ? h.args[0] : typeof h.args[0], /^0x[0-9a-f]+$/);
      }
      // after a delete the adapter is detached: attach again so the next case meets a live session
      if (adapter.topic === null) adapter.attach(session);
      return heard.length ? 'accepted' : 'refused';
    });
  });

  it.each([
    ['Solana', (up: UniversalProviderLike) => walletConnectSolanaTransport(up)],
    ['Polkadot', (up: UniversalProviderLike) => walletConnectPolkadotTransport(up)],
    ['Bitcoin', (up: UniversalProviderLike) => walletConnectBitcoinTransport(up)],
  ] as const)('%s session events: the accounts listener hears lists of accounts, never a throw', (label, transportOf) => {
    const wc = new EventEmitter();
    const up = {
      session,
      on: (e: string, l: (...a: unknown[]) => void) => wc.on(e, l),
      removeListener: (e: string, l: (...a: unknown[]) => void) => wc.off(e, l),
    } as unknown as UniversalProviderLike;
    const heard: unknown[][] = [];
    const stop = transportOf(up).onAccountsChanged((accounts: unknown[]) => heard.push(accounts));
    const topic = fc.oneof({ arbitrary: fc.constant(TOPIC), weight: 5 }, { arbitrary: hostileValue, weight: 1 });
    const shapedEvent = fc.record({
      topic,
      params: fc.record({
        event: fc.record({ name: fc.constantFrom('accountsChanged', 'chainChanged'), data: fc.oneof(fc.array(fc.oneof(fc.string(), fc.constant('solana:x:Abc'))), hostileValue) }),
        chainId: fc.oneof(fc.constantFrom('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'polkadot:91b171bb158e2d3848fa23a9f1c25182', 'bip122:000000000019d6689c085ae165831e93'), hostileValue),
      }),
    });
    const wcEvent = fc.oneof(
      fc.record({ name: fc.constant('session_event'), payload: fuzzInput(null, shapedEvent) }),
      fc.record({ name: fc.constant('session_delete'), payload: fuzzInput(null, fc.record({ topic })) }),
    );
    try {
      property(`WalletConnect session events (${label})`, wcEvent, ({ name, payload }) => {
        heard.length = 0;
        wc.emit(name, payload);
        for (const list of heard) {
          assert.equal(Array.isArray(list), true);
          for (const a of list) assert.equal(typeof a === 'string' || typeof (a as { address?: unknown }).address === 'string', true);
        }
        return heard.length ? 'accepted' : 'refused';
      });
    } finally {
      stop();
    }
  });

  it('display_uri: only wc: URIs reach the pairing view', () => {
    const wc = new EventEmitter();
    const up = { on: (e: string, l: (...a: unknown[]) => void) => wc.on(e, l), removeListener: (e: string, l: (...a: unknown[]) => void) => wc.off(e, l) };
    const channel = createDisplayUriChannel(up as unknown as UniversalProviderLike);
    const uri = fuzzInput(null, fc.oneof(fc.string().map((s) => `wc:${s}@2?relay-protocol=irn&symKey=${s}`), fc.webUrl()));
    try {
      property('WalletConnect display_uri', uri, (value) => {
        wc.emit('display_uri', value);
        const out = drain(channel);
        for (const u of out) assert.equal(u.startsWith('wc:'), true);
        return out.length ? 'accepted' : 'refused';
      });
    } finally {
      channel.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// HTTP responses (SPEC §7): every schema of src/core/api through the real HTTP client

const API_SCHEMAS = Object.entries(api).filter(([, v]) => typeof v === 'object' && v !== null && '_zod' in v) as [string, z.ZodMiniType][];

describe('fuzzing: HTTP bodies', () => {
  it('covers every schema of src/core/api', () => {
    expect(API_SCHEMAS.length).toBeGreaterThanOrEqual(80);
  });

  it('every response is the parsed value or ResponseShapeError: never a TypeError, never a hang', async () => {
    let body: { text: string; status: number } = { text: 'null', status: 200 };
    const client = createHttpClient({
      baseUrl: 'http://api.test',
      fetch: (async () => new Response(body.status === 204 ? null : body.text, { status: body.status, headers: { 'content-type': 'application/json' } })) as typeof fetch,
    });
    const cases = fc.oneof(
      ...API_SCHEMAS.map(([name, schema]) =>
        fc.record({
          name: fc.constant(name),
          value: fuzzInput(schema),
          raw: fc.oneof({ arbitrary: fc.constant(null), weight: 8 }, { arbitrary: fc.constantFrom('', '{', 'undefined', '\u0000', '[1,]', 'NaN', '{"a":1}{'), weight: 1 }),
          status: fc.constantFrom(200, 200, 200, 201, 204),
        }),
      ),
    );
    const schemas = new Map(API_SCHEMAS);
    await asyncProperty('HTTP responses (api schemas)', cases, async ({ name, value, raw, status }) => {
      const body_ = raw ?? text(value);
      body = { text: body_, status };
      const schema = schemas.get(name)!;
      let expected: { success: boolean; data?: unknown } = { success: false };
      try {
        expected = schema.safeParse(status === 204 ? null : JSON.parse(body_));
      } catch {
        // not JSON: the client must refuse it
      }
      const outcome = await client.get({ path: '/x', schema }).then(
        (data) => ({ ok: true as const, data }),
        (error: unknown) => ({ ok: false as const, error }),
      );
      if (outcome.ok) {
        assert.equal(expected.success, true);
        expect(outcome.data).toEqual(expected.data);
        return 'accepted';
      }
      assert.ok(outcome.error instanceof ResponseShapeError, `${String(outcome.error)} is not a ${ResponseShapeError.name}`);
      assert.equal(expected.success, false);
      return 'refused';
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Stored values (SPEC §3): every key, through the real storage

const STORED_KEYS: { key: string; schema: z.ZodMiniType }[] = [
  ...Object.values(STORED),
  ...Object.values(EMBEDDED_SESSION),
  ...Object.values(EMBEDDED_LOCAL),
  STORED_DEEP_LINK,
  ...[...ALL_CACHES, ACCOUNT_NAMES_CACHE].map((c) => ({ key: c.key, schema: c.schema as unknown as z.ZodMiniType })),
];

describe('fuzzing: stored values', () => {
  it('every stored key reads as a value of its schema, or as absent and cleared; nothing throws', () => {
    const backend = memoryBackend();
    const storage = createStorage(backend);
    const cases = fc.oneof(
      ...STORED_KEYS.map(({ key, schema }) =>
        fc.record({
          key: fc.constant(key),
          schema: fc.constant(schema),
          raw: fc.oneof(
            { arbitrary: fuzzInput(schema).map(text), weight: 8 },
            { arbitrary: fc.string({ unit: 'binary', maxLength: 50 }), weight: 1 },
            { arbitrary: fc.constantFrom('{"__proto__":{"polluted":"yes"}}', '[', ' '.repeat(LIMITS.storedValueChars + 1), 'null'), weight: 1 },
          ),
        }),
      ),
    );
    property('stored values (local + session)', cases, ({ key, schema, raw }) => {
      backend.setItem(STORAGE_PREFIX + key, raw);
      const value = storage.get(key, schema);
      if (value === undefined) {
        // refused values are cleared so the next start is clean; `null` is JSON null, absent too
        assert.equal(backend.getItem(STORAGE_PREFIX + key) === null || schema.safeParse(JSON.parse(raw)).success, true);
        return 'refused';
      }
      assert.equal(schema.safeParse(value).success, true);
      return 'accepted';
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Options a site passes (SPEC §5)

describe('fuzzing: options', () => {
  it('parseOptions answers ok with the checked options, or an error {code, message}; never throws', () => {
    const network = fc.record({
      id: fc.oneof(fc.integer({ min: 1, max: 100_000 }), fc.constant('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')),
      name: fc.string({ minLength: 1, maxLength: 20 }),
      nativeCurrency: fc.record({ name: fc.constant('Ether'), symbol: fc.constant('ETH'), decimals: fc.constantFrom(18, 9, -1, 1e9) }),
      rpcUrls: fc.record({ default: fc.record({ http: fc.array(fc.constantFrom('http://127.0.0.1:8545', 'https://rpc.example', 'ftp://x', 'javascript:alert(1)'), { maxLength: 2 }) }) }),
      chainNamespace: fc.constantFrom('eip155', 'solana', 'bip122', 'polkadot', 'cosmos', undefined),
      caipNetworkId: fc.constantFrom('eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'cosmos:hub', undefined),
    });
    const shaped = fc.oneof(
      fromSchema(optionsInputSchema),
      fc.record({ projectId: fc.string({ maxLength: 20 }), networks: fc.array(network, { minLength: 1, maxLength: 2 }) }, { requiredKeys: ['networks'] }),
    );
    property('options → parseOptions', fuzzInput(optionsInputSchema, shaped), (input) => {
      const result = parseOptions(input);
      if (!result.ok) {
        assert.equal(typeof result.error.code, 'string');
        assert.ok(words(result.error).length > 0, 'an empty message');
        return 'refused';
      }
      expect(Array.isArray(result.options.networks) && result.options.networks.length).toBeGreaterThan(0);
      return 'accepted';
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// What wallets throw and answer

describe('fuzzing: wallet errors and answers', () => {
  it('any rejection becomes {code, message} in words (SPEC §8), throwing getters included', () => {
    const shaped = fc.record(
      {
        code: fc.oneof(fc.constantFrom(4001, 4902, -32002, -32603, 5730, '4001', 'ACTION_REJECTED'), fc.integer()),
        message: fc.string({ maxLength: 40 }),
        data: fc.oneof(fc.record({ originalError: fc.record({ code: fc.constantFrom(4902, 4001) }) }), fc.record({ reasons: fc.array(fc.record({ description: fc.string() })) }), hostileValue),
        cause: hostileValue,
      },
      { requiredKeys: [] },
    );
    const rejection = fc.oneof({ arbitrary: fuzzInput(null, shaped), weight: 6 }, { arbitrary: hostileObject(shaped), weight: 1 });
    property('provider errors → toWalletError', rejection, (error) => {
      const info = toWalletError(error);
      assert.equal(wordsOf(info.code) !== undefined, true);
      assert.equal(englishOf(info).length > 0, true);
      const reason = firstReason(error);
      assert.equal(reason === null || typeof reason === 'string', true);
      const tx = describeTransactionError(error, { nativeSymbol: 'ETH' });
      assert.equal(wordsOf(tx.code) !== undefined && englishOf(tx).length > 0, true);
      return errorCode(error) === undefined ? 'refused' : 'accepted';
    });
  });

  it('wallet_getAssets answers: balances or null (SPEC §5 "valid only if every asset has the string fields")', () => {
    const asset = fc.record({
      address: fc.oneof(hexAddress, fc.constant('native')),
      balance: fc.integer({ min: 0 }).map((n) => `0x${n.toString(16)}`),
      type: fc.constantFrom('ERC20', 'NATIVE', 'ERC721'),
      metadata: fc.record({ name: fc.string(), symbol: fc.string({ maxLength: 6 }), decimals: fc.constantFrom(18, 6, 0, -1, '18'), price: fc.oneof(fc.double(), fc.constant(1)), iconUrl: fc.string() }),
    });
    const shaped = fc.oneof(fc.dictionary(fc.constantFrom('0x1', '0x7a69', '0xa'), fc.array(asset, { maxLength: 3 })), fromSchema(WalletAssetsResponseSchema));
    property('wallet_getAssets → balances', fuzzInput(WalletAssetsResponseSchema, shaped), (response) => {
      supportsAssetDiscovery(response, '0x1');
      const balances = walletAssetsToBalances(response, '0x1', 'eip155:1');
      if (balances === null) return 'refused';
      for (const b of balances) assert.equal(typeof b.symbol === 'string' && typeof b.quantity.numeric === 'string', true);
      return 'accepted';
    });
  });

  it("sats-connect providers' answers (accounts, signatures): checked values, or a rejection with a code; never a TypeError", async () => {
    const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
    const account = fc.record({ address: fc.constantFrom(BTC, 'not-an-address'), publicKey: fc.string({ maxLength: 10 }), purpose: fc.constantFrom('payment', 'ordinals', 'stacks') });
    const result = fc.oneof(
      fc.record({ addresses: fc.array(account, { maxLength: 3 }) }),
      fc.array(account, { maxLength: 3 }),
      fc.record({ signature: fc.constantFrom('H3JlYWxseSBzaWduZWQ=', 'not base64!') }),
      fc.record({ psbt: fc.constant('cHNidP8BAA=='), txid: fc.constantFrom('a'.repeat(64), 'zz') }, { requiredKeys: ['psbt'] }),
    );
    const answer = fuzzInput(null, fc.oneof(fc.record({ result }), fc.record({ error: fc.record({ code: fc.integer(), message: fc.string() }) })));
    const call = fc.constantFrom('connect', 'signMessage', 'signPsbt');
    await asyncProperty('sats-connect answers', fc.tuple(call, answer), async ([method, raw]) => {
      const transport = satsConnectTransport({ request: async () => raw });
      const run =
        method === 'connect'
          ? transport.connect({ silent: false, chain: 'bitcoin:000000000019d6689c085ae165831e93' })
          : method === 'signMessage'
            ? transport.signMessage({ address: BTC, message: 'hi', protocol: 'bip322', chain: 'bitcoin:x' })
            : transport.signPsbt({ psbt: 'cHNidP8BAA==', signInputs: {}, broadcast: false, chain: 'bitcoin:x' });
      const outcome = await run.then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      );
      if (!outcome.ok) {
        assert.ok(outcome.error instanceof Error, `${String(outcome.error)} is not a ${Error.name}`);
        assert.ok(!(outcome.error instanceof TypeError), `${String(outcome.error)} is a ${TypeError.name}`);
        assert.equal(typeof (outcome.error as { code?: unknown }).code, 'number');
        return 'refused';
      }
      if (Array.isArray(outcome.value)) for (const a of outcome.value) assert.equal(a.address, BTC);
      return method === 'connect' && Array.isArray(outcome.value) && outcome.value.length === 0 ? 'refused' : 'accepted';
    });
  });

  it("Polkadot extensions' answers (enable, accounts, signatures): checked values, or a rejection with a code", async () => {
    const SS58 = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
    const accounts = fc.array(fc.record({ address: fc.constantFrom(SS58, '0x1234', ''), name: fc.string({ maxLength: 8 }), type: fc.constantFrom('sr25519', 'ethereum') }), { maxLength: 3 });
    const signed = fc.record({ id: fc.integer(), signature: fc.constantFrom(`0x${'ab'.repeat(64)}`, '0x12', 'sig') }, { requiredKeys: [] });
    const answers = fc.record({ accounts: fuzzInput(null, accounts), signed: fuzzInput(null, signed), shape: fc.constantFrom('good', 'no-signer', 'junk') });
    const call = fc.constantFrom('connect', 'signRaw');
    await asyncProperty('Polkadot extension answers', fc.tuple(call, answers), async ([method, a]) => {
      const injected =
        a.shape === 'good'
          ? { accounts: { get: async () => a.accounts }, signer: { signRaw: async () => a.signed } }
          : a.shape === 'no-signer'
            ? { accounts: { get: async () => a.accounts }, signer: {} }
            : a.accounts;
      const transport = injectedExtensionTransport({ key: 'fuzz', enable: async () => injected }, 'http://host.test');
      const run = method === 'connect' ? transport.connect({ silent: false }) : transport.signRaw({ address: SS58, data: '0x00', type: 'bytes' });
      const outcome = await run.then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      );
      if (!outcome.ok) {
        assert.ok(!(outcome.error instanceof TypeError), `${String(outcome.error)} is a ${TypeError.name}`);
        assert.equal(typeof (outcome.error as { code?: unknown }).code, 'number');
        return 'refused';
      }
      if (Array.isArray(outcome.value)) for (const acc of outcome.value) assert.equal(acc.address, SS58);
      else assert.match(outcome.value.signature, /^0x[0-9a-f]{128,130}$/i);
      return method === 'connect' && Array.isArray(outcome.value) && outcome.value.length === 0 ? 'refused' : 'accepted';
    });
  });

  it('RPC results from the frame: each method checks its result shape (SPEC §5), never throws', () => {
    const method = fc.constantFrom('personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'eth_chainId', 'wallet_sendCalls', 'eth_accounts', 'unknown_method');
    const result = fuzzInput(null, fc.oneof(fc.stringMatching(/^0x[0-9a-f]{64}$/), fc.stringMatching(/^0x[0-9a-f]{130}$/), fc.record({ id: fc.string() })));
    property('frame RPC result → rpcResultError', fc.tuple(method, result), ([m, r]) => {
      const why = rpcResultError(m, r);
      return why === undefined ? 'accepted' : 'refused';
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// What a site asks of getWalletProvider(): refused with -32602 naming the field, never any other throw

const REQUEST_BOUNDARIES: { label: string; methods: string[]; schemas: Record<string, z.ZodMiniType>; parse: (m: string, p: unknown) => unknown; error: new (...a: never[]) => Error }[] = [
  { label: 'Solana provider requests', methods: Object.keys(SOLANA_REQUESTS), schemas: SOLANA_REQUESTS, parse: (m, p) => parseSolanaRequest(m as SolanaRequestMethod, p), error: SolanaRequestError },
  { label: 'Bitcoin provider requests', methods: Object.keys(BITCOIN_REQUESTS), schemas: BITCOIN_REQUESTS, parse: (m, p) => parseBitcoinRequest(m as BitcoinRequestMethod, p), error: BitcoinRequestError },
  { label: 'Polkadot provider requests', methods: Object.keys(POLKADOT_REQUESTS), schemas: POLKADOT_REQUESTS, parse: (m, p) => parsePolkadotRequest(m as PolkadotRequestMethod, p), error: PolkadotRequestError },
];

describe('fuzzing: requests a site makes', () => {
  it.each(REQUEST_BOUNDARIES.map((b) => [b.label, b] as const))('%s: the checked params, or the -32602 refusal naming the field', (label, b) => {
    const cases = fc.oneof(...b.methods.map((m) => fc.record({ method: fc.constant(m), params: fuzzInput(b.schemas[m]) })));
    property(label, cases, ({ method, params: p }) => {
      try {
        b.parse(method, p);
        return 'accepted';
      } catch (error) {
        assert.ok(error instanceof b.error, `${String(error)} is not a ${b.error.name}`);
        assert.equal((error as unknown as { code: number }).code, -32602);
        return 'refused';
      }
    });
  });

  it('wallet_sendCalls params: an entry rule text or nothing (SPEC §5), and the session context read safely', () => {
    const call = fc.record({ to: fc.oneof(hexAddress, fc.string()), data: fc.oneof(fc.constant('0x'), fc.string()), value: fc.constant('0x0') }, { requiredKeys: ['to'] });
    const shaped = fc.tuple(fc.record({ calls: fc.array(call, { maxLength: 3 }), capabilities: fc.record({ permissions: fc.record({ context: fc.string() }) }) }, { requiredKeys: ['calls'] }));
    property('wallet_sendCalls params', mutated(shaped).chain((v) => fc.oneof(fc.constant(v), shaped as fc.Arbitrary<unknown>)), (p) => {
      sessionContextOf(p);
      return sendCallsError(p) === undefined ? 'accepted' : 'refused';
    });
  });
});
