import { call, select, take } from 'redux-saga/effects';
import { selectIsOpen, selectView } from '../../slices';
import type { View } from '../../src/core/views';
import type { EmbeddedProviderBridge } from '../../src/services/embedded/provider';
import type { WalletGateDeps } from '../deps';
import { frameRequest, type FrameClient, type RequestOptions } from './frame';
import type { AppEventName, AppEventPayload, FrameSuccessPayload } from '../../src/core/frame';

/** What every embedded-wallet flow shares: the instance's dependencies, the frame client and the provider. */
export interface EmbeddedContext {
  deps: WalletGateDeps;
  frame: FrameClient;
  bridge: EmbeddedProviderBridge;
}

/** `frameRequest` for a flow: `const user = yield* ask(ctx, 'GET_USER', {...})` keeps the reply typed. */
export function* ask<N extends AppEventName>(ctx: EmbeddedContext, name: N, payload?: AppEventPayload<N>, options?: RequestOptions) {
  const reply = (yield call(frameRequest<N>, ctx.frame, name, payload, options)) as FrameSuccessPayload<N>;
  return reply;
}

/** Ends when the visitor leaves `view` (back, another view, or the modal closes): a flow waiting there stops. */
export function* untilViewLeft(view: View) {
  while (true) {
    yield take('*');
    const open: boolean = yield select(selectIsOpen);
    const current: View = yield select(selectView);
    if (!open || current !== view) return;
  }
}
