/**
 * Fuzzing the boundaries whose input reaches the store: 10,000 cases each against one real store with
 * the real root saga (built once per property; the fuzzed inputs are what changes).
 * - Frame messages, posted on the page as real MessageEvents: from the secure frame's own window and origin (where
 *   the strict schemas decide), from the page's own origin and from a third origin (where nothing may pass).
 * - EIP-1193 events from a connected wallet (accountsChanged, chainChanged, disconnect): after each, the state
 *   still satisfies its own shape (the zod schema below), stays serializable, and nothing is logged as an error.
 * The counts table is printed after the file (it shows in `npm test`).
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { openRequested, selectAccount, selectConnection, selectNetworkState, selectWalletGate, walletSelected, type WalletGateRootState } from '../../slices';
import { emailFieldFocused } from '../../slices/embeddedWalletRequests';
import { selectEmbeddedWallet, frameReady } from '../../slices/embeddedWallet';
import {
  APP_EVENT_NAMES,
  ErrorPayloadSchema,
  FRAME_NOTICE_NAMES,
  FRAME_NOTICE_PAYLOADS,
  FRAME_SUCCESS_PAYLOADS,
  frameErrorType,
  frameNoticeType,
  frameSuccessType,
  parseFrameEvent,
} from '../../src/core/frame';
import { CHAIN_NAMESPACES } from '../../src/core/caip';
import { LIMITS } from '../../src/core/constants';
import { FakeFrame, FRAME_ORIGIN } from '../helpers/fakeFrame';
import { FakeWallet } from '../helpers/fakeWallet';
import { makeTestStore, testOptions, TEST_NETWORK, TEST_NETWORK_B } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { waitUntil } from '../helpers/wait';
import { FUZZ_RUNS, FuzzCounts, fromSchema, fuzzInput, hostileValue, prototypeKeys, prototypesClean } from '../helpers/fuzz';

const counts = new FuzzCounts();
let before: ReturnType<typeof prototypeKeys>;
beforeAll(() => {
  before = prototypeKeys();
});
afterAll(() => counts.print('Fuzzed boundaries into a real store (test/integration/fuzzStore.test.ts)'));

const server = useMswServer();

// The state's own shape where wallet and frame input lands (SPEC §3, §4): what no input may break.
const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const namespace = z.enum(CHAIN_NAMESPACES as [string, ...string[]]);
const caipNetworkId = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/));
const eip155Account = z.nullable(
  z.looseObject({
    address: z.nullable(z.string().check(z.regex(HEX_ADDRESS))),
    caipAddress: z.nullable(z.string().check(z.regex(/^eip155:[1-9]\d*:0x[0-9a-fA-F]{40}$/))),
    allAccounts: z.array(z.looseObject({ address: z.string().check(z.regex(HEX_ADDRESS)) })).check(z.maxLength(LIMITS.walletAccounts)),
    tokenBalance: z.array(z.unknown()),
  }),
);
const walletState = z.object({
  status: z.partialRecord(namespace, z.enum(['disconnected', 'connecting', 'connected'])),
  activeNamespace: z.nullable(namespace),
  active: z.partialRecord(namespace, caipNetworkId),
  account: eip155Account,
});

const shapeOf = (state: WalletGateRootState) => ({
  status: selectConnection(state).status,
  activeNamespace: selectConnection(state).activeNamespace,
  active: selectNetworkState(state).active,
  account: selectAccount(state, 'eip155'),
});

/** Serializable: JSON keeps every value (no undefined-in-arrays, functions, class instances, NaN). */
const serializable = (state: unknown) => {
  const text = JSON.stringify(state);
  return JSON.stringify(JSON.parse(text)) === text && !/\bNaN\b|Infinity/.test(text);
};

describe('fuzzing: frame messages into the store', () => {
  it('forged messages from the page or a third origin change nothing; the frame’s own pass only its strict schemas', async () => {
    rpcNode(server);
    const t = makeTestStore(testOptions({ features: { analytics: false } }), {}, { invariantChecks: false });
    t.store.dispatch(openRequested());
    t.store.dispatch(emailFieldFocused());
    await waitUntil(() => document.getElementById('w3m-iframe') !== null, 'the secure frame mounted');
    const frame = new FakeFrame().attach();
    frame.ready();
    await waitUntil(() => selectEmbeddedWallet(t.state()).frame === 'ready', 'the frame ready');
    const errorSpy = jest.spyOn(console, 'error');

    const id = fc.oneof(fc.uuid(), fc.string({ maxLength: 8 }));
    const forged: fc.Arbitrary<unknown> = fc.oneof(
      ...APP_EVENT_NAMES.map((name) => fc.record({ type: fc.constant(frameSuccessType(name)), id, payload: fromSchema(FRAME_SUCCESS_PAYLOADS[name]) }, { requiredKeys: ['type'] })),
      ...APP_EVENT_NAMES.map((name) => fc.record({ type: fc.constant(frameErrorType(name)), id, payload: fromSchema(ErrorPayloadSchema) }, { requiredKeys: ['type'] })),
      ...FRAME_NOTICE_NAMES.map((name) => fc.record({ type: fc.constant(frameNoticeType(name)), id, payload: fromSchema(FRAME_NOTICE_PAYLOADS[name]) }, { requiredKeys: ['type'] })),
    );
    const from = fc.constantFrom('frame', 'page', 'third');
    const iframe = frame.iframe!;

    fc.assert(
      fc.property(fuzzInput(null, forged), from, (data, sender) => {
        const state = t.store.getState();
        const embeddedBefore = selectEmbeddedWallet(state);
        const actionsBefore = t.actions.length;
        const origin = sender === 'frame' ? FRAME_ORIGIN : sender === 'page' ? 'http://host.test' : 'http://127.0.0.1:9';
        const source = sender === 'frame' ? iframe.contentWindow : sender === 'page' ? window : null;
        window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
        const added = t.actions.slice(actionsBefore).map((a) => a.type);
        const embedded = selectEmbeddedWallet(t.state());
        if (sender !== 'frame') {
          // SPEC §5: not from the secure frame → not one action, not one bit of state
          assert.deepEqual(added, []);
          assert.equal(t.store.getState(), state);
        } else {
          // from the frame: a reply answering no open request is ignored; a READY is a reloaded frame, which the
          // flows greet again (theme, dapp data), so it alone may start requests
          const parsed = parseFrameEvent(data);
          const ready = parsed.success && parsed.data.type === frameNoticeType('READY');
          if (!ready) {
            assert.deepEqual(added, []);
            assert.equal(embedded.requests, embeddedBefore.requests);
          } else assert.equal(added[0], frameReady.type);
          assert.equal(embedded.user, embeddedBefore.user);
          assert.equal(embedded.session, embeddedBefore.session);
        }
        assert.equal(t.logger.error.mock.calls.length, 0);
        assert.equal(errorSpy.mock.calls.length, 0);
        counts.count('frame messages → store', sender === 'frame' && parseFrameEvent(data).success ? 'accepted' : 'refused');
        return prototypesClean(before);
      }),
      { numRuns: FUZZ_RUNS },
    );
    expect(counts.get('frame messages → store').accepted).toBeGreaterThan(0);
    // and the frame still answers a real request afterwards: the channel is alive
    expect(selectEmbeddedWallet(t.state()).frame).toBe('ready');
    errorSpy.mockRestore();
    t.task.cancel();
  });
});

describe('fuzzing: EIP-1193 events into the store', () => {
  let wallet: FakeWallet;
  beforeEach(() => {
    rpcNode(server);
    // the account button's balance, asked on each chain the wallet moves to
    server.use(http.get('*/v1/account/:address/balance', () => HttpResponse.json({ balances: [] })));
    wallet = new FakeWallet().install();
  });
  afterEach(() => wallet.uninstall());

  // Two halves of FUZZ_RUNS on two fresh stores, one counts row: each half stays well inside the test timeout on a
  // loaded machine (every accepted event sets off real flows: the balance fetch, the names lookup).
  it.each(['first', 'second'])('after any accountsChanged / chainChanged / disconnect, the state keeps its shape and stays serializable (%s half)', async () => {
    const t = makeTestStore(testOptions({ networks: [TEST_NETWORK, TEST_NETWORK_B], features: { analytics: false } }), {}, { invariantChecks: false });
    const connected = () => selectConnection(t.state()).status.eip155 === 'connected';
    // resolves on the dispatch that connects (no polling: a wallet event that disconnects is followed by a reconnect)
    const connect = () =>
      new Promise<void>((resolve) => {
        const unsubscribe = t.store.subscribe(() => {
          if (!connected()) return;
          unsubscribe();
          resolve();
        });
        t.store.dispatch(walletSelected({ walletId: 'test.fake.wallet', name: 'Fake Wallet', connectorId: 'test.fake.wallet' }));
      });
    await connect();
    const errorSpy = jest.spyOn(console, 'error');

    const address = fc.stringMatching(HEX_ADDRESS);
    const accounts = fc.array(address, { minLength: 1, maxLength: 3 });
    const chainId = fc.oneof(fc.constantFrom('0x7a69', '0x7a6a', '0x1', 31337, 'eip155:31338'), fc.integer({ min: 1, max: 2 ** 32 }).map((n) => `0x${n.toString(16)}`));
    const event = fc.oneof(
      { arbitrary: fc.record({ name: fc.constant('accountsChanged'), value: fuzzInput(null, accounts) }), weight: 5 },
      { arbitrary: fc.record({ name: fc.constant('chainChanged'), value: fuzzInput(null, chainId) }), weight: 5 },
      { arbitrary: fc.record({ name: fc.constantFrom('disconnect', 'connect', 'message'), value: hostileValue }), weight: 1 },
    );

    await fc.assert(
      fc.asyncProperty(event, async ({ name, value }) => {
        if (!connected()) await connect();
        const stateBefore = selectWalletGate(t.state());
        wallet.emit(name, value);
        const shape = walletState.safeParse(shapeOf(t.state()));
        if (!shape.success) throw new Error(`state out of shape after ${name}: ${JSON.stringify(shape.error.issues[0])}`);
        assert.equal(serializable(shapeOf(t.state())), true);
        assert.equal(t.logger.error.mock.calls.length, 0);
        assert.equal(errorSpy.mock.calls.length, 0);
        counts.count('EIP-1193 events → store', selectWalletGate(t.state()) === stateBefore ? 'refused' : 'accepted');
        return prototypesClean(before);
      }),
      { numRuns: Math.ceil(FUZZ_RUNS / 2) },
    );
    expect(serializable(selectWalletGate(t.state()))).toBe(true);
    const row = counts.get('EIP-1193 events → store');
    expect(row.accepted).toBeGreaterThan(0);
    expect(row.refused).toBeGreaterThan(0);
    errorSpy.mockRestore();
    t.task.cancel();
  });
});
