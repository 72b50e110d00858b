/**
 * The account area on Solana (SPEC §3, §6, §7, §9): a visitor connected through a Wallet Standard
 * wallet gets the SOL and SPL balances and the Activity of the Solana network from the blockchain API, and the
 * account button's SOL balance (9 decimals) from the network's RPC.
 */
import { http, HttpResponse } from 'msw';
import { selectAccount, selectAccountInfo, selectConnection, walletSelected } from '../../slices';
import { selectTokenBalances, tokenBalancesRequested } from '../../slices/send';
import { selectTransactions, selectTransactionsState, transactionsRequested } from '../../slices/transactions';
import { formatTransferAmount } from '../../src/core/transactions';
import type { Transaction } from '../../src/core/api/history';
import type { TokenBalance } from '../../src/core/api/account';
import { API, accountStore, apiLog } from '../helpers/accountWorld';
import { SOL_ADDRESS, SOL_CHAIN, SOL_MINT, SOL_RECEIVER, SOLANA_NETWORK, registerSolanaWallet } from '../helpers/fakeSolanaWallet';
import { useMswServer } from '../helpers/msw';
import { waitUntil } from '../helpers/wait';

const server = useMswServer();
let log: ReturnType<typeof apiLog>;
let unregister: () => void;
let connectorId: string;
let rpcCalls: { method: string; params: unknown[] }[];

const SOL: TokenBalance = {
  name: 'Solana', symbol: 'SOL', chainId: SOL_CHAIN, value: 15000, price: 150,
  quantity: { decimals: '9', numeric: '100' }, iconUrl: `${API}/public/getTokenImage/sol`,
};
const SUSD: TokenBalance = {
  name: 'Sandbox USD', symbol: 'sUSD', chainId: SOL_CHAIN, address: `${SOL_CHAIN}:${SOL_MINT}`, value: 1000, price: 1,
  quantity: { decimals: '6', numeric: '1000' }, iconUrl: `${API}/public/getTokenImage/susd`,
};

function solTransaction(minedAt: string, direction: 'in' | 'out', numeric: string, symbol = 'SOL', decimals = '9'): Transaction {
  const signature = `${direction}${minedAt.replace(/\D/g, '')}`.padEnd(88, 'x');
  return {
    id: signature,
    metadata: {
      operationType: direction === 'in' ? 'receive' : 'send', hash: signature, minedAt, chain: SOL_CHAIN, status: 'confirmed',
      sentFrom: direction === 'in' ? SOL_RECEIVER : SOL_ADDRESS, sentTo: direction === 'in' ? SOL_ADDRESS : SOL_RECEIVER, nonce: 0,
    },
    transfers: [{
      fungible_info: { name: symbol, symbol, icon: { url: `${API}/public/getTokenImage/${symbol.toLowerCase()}` }, flags: { is_spam: false } },
      direction, quantity: { numeric, decimals }, value: 0, price: 0,
    }],
  };
}

beforeEach(() => {
  log = apiLog();
  rpcCalls = [];
  ({ connectorId, unregister } = registerSolanaWallet());
  server.use(
    // the Solana network's JSON-RPC: 2.5 SOL in lamports
    http.post(SOLANA_NETWORK.rpcUrls.default.http[0]!, async ({ request }) => {
      const body = (await request.json()) as { id: number; method: string; params: unknown[] };
      rpcCalls.push({ method: body.method, params: body.params });
      if (body.method !== 'getBalance') return HttpResponse.json({ jsonrpc: '2.0', id: body.id, error: { code: -32601, message: 'Method not found' } });
      return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: { context: { slot: 7 }, value: 2_500_000_000 } });
    }),
  );
});
afterEach(() => unregister());

/** A store configured with the Solana network only, connected through the Wallet Standard wallet with the modal closed. */
async function connectedOnSolana() {
  const t = accountStore({ networks: [SOLANA_NETWORK] });
  // picked with the modal closed: the Wallet Standard registry's code loads on this first need, and the pick waits for it
  t.store.dispatch(walletSelected({ walletId: connectorId, name: 'Fake Sol', connectorId }));
  await waitUntil(() => selectConnection(t.state()).status.solana === 'connected', 'connected on solana');
  return t;
}

describe('the account on Solana', () => {
  it('shows the SOL balance (9 decimals) read from the network RPC on the account button', async () => {
    const t = await connectedOnSolana();
    expect(selectAccountInfo(t.state())).toMatchObject({ namespace: 'solana', address: SOL_ADDRESS, caipAddress: `${SOL_CHAIN}:${SOL_ADDRESS}` });
    await waitUntil(() => selectAccount(t.state(), 'solana')?.balance !== undefined && selectAccount(t.state(), 'solana')?.balance !== null, 'balance');
    expect(selectAccount(t.state(), 'solana')).toMatchObject({ balance: '2.5', balanceSymbol: 'SOL' });
    expect(rpcCalls).toEqual([{ method: 'getBalance', params: [SOL_ADDRESS, { commitment: 'confirmed' }] }]);
  });

  it('fills Tokens from the balance API with the Solana chain id: SOL and the SPL token with its mint decimals', async () => {
    server.use(
      http.get(`${API}/v1/account/:address/balance`, ({ request }) => {
        log.record(request);
        // another chain's rows in the answer are not this network's tokens
        return HttpResponse.json({ balances: [SOL, SUSD, { ...SUSD, chainId: 'eip155:31337', address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3' }] });
      }),
    );
    const t = await connectedOnSolana();
    t.store.dispatch(tokenBalancesRequested());
    await waitUntil(() => selectTokenBalances(t.state()).length > 0, 'balances');
    expect(log.requests[0]?.pathname).toBe(`/v1/account/${SOL_ADDRESS}/balance`);
    expect(log.requests[0]?.searchParams.get('chainId')).toBe(SOL_CHAIN);
    expect(selectTokenBalances(t.state()).map((b) => [b.symbol, b.quantity.decimals, b.quantity.numeric])).toEqual([
      ['SOL', '9', '100'],
      ['sUSD', '6', '1000'],
    ]);
  });

  it('fills Activity from the history API for the Solana account, with signed 3-decimal amounts', async () => {
    server.use(
      http.get(`${API}/v1/account/:address/history`, ({ request }) => {
        log.record(request);
        return HttpResponse.json({
          data: [
            solTransaction('2026-11-24T10:00:00.000Z', 'in', '1.2345'),
            solTransaction('2026-11-23T10:00:00.000Z', 'out', '2.5', 'sUSD', '6'),
            // another chain's entry is not shown (SPEC §5)
            { ...solTransaction('2026-11-22T10:00:00.000Z', 'in', '1'), metadata: { ...solTransaction('2026-11-22T10:00:00.000Z', 'in', '1').metadata, chain: 'eip155:31337' } },
          ],
          next: null,
        });
      }),
    );
    const t = await connectedOnSolana();
    t.store.dispatch(transactionsRequested());
    await waitUntil(() => !selectTransactionsState(t.state()).loading && selectTransactions(t.state()).length > 0, 'history');
    expect(log.requests[0]?.pathname).toBe(`/v1/account/${SOL_ADDRESS}/history`);
    expect(log.requests[0]?.searchParams.get('chainId')).toBe(SOL_CHAIN);
    const rows = selectTransactions(t.state());
    expect(rows.map((r) => r.metadata.operationType)).toEqual(['receive', 'send']);
    expect(rows.map((r) => `${formatTransferAmount(r.transfers[0]!)} ${r.transfers[0]?.fungible_info?.symbol}`)).toEqual(['+1.235 SOL', '-2.500 sUSD']);
  });
});
