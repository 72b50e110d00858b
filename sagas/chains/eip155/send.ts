/**
 * Send on an EVM network (SPEC §4, §8, §9): the gas price when Send opens, the node's look at a complete form
 * (eth_estimateGas, the balance covering value + gas), and the wallet asked (native: to, value, data, gasPrice;
 * ERC-20: the token's transfer) after refusing past 99 pending transactions. The mined receipt then refreshes.
 */
import { call, put } from 'redux-saga/effects';
import { numberToHex } from 'viem';
import { notifyRequested } from '../../../slices';
import { gasPriceFetched, sendFailed, sendPreflighted, sendStarted, sendSucceeded, type SendState, type SendTracking } from '../../../slices/send';
import { transactionsStale } from '../../../slices/transactions';
import { LIMITS } from '../../../src/core/constants';
import { MESSAGES, englishOf, msg, type ErrorInfo } from '../../../src/core/errors/catalogue';
import { THROWN } from '../../../src/core/errors/thrown';
import { isUserRejection } from '../../../src/core/errors/wallet';
import { describeNodeError, describeTransactionError } from '../../../src/core/errors/node';
import { rpcUrlsOf } from '../../../src/core/rpcUrls';
import { parseAmount, sendDraftKey } from '../../../src/core/send';
import type { Eip1193Provider } from '../../../src/services/providers';
import type { WalletGateDeps } from '../../deps';
import { activeProvider, type AccountContext } from '../../account/context';
import { showAccount } from '../../account/showAccount';
import type { ChainSend, SendAsk, SentTransaction } from '../driver';
import { loadSendChain, minedReceipt, type SendChain } from './receipt';

/** The active network's RPC URLs and the blockchain API's endpoint, for the ranked fallback transport (SPEC §9). */
const rpcUrlsOfContext = (ctx: AccountContext) =>
  rpcUrlsOf(ctx.network, ctx.config.projectId ? { blockchainApi: ctx.config.endpoints.blockchainApi, projectId: ctx.config.projectId } : undefined);

/** Send opened: the gas price of the active network. */
function* readGasPrice(deps: WalletGateDeps, ctx: AccountContext) {
  const urls = rpcUrlsOfContext(ctx);
  try {
    if (!ctx.supported || urls.length === 0) throw new Error(THROWN.gasPriceUnsupported);
    const chain: SendChain = yield call(loadSendChain);
    const gasPrice: bigint = yield call(chain.readGasPrice, { owner: deps, urls });
    yield put(gasPriceFetched({ gasPrice: gasPrice.toString() }));
  } catch (error) {
    deps.logger.warn('[WalletGate] could not read the gas price', error);
    yield put(gasPriceFetched({ gasPrice: null }));
  }
}

/**
 * The §8 node error the node refuses this send with, or null: it would go through, or the node could not be asked
 * (offline, a timeout), and then the wallet estimates on its own. Records the answer for the form it was asked for.
 */
function* preflightSend(deps: WalletGateDeps, ctx: AccountContext, send: SendState, amount: bigint) {
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

function* transferEvm(deps: WalletGateDeps, ctx: AccountContext, { send, issue, isSmartAccount }: SendAsk) {
  const { token } = send;
  if (issue || !token || !send.receiverAddress) {
    deps.logger.warn(`[WalletGate] send refused: ${issue ?? 'incomplete'}`);
    return null;
  }
  const tracking: SendTracking = { isSmartAccount, token: token.symbol, amount: send.sendTokenAmount, network: ctx.network.caipNetworkId };
  const provider: Eip1193Provider | undefined = yield call(activeProvider, deps, ctx.account.namespace);
  const urls = rpcUrlsOfContext(ctx);
  const amount = parseAmount(send.sendTokenAmount, Number(token.quantity.decimals));
  if (!provider || urls.length === 0 || amount === null) {
    yield put(sendFailed({ ...tracking, message: THROWN.chainAdapterNotFound }));
    yield put(notifyRequested({ message: msg('somethingWentWrong'), variant: 'error' }));
    return null;
  }
  const chain: SendChain = yield call(loadSendChain);
  // SPEC §9: no more than 99 transactions waiting to be mined.
  try {
    const pending: number = yield call(chain.countPendingTransactions, { owner: deps, urls, address: ctx.address });
    if (pending >= LIMITS.pendingTransactions) {
      yield put(notifyRequested({ message: msg('send.tooManyPending', { count: LIMITS.pendingTransactions }), variant: 'error' }));
      return null;
    }
  } catch (error) {
    deps.logger.warn('[WalletGate] could not count pending transactions', error);
  }
  const tokenContract = token.address?.split(':').pop();
  const gasPrice = BigInt(send.gasPrice ?? '0');
  const nativeSymbol = ctx.network.nativeCurrency.symbol;
  // SPEC §8 node errors before the wallet is asked: a revert or a balance short of value + gas is said in its own
  // words beside the amount (not in a toast that fades: the visitor stays on the form to change it); a node that
  // cannot be asked leaves the decision to the wallet.
  const refused: ErrorInfo | null = yield call(preflightSend, deps, ctx, send, amount);
  if (refused) {
    yield put(sendFailed({ ...tracking, message: englishOf(refused) }));
    return null;
  }
  yield put(sendStarted(tracking));
  yield call(showAccount);
  yield put(notifyRequested({ message: msg('send.awaitingApproval'), variant: 'loading' }));
  try {
    const transaction = tokenContract
      ? { from: ctx.address, to: tokenContract, data: chain.erc20TransferData(send.receiverAddress, amount) }
      : { from: ctx.address, to: send.receiverAddress, value: numberToHex(amount), data: '0x', gasPrice: numberToHex(gasPrice) };
    const hash: string = yield call(() => provider.request({ method: 'eth_sendTransaction', params: [transaction] }));
    yield put(sendSucceeded({ ...tracking, hash }));
    yield put(notifyRequested({ message: msg('transactionStarted'), variant: 'success' }));
    yield put(transactionsStale());
    // followed by the shared flow, not here: the form is free for the next send while this one is mined
    const sent: SentTransaction = { mined: () => minedReceipt(deps, urls, hash), forceUpdate: token.address ?? ctx.network.caipNetworkId };
    return sent;
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : MESSAGES.somethingWentWrong;
    yield put(sendFailed({ ...tracking, message }));
    // a 4001 is the visitor's choice in their wallet, not a failure: said calmly, nothing logged
    if (isUserRejection(error)) {
      yield put(notifyRequested({ message: msg('transactionDeclined'), variant: 'info' }));
      return null;
    }
    deps.logger.warn('[WalletGate] send failed', error);
    // SPEC §8: a node error or a wallet code in words; 'Something went wrong' only when nothing says more
    const described: ErrorInfo = describeTransactionError(error, { nativeSymbol });
    yield put(notifyRequested({ message: described, variant: 'error' }));
    return null;
  }
}

export const eip155Send: ChainSend = { prepare: readGasPrice, preflight: preflightSend, transfer: transferEvm };
