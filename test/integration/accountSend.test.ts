/**
 * Send (SPEC §3, §4, §5, §7, §8, §9): validation messages, the gas rule, native vs ERC-20
 * transactions through the wallet, success and failure, tracking, names and identities, the pending limit.
 */
import { http, HttpResponse } from 'msw';
import { disconnected, embeddedAccountUpdated, selectConnection, selectNotification, selectRouter } from '../../slices';
import {
  selectGasPriceInUSD,
  selectNetworkBalanceInUSD,
  selectSend,
  selectSendIssue,
  selectSendRefusal,
  sendAmountChanged,
  sendOpened,
  sendReceiverChanged,
  sendRequested,
  sendTokenSelected,
  tokenBalancesRequested,
} from '../../slices/send';
import { selectTransactionsState } from '../../slices/transactions';
import * as accountRequests from '../../slices/accountRequests';
import { accountFlows } from '../../sagas/features/account';
import { isInsufficientGas, sendIssue, type SendDraft } from '../../src/core/send';
import { ADDRESS, API, CHAIN, ETH_BALANCE, RECEIVER, SUSD, SUSD_BALANCE, accountStore, apiLog, connect, installWallet, settle } from '../helpers/accountWorld';
import { useSagaTimers } from '../helpers/makeTestStore';
import { rpcNode } from '../helpers/rpcNode';
import { userRejected, type FakeWallet } from '../helpers/fakeWallet';
import { useMswServer } from '../helpers/msw';
import { flushAsync, waitUntil } from '../helpers/wait';
import { words } from '../helpers/words';

const server = useMswServer();
let wallet: FakeWallet;
let log: ReturnType<typeof apiLog>;
let rpc: ReturnType<typeof rpcNode>;
const HASH = `0x${'ab'.repeat(32)}`;

beforeEach(() => {
  log = apiLog();
  rpc = rpcNode(server);
  wallet = installWallet();
  wallet.on('wallet_getCapabilities', () => ({}));
  wallet.on('eth_sendTransaction', () => HASH);
  server.use(
    http.get(`${API}/v1/account/:address/balance`, ({ request }) => {
      log.record(request);
      return HttpResponse.json({ balances: [ETH_BALANCE, SUSD_BALANCE] });
    }),
    http.get(`${API}/v1/identity/:address`, () => HttpResponse.json({ name: null, avatar: null })),
  );
});
afterEach(() => wallet.uninstall());

/** Connected, on Send with balances and the gas price read. */
async function onSend() {
  const t = accountStore();
  await connect(t);
  t.store.dispatch(sendOpened());
  await waitUntil(() => selectSend(t.state()).balancesStatus === 'ready' && selectSend(t.state()).gasPrice !== null, 'balances and gas price');
  return t;
}
type T = Awaited<ReturnType<typeof onSend>>;
const issue = (t: T) => selectSendIssue(t.state());

function fill(t: T, token = SUSD_BALANCE, amount = '0.5', receiver = RECEIVER) {
  t.store.dispatch(sendTokenSelected(token));
  t.store.dispatch(sendAmountChanged(amount));
  t.store.dispatch(sendReceiverChanged({ text: receiver, namespace: 'eip155', names: true }));
}

describe('the form (SPEC §5 messages)', () => {
  it('says what is missing, in the order the form is filled', async () => {
    const t = await onSend();
    expect(issue(t)).toBe('selectToken');
    t.store.dispatch(sendTokenSelected(SUSD_BALANCE));
    expect(issue(t)).toBe('addAmount');
    for (const bad of ['abc', '0', '1.1234567', '-1']) {
      t.store.dispatch(sendAmountChanged(bad));
      expect([bad, issue(t)]).toEqual([bad, 'invalidAmount']);
    }
    t.store.dispatch(sendAmountChanged('9975.000001'));
    expect(issue(t)).toBe('insufficientFunds');
    t.store.dispatch(sendAmountChanged('9975'));
    expect(issue(t)).toBe('addAddress');
    t.store.dispatch(sendReceiverChanged({ text: '0x1234', namespace: 'eip155', names: true }));
    expect(issue(t)).toBe('invalidAddress');
    t.store.dispatch(sendReceiverChanged({ text: RECEIVER, namespace: 'eip155', names: true }));
    expect(issue(t)).toBeNull();
    t.task.cancel();
  });

  it('reads the gas price through the RPC and prices it, and the network balance, in USD', async () => {
    const t = await onSend();
    expect(rpc.methods()).toContain('eth_gasPrice');
    expect(selectSend(t.state()).gasPrice).toBe('1000000000');
    // 1 gwei × 21,000 gas × $3,000
    expect(selectGasPriceInUSD(t.state())).toBeCloseTo(0.063, 6);
    expect(selectNetworkBalanceInUSD(t.state())).toBe(4500);
    t.store.dispatch(sendTokenSelected(SUSD_BALANCE));
    expect(selectGasPriceInUSD(t.state())).toBeCloseTo(0.195, 6); // a token transfer: 65,000 gas
    t.task.cancel();
  });

  it('applies the insufficient-gas rule: no network balance, or less than the gas costs (never for smart accounts)', async () => {
    const draft: SendDraft = {
      namespace: 'eip155',
      token: SUSD_BALANCE,
      amount: '1',
      receiverInput: RECEIVER,
      receiverAddress: RECEIVER,
      resolving: false,
      gasPrice: '1000000000',
      networkBalanceInUSD: 4500,
      gasPriceInUSD: 0.2,
      isSmartAccount: false,
    };
    expect(sendIssue(draft)).toBeNull();
    expect(sendIssue({ ...draft, networkBalanceInUSD: 0 })).toBe('insufficientGas');
    expect(sendIssue({ ...draft, networkBalanceInUSD: 0.1 })).toBe('insufficientGas');
    expect(sendIssue({ ...draft, networkBalanceInUSD: 0, isSmartAccount: true })).toBeNull();
    expect(sendIssue({ ...draft, gasPrice: null })).toBe('fetchingGas');
    expect(isInsufficientGas(0.2, 0.2, false)).toBe(false);

    // end to end: an account without ETH (the API lists only sUSD) cannot pay for gas
    server.use(http.get(`${API}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [SUSD_BALANCE] })));
    const t = await onSend();
    fill(t);
    expect(selectNetworkBalanceInUSD(t.state())).toBe(0);
    expect(issue(t)).toBe('insufficientGas');
    // SPEC §5: the same account as a smart account never counts as short of gas
    t.store.dispatch(embeddedAccountUpdated({ namespace: 'eip155', details: { preferredAccountType: 'smartAccount' } }));
    expect(issue(t)).toBeNull();
    t.task.cancel();
  });
});

describe('sending', () => {
  it('sends ERC-20 through the token’s transfer, pushes Account, shows Transaction started, resets, tracks and refreshes with forceUpdate (SPEC §7)', async () => {
    const t = await onSend();
    fill(t);
    t.store.dispatch(sendRequested());
    await waitUntil(() => t.types().includes('walletGate/send/sendSucceeded'));
    const [tx] = wallet.calls.find((c) => c.method === 'eth_sendTransaction')!.params as [Record<string, string>];
    expect(tx).toEqual({
      from: ADDRESS,
      to: SUSD,
      // transfer(address,uint256): selector, the receiver, 0.5 × 10^6
      data: `0xa9059cbb${RECEIVER.slice(2).toLowerCase().padStart(64, '0')}${(500000).toString(16).padStart(64, '0')}`,
    });
    expect(selectRouter(t.state()).view).toBe('Account');
    expect(selectSend(t.state())).toMatchObject({ token: null, sendTokenAmount: '', receiverAddress: null, loading: false });
    await waitUntil(() => words(selectNotification(t.state()).message) === 'Transaction started');
    expect(selectNotification(t.state()).variant).toBe('success');
    expect(t.actions.find((a) => a.type === 'walletGate/notification/notifyRequested' && (a.payload as { variant: string }).variant === 'loading')).toBeDefined();
    const tracked = t.events.filter((e) => e.event.startsWith('SEND_'));
    expect(tracked.map((e) => [e.event, e.properties])).toEqual([
      ['SEND_INITIATED', { isSmartAccount: false, token: 'sUSD', amount: '0.5', network: CHAIN }],
      ['SEND_SUCCESS', { isSmartAccount: false, token: 'sUSD', amount: '0.5', network: CHAIN, hash: HASH }],
    ]);
    // the balances are read again past the cache, and Activity fetches anew when next in view
    await waitUntil(() => log.requests.length === 2);
    // SPEC §7 forceUpdate: the API is asked past its own cache for the token just sent (only after a send)
    expect(log.requests.map((u) => u.searchParams.get('forceUpdate'))).toEqual([null, SUSD_BALANCE.address]);
    expect(selectTransactionsState(t.state()).lastNetworkInView).toBeNull();
    t.task.cancel();
  });

  /** The filled form sent with saga time on jest's clock; resolves once the wallet has taken the transaction. */
  async function sentOnSagaClock() {
    const t = await onSend();
    fill(t);
    useSagaTimers();
    t.store.dispatch(sendRequested());
    await settle(() => t.types().includes('walletGate/send/sendSucceeded'));
    return t;
  }

  it('reads the balances again once the chain has mined the send, not before: read at once they would be the old ones', async () => {
    let mined = false;
    rpc = rpcNode(server, {
      eth_getTransactionReceipt: (params) => {
        const [hash] = params as [string];
        if (!mined) return null;
        return { blockHash: `0x${'cd'.repeat(32)}`, blockNumber: '0x10', contractAddress: null, cumulativeGasUsed: '0x5208', effectiveGasPrice: '0x3b9aca00', from: ADDRESS.toLowerCase(), gasUsed: '0x5208', logs: [], logsBloom: `0x${'00'.repeat(256)}`, status: '0x1', to: SUSD, transactionHash: hash, transactionIndex: '0x0', type: '0x0' };
      },
    });
    const t = await sentOnSagaClock();
    // not mined: the receipt is looked for every 500 ms, and the balances wait for it
    await jest.advanceTimersByTimeAsync(2_000);
    const looks = rpc.calls.filter((c) => c.method === 'eth_getTransactionReceipt');
    expect(looks.length).toBeGreaterThanOrEqual(4);
    expect(looks.every((c) => c.params[0] === HASH)).toBe(true);
    expect(log.requests).toHaveLength(1);
    mined = true;
    await jest.advanceTimersByTimeAsync(500);
    await settle(() => log.requests.length === 2, 'the balances read after the receipt');
    expect(log.requests[1]!.searchParams.get('forceUpdate')).toBe(SUSD_BALANCE.address);
    // found: it is looked for no more
    const after = rpc.calls.filter((c) => c.method === 'eth_getTransactionReceipt').length;
    await jest.advanceTimersByTimeAsync(2_000);
    expect(rpc.calls.filter((c) => c.method === 'eth_getTransactionReceipt')).toHaveLength(after);
    t.task.cancel();
    jest.useRealTimers();
  });

  it('stops waiting for the receipt when the visitor disconnects, and reads no balances for the account gone', async () => {
    rpc = rpcNode(server, { eth_getTransactionReceipt: () => null });
    const t = await sentOnSagaClock();
    await jest.advanceTimersByTimeAsync(1_000);
    const looks = () => rpc.calls.filter((c) => c.method === 'eth_getTransactionReceipt').length;
    expect(looks()).toBeGreaterThanOrEqual(2);
    t.store.dispatch(disconnected({ namespace: 'eip155' }));
    const after = looks();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(looks()).toBe(after);
    expect(log.requests).toHaveLength(1);
    t.task.cancel();
    jest.useRealTimers();
  });

  it('sends the native currency with to, value, data and gasPrice', async () => {
    const t = await onSend();
    fill(t, ETH_BALANCE, '0.25');
    t.store.dispatch(sendRequested());
    await waitUntil(() => t.types().includes('walletGate/send/sendSucceeded'));
    const [tx] = wallet.calls.find((c) => c.method === 'eth_sendTransaction')!.params as [Record<string, string>];
    expect(tx).toEqual({ from: ADDRESS, to: RECEIVER, value: `0x${(25n * 10n ** 16n).toString(16)}`, data: '0x', gasPrice: '0x3b9aca00' });
    t.task.cancel();
  });

  it('tells a declined transaction (4001) calmly, not as an error, and tracks SEND_ERROR', async () => {
    wallet.on('eth_sendTransaction', userRejected);
    const t = await onSend();
    fill(t);
    t.store.dispatch(sendRequested());
    await waitUntil(() => t.types().includes('walletGate/send/sendFailed'));
    await waitUntil(() => words(selectNotification(t.state()).message) === 'Transaction declined in your wallet');
    expect(selectNotification(t.state()).variant).toBe('info');
    expect(selectSend(t.state())).toMatchObject({ loading: false, sendTokenAmount: '0.5' });
    expect(t.events.find((e) => e.event === 'SEND_ERROR')?.properties).toEqual({
      isSmartAccount: false,
      token: 'sUSD',
      amount: '0.5',
      network: CHAIN,
      message: 'User rejected the request.',
    });
    t.task.cancel();
  });

  it("SPEC §8: shows 'Something went wrong' when the wallet fails and says nothing a visitor can use", async () => {
    wallet.on('eth_sendTransaction', () => {
      throw new Error('boom');
    });
    const t = await onSend();
    fill(t);
    t.store.dispatch(sendRequested());
    await waitUntil(() => words(selectNotification(t.state()).message) === 'Something went wrong');
    expect(selectNotification(t.state()).variant).toBe('error');
    t.task.cancel();
  });

  it('SPEC §8 node error classes: a wallet failing with a node error says why, in words', async () => {
    wallet.on('eth_sendTransaction', () => {
      throw Object.assign(new Error('insufficient funds for gas * price + value'), { code: -32000 });
    });
    const t = await onSend();
    fill(t);
    t.store.dispatch(sendRequested());
    await waitUntil(() => selectNotification(t.state()).variant === 'error');
    expect(words(selectNotification(t.state()).message)).toBe('Not enough ETH to pay for gas');
    t.task.cancel();
  });

  it('SPEC §8 execution reverted: the node’s preflight refuses before the wallet is asked, with the reason', async () => {
    rpc = rpcNode(server, {
      eth_estimateGas: () => {
        throw { code: 3, message: 'execution reverted: zero address', data: '0x' };
      },
    });
    const t = await onSend();
    fill(t);
    t.store.dispatch(sendRequested());
    await waitUntil(() => selectSendRefusal(t.state()) !== null);
    // said beside the amount, where the visitor changes it (src/ui/views/WalletSend), not in a toast that fades
    expect(words(selectSendRefusal(t.state()))).toBe('This transaction would fail (reverted): zero address');
    expect(selectSendIssue(t.state())).toBe('wouldFail');
    expect(rpc.methods()).toContain('eth_estimateGas');
    expect(wallet.methods()).not.toContain('eth_sendTransaction');
    expect(t.types()).not.toContain('walletGate/send/sendStarted');
    expect(t.types()).toContain('walletGate/send/sendFailed');
    t.task.cancel();
  });

  it('SPEC §8 insufficient funds: the preflight says "Not enough ETH to pay for gas" and the wallet is not asked', async () => {
    rpc = rpcNode(server, {
      eth_estimateGas: () => {
        throw { code: -32003, message: 'insufficient funds for gas * price + value' };
      },
    });
    const t = await onSend();
    fill(t);
    t.store.dispatch(sendRequested());
    await waitUntil(() => selectSendRefusal(t.state()) !== null);
    expect(words(selectSendRefusal(t.state()))).toBe('Not enough ETH to pay for gas');
    expect(selectSendIssue(t.state())).toBe('insufficientGas');
    expect(wallet.methods()).not.toContain('eth_sendTransaction');
    t.task.cancel();
  });

  it('SPEC §8 insufficient funds: a node that estimates without checking the balance still cannot let a send short of gas through', async () => {
    // the node's estimate passes (anvil does not check value + gas), but the account holds 1,000 wei
    rpc = rpcNode(server, { eth_getBalance: () => '0x3e8' });
    const t = await onSend();
    fill(t);
    t.store.dispatch(sendRequested());
    await waitUntil(() => selectSendRefusal(t.state()) !== null);
    expect(words(selectSendRefusal(t.state()))).toBe('Not enough ETH to pay for gas');
    expect(rpc.methods()).toEqual(expect.arrayContaining(['eth_estimateGas', 'eth_getBalance']));
    expect(wallet.methods()).not.toContain('eth_sendTransaction');
    t.task.cancel();
  });

  it('SPEC §8 the whole balance: the preflight refuses as soon as the form is complete, before Send is pressed', async () => {
    // the node's account holds 1.5 ETH, all of it sent: nothing is left for gas
    const t = await onSend();
    fill(t, ETH_BALANCE, '1.5');
    await waitUntil(() => selectSendRefusal(t.state()) !== null, 'the refusal, without a press');
    expect(words(selectSendRefusal(t.state()))).toBe('Not enough ETH to pay for gas');
    expect(selectSendIssue(t.state())).toBe('insufficientGas');
    expect(t.types()).not.toContain('walletGate/send/sendRequested');
    // a smaller amount is a new form: the refusal goes, and the node is asked again
    t.store.dispatch(sendAmountChanged('0.5'));
    expect(selectSendRefusal(t.state())).toBeNull();
    expect(selectSendIssue(t.state())).toBeNull();
    const asked = rpc.methods().filter((m) => m === 'eth_estimateGas').length;
    await waitUntil(() => rpc.methods().filter((m) => m === 'eth_estimateGas').length > asked, 'the next preflight');
    await flushAsync();
    expect(selectSendRefusal(t.state())).toBeNull();
    expect(wallet.methods()).not.toContain('eth_sendTransaction');
    t.task.cancel();
  });

  it('SPEC §8: a preflight the node cannot answer (not a node error) leaves the decision to the wallet', async () => {
    rpc = rpcNode(server, {
      eth_estimateGas: () => {
        throw { code: -32601, message: 'the method eth_estimateGas does not exist' };
      },
    });
    const t = await onSend();
    fill(t);
    t.store.dispatch(sendRequested());
    await waitUntil(() => words(selectNotification(t.state()).message) === 'Transaction started');
    expect(wallet.methods()).toContain('eth_sendTransaction');
    t.task.cancel();
  });

  it('refuses to send with 99 transactions pending (SPEC §9)', async () => {
    rpc = rpcNode(server, { eth_getTransactionCount: ([, tag]) => (tag === 'pending' ? '0x70' : '0xd') });
    const t = await onSend();
    fill(t);
    t.store.dispatch(sendRequested());
    await waitUntil(() => selectNotification(t.state()).variant === 'error');
    expect(words(selectNotification(t.state()).message)).toBe('You have 99 pending transactions. Wait for some to confirm.');
    expect(wallet.methods()).not.toContain('eth_sendTransaction');
    expect(t.types()).not.toContain('walletGate/send/sendStarted');
    t.task.cancel();
  });

  it('does not send an incomplete form', async () => {
    const t = await onSend();
    t.store.dispatch(sendTokenSelected(SUSD_BALANCE));
    t.store.dispatch(sendRequested());
    await flushAsync();
    expect(wallet.methods()).not.toContain('eth_sendTransaction');
    expect(t.logger.warn).toHaveBeenCalledWith('[WalletGate] send refused: addAmount');
    t.task.cancel();
  });
});

describe('receivers', () => {
  it('resolves a name through the profile API to its address on the active chain', async () => {
    const names: string[] = [];
    server.use(
      http.get(`${API}/v1/profile/account/:name`, ({ params, request }) => {
        names.push(String(params.name));
        expect(new URL(request.url).searchParams.get('apiVersion')).toBe('2');
        return HttpResponse.json({
          name: 'alice.reown.id',
          registered: 1,
          updated: 1,
          addresses: { '60': { address: ADDRESS, created: '1' }, [String((0x80000000 | 31337) >>> 0)]: { address: RECEIVER, created: '1' } },
          attributes: [],
        });
      }),
    );
    const t = await onSend();
    t.store.dispatch(sendTokenSelected(SUSD_BALANCE));
    t.store.dispatch(sendAmountChanged('1'));
    t.store.dispatch(sendReceiverChanged({ text: 'alice.reown.i', namespace: 'eip155', names: true }));
    t.store.dispatch(sendReceiverChanged({ text: 'alice.reown.id', namespace: 'eip155', names: true }));
    expect(issue(t)).toBe('resolvingName');
    await waitUntil(() => selectSend(t.state()).receiverAddress !== null);
    expect(names).toEqual(['alice.reown.id']); // one lookup once typing paused
    expect(selectSend(t.state())).toMatchObject({ receiverAddress: RECEIVER, receiverProfileName: 'alice.reown.id', resolving: false });
    expect(issue(t)).toBeNull();
    t.task.cancel();
  });

  it('marks an unknown name as an invalid address', async () => {
    server.use(http.get(`${API}/v1/profile/account/:name`, () => HttpResponse.json({ error: 'Name not found' }, { status: 404 })));
    const t = await onSend();
    t.store.dispatch(sendTokenSelected(SUSD_BALANCE));
    t.store.dispatch(sendAmountChanged('1'));
    t.store.dispatch(sendReceiverChanged({ text: 'nobody.reown.id', namespace: 'eip155', names: true }));
    await waitUntil(() => !selectSend(t.state()).resolving);
    expect(issue(t)).toBe('invalidAddress');
    expect(selectSend(t.state()).receiverResolveFailed).toBe(false); // no such name: not an error
    t.task.cancel();
  });

  it("SPEC §8 'Error resolving name': a lookup that fails is shown beside the field, and cleared as the visitor types", async () => {
    server.use(http.get(`${API}/v1/profile/account/:name`, () => HttpResponse.json({ error: 'boom' }, { status: 400 })));
    const t = await onSend();
    t.store.dispatch(sendTokenSelected(SUSD_BALANCE));
    t.store.dispatch(sendAmountChanged('1'));
    t.store.dispatch(sendReceiverChanged({ text: 'alice.reown.id', namespace: 'eip155', names: true }));
    await waitUntil(() => !selectSend(t.state()).resolving);
    expect(selectSend(t.state()).receiverResolveFailed).toBe(true);
    expect(issue(t)).toBe('invalidAddress');
    t.store.dispatch(sendReceiverChanged({ text: RECEIVER, namespace: 'eip155', names: true }));
    expect(selectSend(t.state()).receiverResolveFailed).toBe(false);
    t.task.cancel();
  });

  it('refuses a mixed-case address whose capitals do not match its EIP-55 checksum, and sends to the lowercase or checksummed form', async () => {
    const checksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    const misChecksummed = '0xf39fd6e51aad88F6F4ce6aB8827279cffFb92266'; // one capital F lowered: a typo EIP-55 catches
    const t = await onSend();
    fill(t, ETH_BALANCE, '0.25', misChecksummed);
    expect(selectSend(t.state()).receiverAddress).toBeNull();
    expect(issue(t)).toBe('addressChecksum');
    t.store.dispatch(sendRequested());
    await flushAsync();
    expect(wallet.methods()).not.toContain('eth_sendTransaction');
    expect(t.logger.warn).toHaveBeenCalledWith('[WalletGate] send refused: addressChecksum');

    for (const receiver of [checksummed.toLowerCase(), checksummed]) {
      fill(t, ETH_BALANCE, '0.25', receiver);
      expect([receiver, issue(t)]).toEqual([receiver, null]);
    }
    t.store.dispatch(sendRequested());
    await waitUntil(() => t.types().includes('walletGate/send/sendSucceeded'));
    const [tx] = wallet.calls.find((c) => c.method === 'eth_sendTransaction')!.params as [Record<string, string>];
    expect(tx).toMatchObject({ to: checksummed });
    t.task.cancel();
  });

  it('shows the identity (name, avatar) of a typed address', async () => {
    server.use(
      http.get(`${API}/v1/identity/:address`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('sender')).toBe(ADDRESS);
        return HttpResponse.json({ name: 'bob.reown.id', avatar: 'http://api.test/bob.svg' });
      }),
    );
    const t = await onSend();
    t.store.dispatch(sendReceiverChanged({ text: RECEIVER, namespace: 'eip155', names: true }));
    await waitUntil(() => selectSend(t.state()).receiverProfileName !== null);
    expect(selectSend(t.state())).toMatchObject({ receiverAddress: RECEIVER, receiverProfileName: 'bob.reown.id', receiverProfileImageUrl: 'http://api.test/bob.svg' });
    t.task.cancel();
  });
});

it('hands a request made while the account flows load over to them (not lost)', async () => {
  const t = accountStore();
  // the Account view asks as soon as it shows, which can be before the flows' chunk has arrived
  const stop = t.store.subscribe(() => {
    if (selectConnection(t.state()).status.eip155 !== 'connected') return;
    stop();
    t.store.dispatch(tokenBalancesRequested());
  });
  await connect(t);
  await waitUntil(() => selectSend(t.state()).balancesStatus === 'ready');
  expect(log.requests).toHaveLength(1);
  t.task.cancel();
});

it('holds every request of the account area in the lazy loader’s intake, until its flows load', () => {
  const requests = Object.values(accountRequests).map((a) => a.type).sort();
  expect(accountFlows.intake.map((a) => a.type).sort()).toEqual(requests);
});
