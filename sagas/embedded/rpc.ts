/**
 * The embedded provider's requests (SPEC §4, §5, §6): accounts and chain from state, network switches and
 * sign-out as frame events, safe methods straight to the frame, unsafe ones on the ApproveTransaction view
 * with the frame visible, and anything outside the allowed list refused ('Action not allowed').
 */
import { call, delay, fork, put, select, spawn, take } from 'redux-saga/effects';
import type { EventChannel } from 'redux-saga';
import { numberToHex } from 'viem';
import {
  closeRequested,
  notifyRequested,
  openRequested,
  pushed,
  selectActiveConnectorIds,
  selectIsOpen,
  selectView,
  wentBack,
} from '../../slices';
import {
  approvalEnded,
  approvalStarted,
  frameChainChanged,
  pendingRequestsRejected,
  selectApproval,
  selectEmbeddedChainId,
  selectEmbeddedSession,
  selectEmbeddedUser,
  signedIn,
  signedOut,
  type EmbeddedUser,
  type SessionStatus,
} from '../../slices/embeddedWallet';
import { isAllowedRpcMethod, isSafeRpcMethod, rpcResultError, sendCallsError, sessionContextOf } from '../../src/core/frame';
import { msg } from '../../src/core/errors/catalogue';
import { THROWN } from '../../src/core/errors/thrown';
import { walletErrorWords } from '../../src/core/errors/wallet';
import { TIMING } from '../../src/core/constants';
import { AUTH_CONNECTOR_ID, EMBEDDED_SESSION, isDeclinedMessage, } from '../../src/core/embedded';
import type { View } from '../../src/core/views';
import { providerError, type ProviderCall, type ProviderError } from '../../src/services/embedded/provider';
import { createProviderCallsChannel } from '../channels/embeddedProvider';
import type { WalletGateDeps } from '../deps';
import { ask, type EmbeddedContext } from './context';
import { changeAccount, refreshSmartAccount, signOut } from './account';
import { sessionsStale } from '../../slices/smartSessions';
import { FrameRequestError, type RequestOptions } from './frame';
import { frameOnScreen } from './approval';
import { parseChainId } from '../../src/core/chainId';
import { solanaRequestChain } from '../chains/solana/embedded';

const SIGN_METHODS: ReadonlySet<string> = new Set(['personal_sign', 'eth_signTypedData_v4', 'solana_signMessage']);
/** Requests that run a transaction from the account, deploying a smart account that has no code yet. */
const DEPLOYING_METHODS: ReadonlySet<string> = new Set(['eth_sendTransaction', 'wallet_sendCalls', 'wallet_grantPermissions']);

/** What the site's promise rejects with: an EIP-1193 error with a code. */
function toProviderError(error: unknown): ProviderError {
  if (error instanceof FrameRequestError) {
    const code = error.code === 'INVALID_REQUEST' ? -32602 : error.code === 'FRAME_ERROR' && isDeclinedMessage(error.message) ? 4001 : -32603;
    return providerError(error.message, code);
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'number') return providerError(walletErrorWords(error), code);
  return providerError(walletErrorWords(error), -32603);
}

/** eth_accounts waits for the start-up session check, then answers from state. */
function* settledUser() {
  let session: SessionStatus = yield select(selectEmbeddedSession);
  while (session === 'unknown' || session === 'checking') {
    yield take([signedIn.type, signedOut.type]);
    session = yield select(selectEmbeddedSession);
  }
  const user: EmbeddedUser | null = yield select(selectEmbeddedUser);
  return session === 'signedIn' ? user : null;
}

/** SPEC §4: chain-id requests are answered from the last stored chain; the frame is asked only without one. */
function* currentChain(ctx: EmbeddedContext) {
  const known: number | null = yield select(selectEmbeddedChainId);
  const stored = parseChainId(ctx.deps.session.get(EMBEDDED_SESSION.lastUsedChainId.key, EMBEDDED_SESSION.lastUsedChainId.schema));
  if (known !== null) return known;
  if (stored !== undefined) return stored;
  const { chainId } = yield* ask(ctx, 'GET_CHAIN_ID');
  const chain = parseChainId(chainId) ?? 1;
  yield call(storeChain, ctx.deps, chain);
  return chain;
}

function* storeChain(deps: WalletGateDeps, chainId: number) {
  deps.session.set(EMBEDDED_SESSION.lastUsedChainId.key, chainId);
  yield put(frameChainChanged({ chainId }));
}

/** wallet_switchEthereumChain → SWITCH_NETWORK; the returned chain is stored (SPEC §4) and the account re-read there. */
function* switchChain(ctx: EmbeddedContext, params: unknown) {
  const [first] = Array.isArray(params) ? params : [];
  const wanted = parseChainId((first as { chainId?: unknown } | undefined)?.chainId);
  if (wanted === undefined) throw providerError('wallet_switchEthereumChain needs [{ chainId }]', -32602);
  const { chainId } = yield* ask(ctx, 'SWITCH_NETWORK', { chainId: wanted });
  const chain = parseChainId(chainId) ?? wanted;
  yield call(storeChain, ctx.deps, chain);
  const before: EmbeddedUser | null = yield select(selectEmbeddedUser);
  if (before) {
    // smart accounts exist per network: the address in use may differ on the new chain
    try {
      const user = yield* ask(ctx, 'GET_USER', { chainId: chain });
      yield* changeAccount(ctx, before, { chainId: chain, address: user.address, preferredAccountType: user.preferredAccountType ?? 'eoa' });
    } catch (error) {
      ctx.deps.logger.warn('[WalletGate] could not read the embedded account after a network switch', walletErrorWords(error));
    }
  }
  ctx.bridge.emit('chainChanged', numberToHex(chain));
  return null;
}

function* rpc(ctx: EmbeddedContext, method: string, params: unknown, options?: RequestOptions) {
  // Solana methods go to the active Solana network; everything else to the stored eip155 chain
  const solanaChain: string | null = method.startsWith('solana_') ? yield call(solanaRequestChain) : null;
  if (method.startsWith('solana_') && !solanaChain) throw providerError(THROWN.namespaceNotConfigured('solana'), 4901);
  const chainId: number | string = solanaChain ?? ((yield call(currentChain, ctx)) as number);
  const payload = { method, chainId, ...(params === undefined ? {} : { params: params as unknown[] }) };
  const result: unknown = yield* ask(ctx, 'RPC_REQUEST', payload, options);
  // SPEC §5: a transaction hash is 0x + 64 hex, a signature 0x + at least 62 hex
  const wrong = rpcResultError(method, result);
  if (wrong) throw providerError(wrong, -32603);
  return result;
}

/** After the last approval: back to where the visitor was, or closed if the modal opened for it ("pops the transaction stack"). */
function* popTransactionStack(modalWasOpen: boolean) {
  const open: boolean = yield select(selectIsOpen);
  const view: View = yield select(selectView);
  if (!open || view !== 'ApproveTransaction') return;
  yield put(modalWasOpen ? wentBack() : closeRequested());
}

/** SPEC §4: a request that is not a known safe method opens ApproveTransaction; the frame shows the approval. */
export function* unsafeRpc(ctx: EmbeddedContext, method: string, params: unknown) {
  const id = ctx.deps.randomId();
  const open: boolean = yield select(selectIsOpen);
  yield put(approvalStarted({ id, modalWasOpen: open }));
  const { pending, modalWasOpen }: ReturnType<typeof selectApproval> = yield select(selectApproval);
  if (pending.length === 1) yield put(open ? pushed({ view: 'ApproveTransaction' }) : openRequested({ view: 'ApproveTransaction' }));
  try {
    // the approval card goes to a frame that is on screen and focused
    const result: unknown = yield call(rpc, ctx, method, params, { beforePost: () => frameOnScreen(ctx) });
    // a smart account's first transaction deploys it; smartAccountDeployed follows the chain
    const user: EmbeddedUser | null = yield select(selectEmbeddedUser);
    if (DEPLOYING_METHODS.has(method) && user?.preferredAccountType === 'smartAccount' && !user.smartAccountDeployed) yield call(refreshSmartAccount, ctx);
    if (method === 'wallet_grantPermissions') yield put(sessionsStale());
    return result;
  } catch (error) {
    const aborted = error instanceof FrameRequestError && error.code === 'ABORTED';
    if (SIGN_METHODS.has(method) && !aborted) {
      const user: EmbeddedUser | null = yield select(selectEmbeddedUser);
      // SPEC §8: a failed signature from a smart account may be the app not supporting smart accounts
      const declined = error instanceof FrameRequestError && error.code === 'FRAME_ERROR' && isDeclinedMessage(error.message);
      // the visitor's own refusal is a choice: 'Signature declined' in the calm tone; anything else stays an error
      if (declined) yield put(notifyRequested({ message: msg('signatureDeclined'), variant: 'info' }));
      else {
        const message = msg(user?.preferredAccountType === 'smartAccount' ? 'smartAccountsUnsupported' : 'signatureDeclined');
        yield put(notifyRequested({ message, variant: 'error' }));
      }
    }
    throw error;
  } finally {
    yield put(approvalEnded({ id }));
    const left: ReturnType<typeof selectApproval> = yield select(selectApproval);
    if (left.pending.length === 0) yield call(popTransactionStack, modalWasOpen);
  }
}

/** SPEC §4: an unknown method opens the modal, rejects the pending requests, and shows the error after 300 ms. */
function* refuseUnknownMethod() {
  yield put(pendingRequestsRejected());
  yield call(ensureOpen);
  yield delay(TIMING.unknownRpcErrorDelayMs);
  // the aborted approvals may have closed the modal they had opened: it is open for the error
  yield call(ensureOpen);
  yield put(notifyRequested({ message: msg('actionNotAllowed'), variant: 'error' }));
}

function* ensureOpen() {
  const open: boolean = yield select(selectIsOpen);
  const ids: ReturnType<typeof selectActiveConnectorIds> = yield select(selectActiveConnectorIds);
  if (!open) yield put(openRequested(ids.eip155 === AUTH_CONNECTOR_ID ? { view: 'Account' } : undefined));
}

/** wallet_revokePermissions([{ eth_accounts: {} }]) (EIP-2255): the permission to see the accounts, i.e. the connection. */
function revokesAccounts(params: unknown): boolean {
  const first: unknown = Array.isArray(params) ? params[0] : params;
  return typeof first === 'object' && first !== null && Object.prototype.hasOwnProperty.call(first, 'eth_accounts');
}

function* answer(ctx: EmbeddedContext, { method, params }: ProviderCall) {
  switch (method) {
    case 'eth_accounts': {
      const user: EmbeddedUser | null = yield call(settledUser);
      return user ? [user.address] : [];
    }
    case 'eth_requestAccounts': {
      const user: EmbeddedUser | null = yield call(settledUser);
      if (!user) throw providerError('The embedded wallet is not signed in.', 4100);
      return [user.address];
    }
    case 'eth_chainId':
      return numberToHex((yield call(currentChain, ctx)) as number);
    case 'wallet_switchEthereumChain':
      return (yield call(switchChain, ctx, params)) as null;
    case 'wallet_revokePermissions':
      // SPEC §6: only a revoke of eth_accounts means disconnect; any other permission is an unsafe request like
      // the rest, approved by the visitor first (below)
      if (revokesAccounts(params)) {
        yield call(signOut, ctx);
        return null;
      }
      break;
    case 'wallet_getCapabilities':
      try {
        return (yield call(rpc, ctx, method, params)) as unknown;
      } catch (error) {
        // SPEC §4: a capabilities failure answers an empty object
        ctx.deps.logger.warn('[WalletGate] wallet_getCapabilities failed', walletErrorWords(error));
        return {};
      }
  }
  if (!isAllowedRpcMethod(method)) {
    yield spawn(refuseUnknownMethod);
    throw providerError(THROWN.rpcNotAllowed, 4200);
  }
  if (method === 'wallet_sendCalls') {
    const wrong = sendCallsError(params);
    if (wrong) throw providerError(wrong, -32602);
  }
  if (isSafeRpcMethod(method)) return (yield call(rpc, ctx, method, params)) as unknown;
  // a batch under a granted smart session was approved when the session was; the account contract checks it
  if (method === 'wallet_sendCalls' && sessionContextOf(params) !== undefined) return (yield call(rpc, ctx, method, params)) as unknown;
  return (yield call(unsafeRpc, ctx, method, params)) as unknown;
}

function* handleCall(ctx: EmbeddedContext, request: ProviderCall) {
  try {
    const result: unknown = yield call(answer, ctx, request);
    ctx.bridge.resolve(request.id, result);
  } catch (error) {
    ctx.bridge.reject(request.id, toProviderError(error));
  }
}

export function* watchProviderCalls(_deps: WalletGateDeps, ctx: EmbeddedContext) {
  const calls: EventChannel<ProviderCall> = yield call(createProviderCallsChannel, ctx.bridge);
  try {
    while (true) {
      const request: ProviderCall = yield take(calls);
      yield fork(handleCall, ctx, request);
    }
  } finally {
    calls.close();
  }
}
