/**
 * The node's look at a send before the wallet is asked (SPEC §8 node errors), where the namespace's Send has one
 * (EVM: eth_estimateGas runs the transaction and the balance must cover value + gas). It runs as soon as the form is
 * complete — so a send of the whole balance, which leaves nothing for gas, is said beside the amount before the
 * visitor presses Send — and again on the press.
 */
import { call, delay, select, takeLatest } from 'redux-saga/effects';
import {
  gasPriceFetched,
  selectSend,
  selectSendFormIssue,
  sendAmountChanged,
  sendReceiverChanged,
  sendReceiverResolved,
  sendTokenSelected,
  tokenBalancesLoaded,
  type SendState,
} from '../../slices/send';
import { TIMING } from '../../src/core/constants';
import { parseAmount, type SendIssue } from '../../src/core/send';
import type { WalletGateDeps } from '../deps';
import type { ChainSend } from '../chains/driver';
import { accountContext, type AccountContext } from './context';
import { chainSendOf } from './chainSend';

/** The form changed (or the balances or gas price did): once it is complete and the typing paused, ask the node. */
function* preflightDraft(deps: WalletGateDeps) {
  yield delay(TIMING.searchDebounceMs); // the same 300 ms pause as search and names (SPEC §9): the visitor may still be typing
  const send: SendState = yield select(selectSend);
  const issue: SendIssue | null = yield select(selectSendFormIssue);
  if (issue !== null || send.loading || !send.token) return;
  const amount = parseAmount(send.sendTokenAmount, Number(send.token.quantity.decimals));
  const ctx: AccountContext | null = yield call(accountContext);
  if (!ctx || amount === null) return;
  const chainSend: ChainSend | null = yield call(chainSendOf, deps, ctx.account.namespace);
  if (chainSend?.preflight) yield call(chainSend.preflight, deps, ctx, send, amount);
}

export function* watchSendDraft(deps: WalletGateDeps) {
  yield takeLatest(
    [sendAmountChanged, sendTokenSelected, sendReceiverChanged, sendReceiverResolved, gasPriceFetched, tokenBalancesLoaded],
    preflightDraft,
    deps,
  );
}
