import { call, select, take } from 'redux-saga/effects';
import { selectIsOpen, selectView } from '../../slices';
import type { View } from '../../src/core/views';
import type { EmbeddedProviderBridge } from '../../src/services/embedded/provider';
import type { WalletGateDeps } from '../deps';
import { frameRequest, type FrameClient, type RequestOptions } from './frame';
import type { AppEventName, AppEventPayload, FrameSuccessPayload } from '../../src/core/frame';
import { checksummedEvm } from '../../src/core/evmAddress';

/** What every embedded-wallet flow shares: the instance's dependencies, the frame client and the provider. */
export interface EmbeddedContext {
  deps: WalletGateDeps;
  frame: FrameClient;
  bridge: EmbeddedProviderBridge;
}

/** `frameRequest` for a flow: `const user = yield* ask(ctx, 'GET_USER', {...})` keeps the reply typed. */
export function* ask<N extends AppEventName>(ctx: EmbeddedContext, name: N, payload?: AppEventPayload<N>, options?: RequestOptions) {
  const reply = (yield call(frameRequest<N>, ctx.frame, name, payload, options)) as FrameSuccessPayload<N>;
  return checksummed(reply);
}

/**
 * The frame's replies name the user's accounts (GET_USER, SET_PREFERRED_ACCOUNT, INIT_SMART_ACCOUNT) in the frame's
 * own case: its EVM addresses enter the state EIP-55 checksummed, like any wallet's; a Solana account keeps its form.
 */
function checksummed<T>(reply: T): T {
  if (!reply || typeof reply !== 'object') return reply;
  const { address, accounts } = reply as { address?: unknown; accounts?: unknown };
  if (typeof address !== 'string' && !Array.isArray(accounts)) return reply;
  return {
    ...reply,
    ...(typeof address === 'string' ? { address: checksummedEvm(address) } : {}),
    ...(Array.isArray(accounts) ? { accounts: accounts.map((a: { address: string }) => ({ ...a, address: checksummedEvm(a.address) })) } : {}),
  };
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
