/**
 * Send on Solana: SPEC §5 'Please enter a valid amount and receiver address' for an incomplete form,
 * the connected wallet signs and sends a SOL or SPL transfer, then 'Transaction started', reset and a balance
 * refetch (SPEC §4); any failure but the visitor's own refusal is SPEC §8 'Failed to send transaction. Please try again.'
 */
import { call, put, select } from 'redux-saga/effects';
import { notifyRequested, selectActiveConnectorIds } from '../../../slices';
import { sendFailed, sendStarted, sendSucceeded, tokenBalancesRequested, type SendTracking } from '../../../slices/send';
import { transactionsStale } from '../../../slices/transactions';
import { englishOf, msg } from '../../../src/core/errors/catalogue';
import { THROWN } from '../../../src/core/errors/thrown';
import { isUserRejection } from '../../../src/core/errors/wallet';
import { parseAmount } from '../../../src/core/send';
import type { WalletGateDeps } from '../../deps';
import type { AccountContext } from '../../account/context';
import { showAccount } from '../../account/showAccount';
import type { ChainSend, SendAsk } from '../driver';

const loadSolanaSend = () => import(/* webpackChunkName: "solana-send" */ '../../../src/services/chains/solanaSend');
type SolanaSendChain = Awaited<ReturnType<typeof loadSolanaSend>>;

function* transferSolana(deps: WalletGateDeps, ctx: AccountContext, { send, issue, isSmartAccount }: SendAsk) {
  const { token } = send;
  const amount = token ? parseAmount(send.sendTokenAmount, Number(token.quantity.decimals)) : null;
  if (issue || !token || !send.receiverAddress || amount === null || amount === 0n) {
    yield put(notifyRequested({ message: msg('send.solanaInvalid'), variant: 'error' }));
    return null;
  }
  const tracking: SendTracking = { isSmartAccount, token: token.symbol, amount: send.sendTokenAmount, network: ctx.network.caipNetworkId };
  const ids: ReturnType<typeof selectActiveConnectorIds> = yield select(selectActiveConnectorIds);
  const provider = ids.solana ? deps.solana.get(ids.solana)?.provider : undefined;
  const rpcUrl = ctx.network.rpcUrls.default.http[0];
  if (!provider || !rpcUrl) {
    yield put(sendFailed({ ...tracking, message: THROWN.chainAdapterNotFound }));
    yield put(notifyRequested({ message: msg('solanaSendFailed'), variant: 'error' }));
    return null;
  }
  yield put(sendStarted(tracking));
  yield call(showAccount);
  yield put(notifyRequested({ message: msg('send.awaitingApproval'), variant: 'loading' }));
  try {
    const chain: SolanaSendChain = yield call(loadSolanaSend);
    const mint = token.address?.split(':').pop();
    const transaction: Uint8Array = yield call(chain.buildSolanaTransfer, {
      rpcUrl,
      from: ctx.address,
      to: send.receiverAddress,
      amount,
      decimals: Number(token.quantity.decimals),
      ...(mint ? { mint } : {}),
    });
    const hash: string = yield call([provider, provider.signAndSendTransaction], { transaction });
    yield put(sendSucceeded({ ...tracking, hash }));
    yield put(notifyRequested({ message: msg('transactionStarted'), variant: 'success' }));
    yield put(transactionsStale());
    yield put(tokenBalancesRequested({ force: true }));
  } catch (error) {
    yield put(sendFailed({ ...tracking, message: error instanceof Error && error.message ? error.message : englishOf(msg('solanaSendFailed')) }));
    if (isUserRejection(error)) {
      yield put(notifyRequested({ message: msg('transactionDeclined'), variant: 'info' }));
      return null;
    }
    deps.logger.warn('[WalletGate] Solana send failed', error);
    yield put(notifyRequested({ message: msg('solanaSendFailed'), variant: 'error' }));
  }
  return null;
}

export const solanaSend: ChainSend = { transfer: transferSolana };
