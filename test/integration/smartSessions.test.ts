/**
 * Smart sessions in the widget (SPEC §1 feature flag off by default, §7 GET /v1/sessions/{address} and
 * POST /v1/sessions/{address}/revoke with pci and signature), against the fake secure frame and msw: the list in
 * state for the smart account, nothing asked with the feature off, and a revoke signed as the smart account.
 */
import { http, HttpResponse } from 'msw';
import { stringToHex } from 'viem';
import { closeRequested, openRequested, selectConnection, selectIsOpen, selectRouter } from '../../slices';
import { emailFieldFocused, emailSubmitted } from '../../slices/embeddedWalletRequests';
import { approvalAreaChanged, approvalStarted, otpSubmitted } from '../../slices/embeddedWallet';
import { selectSmartSessionList, selectSmartSessions } from '../../slices/smartSessions';
import { sessionRevokeRequested } from '../../slices/smartSessionsRequests';
import type { SmartSession } from '../../src/core/api';
import { createStorage, memoryBackend } from '../../src/services/storage';
import type { Eip1193Provider } from '../../src/services/providers';
import { FakeFrame, SMART } from '../helpers/fakeFrame';
import { makeTestStore, testOptions, useSagaTimers } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { words } from '../helpers/words';

const API = 'http://api.test';
const server = useMswServer();
const PCI = '0x3333333333333333333333333333333333333333';
const SIGNATURE = `0x${'ab'.repeat(65)}`;

const session = (revokedAt: number | null = null): SmartSession => ({
  pci: PCI,
  chainId: 'eip155:31337',
  project: { id: 'demo', name: 'Demo app', url: 'https://demo.test', iconUrl: 'https://demo.test/icon.png' },
  createdAt: 1_700_000_000,
  expiry: 4_000_000_000,
  signer: { type: 'keys', data: { ids: [PCI] } },
  permissions: [{ type: 'erc20-token-transfer', data: { address: '0x4444444444444444444444444444444444444444', allowance: '0x1' } }],
  policies: [],
  revokedAt,
});

async function settle(rounds = 8) {
  for (let i = 0; i < rounds; i += 1) await jest.advanceTimersByTimeAsync(0);
}

async function signIn(smartSessions: boolean) {
  const t = makeTestStore(testOptions({ features: { analytics: false, smartSessions } }), { session: createStorage(memoryBackend()), storage: createStorage(memoryBackend()) });
  t.store.dispatch(openRequested());
  t.store.dispatch(emailFieldFocused());
  await settle();
  const frame = new FakeFrame().attach();
  frame.on('CONNECT_EMAIL', () => ({ payload: { action: 'VERIFY_OTP' } }));
  frame.on('CONNECT_OTP', () => ({}));
  frame.ready();
  t.store.dispatch(emailSubmitted({ email: 'ada@example.com' }));
  await settle();
  t.store.dispatch(otpSubmitted({ otp: '123456' }));
  await settle(14);
  expect(selectConnection(t.state()).status.eip155).toBe('connected');
  return { t, frame };
}

/** Every sessions request the API saw. */
const seen: { method: string; path: string; body?: unknown }[] = [];
beforeEach(() => {
  seen.length = 0;
  useSagaTimers();
  rpcNode(server);
  server.use(
    http.get(`${API}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })),
    http.get(`${API}/getWallets`, () => HttpResponse.json({ data: [], count: 0 })),
    http.get(`${API}/v1/sessions/:address`, ({ request }) => {
      seen.push({ method: 'GET', path: new URL(request.url).pathname });
      return HttpResponse.json({ sessions: [session()] });
    }),
    http.post(`${API}/v1/sessions/:address/revoke`, async ({ request }) => {
      seen.push({ method: 'POST', path: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json({ success: true, session: session(1_700_000_100) });
    }),
  );
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('smart sessions', () => {
  it('with the feature off (the default), asks nothing about sessions', async () => {
    await signIn(false);
    expect(seen).toEqual([]);
  });

  it("lists the smart account's sessions, and revokes one with the account's signature over the pci", async () => {
    const { t, frame } = await signIn(true);
    expect(seen[0]).toEqual({ method: 'GET', path: `/v1/sessions/${SMART}` });
    expect(selectSmartSessions(t.state())).toMatchObject({ address: SMART, status: 'ready' });
    expect(selectSmartSessionList(t.state())).toEqual([
      { pci: PCI, chainId: 'eip155:31337', projectName: 'Demo app', expiry: 4_000_000_000, revokedAt: null, permissionTypes: ['erc20-token-transfer'] },
    ]);

    frame.on('RPC_REQUEST', (payload) => ((payload as { method: string }).method === 'personal_sign' ? { payload: SIGNATURE } : { payload: {} }));
    t.store.dispatch(sessionRevokeRequested({ pci: PCI }));
    await settle();
    expect(selectSmartSessions(t.state()).revoking).toBe(PCI);
    t.store.dispatch(approvalAreaChanged({ top: 60, left: 20, width: 320, height: 420 }));
    await settle(12);
    // SPEC §7: personal_sign over the pci text, as the smart account
    const signs = frame.posted.filter((e) => e.type === '@w3m-app/RPC_REQUEST').map((e) => ('payload' in e ? e.payload : null));
    expect(signs.filter((p) => (p as { method: string }).method === 'personal_sign')).toEqual([{ method: 'personal_sign', params: [stringToHex(PCI), SMART], chainId: 31337 }]);
    expect(seen.find((r) => r.method === 'POST')).toEqual({ method: 'POST', path: `/v1/sessions/${SMART}/revoke`, body: { pci: PCI, signature: SIGNATURE } });
    expect(selectSmartSessionList(t.state())[0]?.revokedAt).toBe(1_700_000_100);
    expect(selectSmartSessions(t.state())).toMatchObject({ revoking: null, error: null });
  });

  it('runs a batch under a granted session without ApproveTransaction; without a session it asks the visitor', async () => {
    const { t, frame } = await signIn(true);
    t.store.dispatch(closeRequested());
    await settle();
    frame.on('RPC_REQUEST', () => ({ payload: { id: '0xbatch' } }));
    const provider = t.deps.providers.get('ID_AUTH') as Eip1193Provider;
    const batch = { version: '2.0.0', from: SMART, calls: [{ to: '0x4444444444444444444444444444444444444444', data: '0xa9059cbb' }] };
    const underSession = provider.request({ method: 'wallet_sendCalls', params: [{ ...batch, capabilities: { permissions: { context: PCI } } }] });
    await settle();
    await expect(underSession).resolves.toEqual({ id: '0xbatch' });
    expect(selectIsOpen(t.state())).toBe(false);
    expect(t.actions.some((a) => a.type === approvalStarted.type)).toBe(false);

    void provider.request({ method: 'wallet_sendCalls', params: [batch] }).catch(() => undefined);
    await settle();
    expect(selectIsOpen(t.state())).toBe(true);
    expect(selectRouter(t.state()).view).toBe('ApproveTransaction');
  });

  it('keeps the session when the revoke signature is declined, and says so', async () => {
    const { t, frame } = await signIn(true);
    frame.on('RPC_REQUEST', (payload) => ((payload as { method: string }).method === 'personal_sign' ? { error: 'User rejected the request' } : { payload: {} }));
    t.store.dispatch(sessionRevokeRequested({ pci: PCI }));
    await settle();
    t.store.dispatch(approvalAreaChanged({ top: 60, left: 20, width: 320, height: 420 }));
    await settle(12);
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
    expect(selectSmartSessionList(t.state())[0]?.revokedAt).toBeNull();
    expect(words(selectSmartSessions(t.state()).error)).toBe('User rejected the request');
  });
});
