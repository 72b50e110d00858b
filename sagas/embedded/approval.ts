/**
 * The frame on screen (SPEC §2, §4): visible over the modal body only while ApproveTransaction is shown, the
 * header left free; focus handed to it on request; closing the modal during an approval rejects the pending
 * requests. Also keeps the frame's theme and dapp data in step with the site.
 */
import { call, delay, fork, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  closed,
  opened,
  pushed,
  replaced,
  reset,
  selectConfig,
  selectIsOpen,
  selectTheme,
  selectResolvedThemeMode,
  systemThemeModeChanged,
  selectView,
  themeModeChanged,
  themeVariablesChanged,
  wentBack,
  wentBackToIndex,
} from '../../slices';
import {
  approvalAreaChanged,
  approvalEnded,
  approvalFocusRequested,
  approvalFrameShown,
  frameReady,
  pendingRequestsRejected,
  selectApproval,
} from '../../slices/embeddedWallet';
import type { ValidOptions } from '../../src/core/options';
import type { View } from '../../src/core/views';
import { walletErrorWords } from '../../src/core/errors/wallet';
import type { WalletGateDeps } from '../deps';
import { ask, type EmbeddedContext } from './context';

/** A mounted modal shows ApproveTransaction within a frame or two; without one (no UI) the request goes anyway. */
const APPROVAL_UI_WAIT_MS = 1_000;

/**
 * Shows the frame over the view's area (or hides it). On screen it takes focus, so the approval card it shows
 * next can take it in turn (a frame without focus may not focus its own elements); then the request may go.
 */
function* placeFrame(ctx: EmbeddedContext) {
  const open: boolean = yield select(selectIsOpen);
  const view: View = yield select(selectView);
  const { rect }: ReturnType<typeof selectApproval> = yield select(selectApproval);
  const { transport } = ctx.frame;
  if (!open || view !== 'ApproveTransaction' || !rect || rect.width <= 0 || rect.height <= 0) {
    transport.hide();
    return;
  }
  const wasShown = transport.isShown();
  transport.show(rect);
  if (wasShown) return;
  transport.focus();
  yield put(approvalFrameShown());
}

function focusFrame(ctx: EmbeddedContext) {
  if (ctx.frame.transport.isShown()) ctx.frame.transport.focus();
}

/** Before an unsafe request goes to the frame: the frame on screen, unless no UI will ever show it. */
export function* frameOnScreen(ctx: EmbeddedContext) {
  if (ctx.frame.transport.isShown()) return;
  const config: ValidOptions | null = yield select(selectConfig);
  if (config?.headless) return;
  yield race({ shown: take(approvalFrameShown.type), noUi: delay(APPROVAL_UI_WAIT_MS) });
}

function* rejectOnClose() {
  const { pending }: ReturnType<typeof selectApproval> = yield select(selectApproval);
  if (pending.length > 0) yield put(pendingRequestsRejected());
}

export function* watchApproval(_deps: WalletGateDeps, ctx: EmbeddedContext) {
  const moves = [opened, closed, pushed, replaced, reset, wentBack, wentBackToIndex, approvalAreaChanged, approvalEnded].map((a) => a.type);
  yield takeLatest(moves, placeFrame, ctx);
  yield takeEvery(approvalFocusRequested.type, focusFrame, ctx);
  // leaving the approval (close, back) while the frame waits for an answer rejects what is pending
  yield takeEvery([closed.type, wentBack.type, wentBackToIndex.type], rejectOnClose);
}

/** Fire and forget: the frame's look and the approval card's site name are nice to have, never blocking. */
function* quietly(ctx: EmbeddedContext, run: () => Generator<unknown, unknown, never>) {
  try {
    yield call(run);
  } catch (error) {
    ctx.deps.logger.warn('[WalletGate] could not sync the secure frame', walletErrorWords(error));
  }
}

function* syncTheme(ctx: EmbeddedContext) {
  const { themeVariables }: ReturnType<typeof selectTheme> = yield select(selectTheme);
  const themeMode: ReturnType<typeof selectResolvedThemeMode> = yield select(selectResolvedThemeMode);
  yield* ask(ctx, 'SYNC_THEME', { themeMode, themeVariables });
}

function* syncDappData(ctx: EmbeddedContext) {
  const config: ValidOptions | null = yield select(selectConfig);
  if (!config) return;
  yield* ask(ctx, 'SYNC_DAPP_DATA', {
    ...(config.metadata ? { metadata: config.metadata } : {}),
    sdkVersion: config.sdkVersion,
    sdkType: config.sdkType,
    projectId: config.projectId,
  });
}

function* syncAll(ctx: EmbeddedContext) {
  yield fork(quietly, ctx, () => syncDappData(ctx));
  yield fork(quietly, ctx, () => syncTheme(ctx));
}

export function* watchFrameSettings(_deps: WalletGateDeps, ctx: EmbeddedContext) {
  yield takeEvery(frameReady.type, syncAll, ctx);
  yield takeLatest([themeModeChanged.type, systemThemeModeChanged.type, themeVariablesChanged.type], quietly, ctx, () => syncTheme(ctx));
}
