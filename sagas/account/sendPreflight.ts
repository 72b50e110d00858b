/**
 * The node's look at a send before the wallet is asked (SPEC §8 node errors): eth_estimateGas runs the transaction
 * and the balance must cover value + gas. It runs as soon as the form is complete — so a send of the whole balance,
 * which leaves nothing for gas, is said beside the amount before the visitor presses Send — and again on the press.
 */
import { call, delay, put, select, takeLatest } from 'redux-saga/effects';
import {
  gasPriceFetched,
  selectSend,
  selectSendFormIssue,
  sendAmountChanged,
  sendPreflighted,
  sendReceiverChanged,
  sendReceiverResolved,
  sendTokenSelected,
  tokenBalancesLoaded,
  type SendState,
} from '../../slices/send';
import { TIMING } from '../../src/core/constants';
import type { ErrorInfo } from '../../src/core/errors/catalogue';
import { describeNodeError } from '../../src/core/errors/node';
import { rpcUrlsOf } from '../../src/core/rpcUrls';
import { parseAmount, sendDraftKey, type SendIssue } from '../../src/core/send';
import type { WalletGateDeps } from '../deps';
import { accountContext, type AccountContext } from './context';

// Same chunk as the balance reader (eip155): one download of viem's client for both.
export const loadSendChain = () => import(/* webpackChunkName: "eip155" */ '../../src/services/chains/eip155-send');
export type SendChain = Awaited<ReturnType<typeof loadSendChain>>;

/** The active network's RPC URLs and the blockchain API's endpoint, for the ranked fallback transport (SPEC §9). */
export const rpcUrlsOfContext = (ctx: AccountContext) =>
  rpcUrlsOf(ctx.network, ctx.config.projectId ? { blockchainApi: ctx.config.endpoints.blockchainApi, projectId: ctx.config.projectId } : undefined);

/**
 * The §8 node error the node refuses this send with, or null: it would go through, or the node could not be asked
 * (offline, a timeout), and then the wallet estimates on its own. Records the answer for the form it was asked for.
 */
export function* preflightSend(deps: WalletGateDeps, ctx: AccountContext, send: SendState, amount: bigint) {
  const { token, receiverAddress } = send;
  const urls = rpcUrlsOfContext(ctx);
  if (!token || !receiverAddress || urls.length === 0) return null;
  const chain: SendChain = yield call(loadSendChain);
  const tokenContract = token.address?.split(':').pop();
  let refusal: ErrorInfo | null = null;
  try {
    yield call(chain.preflightTransaction, {
      owner: deps,
      urls,
      transaction: tokenContract
        ? { from: ctx.address, to: tokenContract, data: chain.erc20TransferData(receiverAddress, amount) }
        : { from: ctx.address, to: receiverAddress, value: amount, gasPrice: BigInt(send.gasPrice ?? '0') },
    });
  } catch (error) {
    refusal = describeNodeError(error, { nativeSymbol: ctx.network.nativeCurrency.symbol });
    if (!refusal) deps.logger.warn('[WalletGate] send preflight unavailable', error);
  }
  yield put(sendPreflighted({ draft: sendDraftKey(send), refusal }));
  return refusal;
}

/** The form changed (or the balances or gas price did): once it is complete and the typing paused, ask the node. */
function* preflightDraft(deps: WalletGateDeps) {
  yield delay(TIMING.searchDebounceMs); // the same 300 ms pause as search and names (SPEC §9): the visitor may still be typing
  const send: SendState = yield select(selectSend);
  const issue: SendIssue | null = yield select(selectSendFormIssue);
  if (issue !== null || send.loading || !send.token) return;
  const amount = parseAmount(send.sendTokenAmount, Number(send.token.quantity.decimals));
  const ctx: AccountContext | null = yield call(accountContext);
  if (!ctx || ctx.account.namespace !== 'eip155' || amount === null) return;
  yield call(preflightSend, deps, ctx, send, amount);
}

export function* watchSendDraft(deps: WalletGateDeps) {
  yield takeLatest(
    [sendAmountChanged, sendTokenSelected, sendReceiverChanged, sendReceiverResolved, gasPriceFetched, tokenBalancesLoaded],
    preflightDraft,
    deps,
  );
}
