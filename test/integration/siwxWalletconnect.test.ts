/**
 * SPEC §4: sign-in through a universal provider (WalletConnect) applies only when all chains are eip155. With only
 * EVM networks the WalletConnect wallet is asked to sign in (personal_sign through the session) and the session is
 * stored; with a Solana network configured too, nothing is asked.
 */
import { http, HttpResponse } from 'msw';
import { parseSiweMessage } from 'viem/siwe';
import { hexToString } from 'viem';
import { openRequested, selectIsOpen, selectRouter, selectView, walletSelected } from '../../slices';
import { selectSiwx } from '../../slices/siwx';
import { signInRequested } from '../../slices/siwxRequests';
import type { WalletGateOptions } from '../../src/core/options';
import { selectWalletConnect } from '../../slices/walletConnect';
import { walletConnectStore, WC_ADDRESS } from '../helpers/fakeUniversalProvider';
import { testOptions, TEST_ENDPOINTS, TEST_NETWORK, TEST_NETWORK_B } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { untilTurns } from '../helpers/wait';
import { siwxFlows } from '../../sagas/features/siwx';

const server = useMswServer();
const SIWX = 'http://siwx.test/v1/siwx';
const SIGNATURE = `0x${'cd'.repeat(65)}`;
const SOLANA = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const,
  chainNamespace: 'solana' as const,
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
};

afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  server.use(http.get(`${TEST_ENDPOINTS.blockchainApi}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })));
  rpcNode(server, { eth_getBalance: () => '0x0' });
  server.use(
    http.get(`${SIWX}/nonce`, () => HttpResponse.json({ nonce: 'wcnonce12345678', token: 'nonce-token' })),
    http.post(`${SIWX}/sessions`, () => HttpResponse.json({ sessions: [] })),
    http.post(`${SIWX}/verify`, async ({ request }) => {
      const { message } = (await request.json()) as { message: string };
      const parsed = parseSiweMessage(message);
      return HttpResponse.json({
        token: 'auth-token',
        session: { chainId: `eip155:${parsed.chainId}`, address: parsed.address, message, issuedAt: parsed.issuedAt!.toISOString(), expirationTime: null },
      });
    }),
  );
});

async function connectThroughWalletConnect(options: WalletGateOptions) {
  const t = walletConnectStore(options);
  t.provider.handle('personal_sign', () => SIGNATURE);
  t.store.dispatch(openRequested());
  t.store.dispatch(walletSelected({ walletId: 'walletConnect', name: 'WalletConnect' }));
  await untilTurns(() => t.provider.waiting && selectWalletConnect(t.state()).uri !== null, 'pairing');
  t.provider.approve({ chains: [31337, 31338] });
  return t;
}

describe('SPEC §4 sign-in through a universal provider', () => {
  it('applies when all chains are eip155: the WalletConnect wallet signs and the session is stored', async () => {
    const siwx = { server: SIWX };
    const t = await connectThroughWalletConnect({ ...testOptions({ networks: [TEST_NETWORK, TEST_NETWORK_B], features: { analytics: false }, siwx }) });
    await untilTurns(() => selectIsOpen(t.state()) && selectView(t.state()) === 'SIWXSignMessage', 'asked to sign in');
    t.store.dispatch(signInRequested());
    await untilTurns(() => selectSiwx(t.state()).status === 'signedIn', 'signed in');
    const sign = t.provider.requests.find((r) => r.method === 'personal_sign')!;
    const [hex, address] = sign.params as [`0x${string}`, string];
    expect(address).toBe(WC_ADDRESS);
    expect(parseSiweMessage(hexToString(hex))).toMatchObject({ address: WC_ADDRESS, chainId: 31337 });
    t.task.cancel();
  });

  it('does not apply when a non-eip155 chain is configured too: nothing is asked', async () => {
    const siwx = { server: SIWX };
    let sessionChecks = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.startsWith(`${SIWX}/`)) sessionChecks += 1;
    });
    const load = jest.spyOn(siwxFlows, 'load');
    const t = await connectThroughWalletConnect({ ...testOptions({ networks: [TEST_NETWORK, TEST_NETWORK_B, SOLANA], features: { analytics: false }, siwx }) });
    await untilTurns(() => selectRouter(t.state()).view === 'Account', 'connected, on Account');
    // the sign-in flows loaded with the connect, and ran
    await untilTurns(() => load.mock.calls.length === 1, 'the sign-in flows loaded on the connect');
    await load.mock.results[0]!.value;
    // they found nobody to sign in (§4's rule): a request to sign in is answered so
    t.store.dispatch(signInRequested());
    await untilTurns(() => selectSiwx(t.state()).error !== null, 'the sign-in flows answered');
    expect(selectSiwx(t.state())).toMatchObject({ status: 'idle', account: null, error: { code: 'noActiveCaipAddress' } });
    expect(selectView(t.state())).toBe('Account');
    expect(sessionChecks).toBe(0);
    expect(t.provider.requests.some((r) => r.method === 'personal_sign')).toBe(false);
    t.task.cancel();
  });
});
