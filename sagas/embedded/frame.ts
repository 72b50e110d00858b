/**
 * The frame client (SPEC §4 "Frame protocol", §7): one saga owns the secure frame and its window channel;
 * `frameRequest` sends one app event and waits for the reply with its id. No app event leaves before READY.
 */
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import { buffers, channel, type Channel, type EventChannel } from 'redux-saga';
import {
  makeAppEvent,
  parseAppEvent,
  replyOf,
  isSafeRpcMethod,
  type AppEvent,
  type AppEventName,
  type AppEventPayload,
  type FrameSuccessPayload,
} from '../../src/core/frame';
import { MessageError, msg, type Message } from '../../src/core/errors/catalogue';
import { EMBEDDED_SESSION } from '../../src/core/embedded';
import type { FrameTransport } from '../../src/services/frame/transport';
import { createFrameMessageChannel, type FrameInbound } from '../channels/frame';
import {
  frameLoading,
  frameReady,
  frameRemoved,
  frameRequestClosed,
  frameRequestOpened,
  pendingRequestsRejected,
  selectFrameStatus,
  type FrameStatus,
} from '../../slices/embeddedWallet';
import type { WalletGateDeps } from '../deps';

type Reply = { ok: true; payload: unknown } | { ok: false; message: string };

export interface FrameClient {
  deps: WalletGateDeps;
  transport: FrameTransport;
  /** open requests by id: the event they asked and where their reply goes */
  open: Map<string, { name: AppEventName; replies: Channel<Reply> }>;
}

/** A frame failure with a code a caller (or a test) can tell apart: FRAME_ERROR, TIMEOUT, ABORTED. */
export class FrameRequestError extends MessageError {
  constructor(
    info: Message,
    override readonly code: 'FRAME_ERROR' | 'TIMEOUT' | 'ABORTED' | 'INVALID_REQUEST',
  ) {
    super(info, code);
  }
}

export function createFrameClient(deps: WalletGateDeps, transport: FrameTransport): FrameClient {
  return { deps, transport, open: new Map() };
}

/** Runs for as long as the flows: mounts the frame, routes its replies by id, keeps READY and the session token. */
export function* runFrame(client: FrameClient) {
  const { deps, transport } = client;
  if (!deps.window) return;
  const messages: EventChannel<FrameInbound> = yield call(createFrameMessageChannel, deps.window, transport);
  try {
    // listening first: READY may come as soon as the frame is in the page
    transport.mount();
    yield put(frameLoading());
    let dropped = 0;
    while (true) {
      const inbound: FrameInbound = yield take(messages);
      if (inbound.kind === 'dropped') {
        // Once per instance: a page posting forged frame-looking messages must not flood the visitor's console.
        // Never the payload: replies can carry user data, and SESSION_UPDATE a secret.
        dropped += 1;
        if (dropped === 1) deps.logger.warn(`[WalletGate] ignored a secure-frame message: ${inbound.reason} (further ones are ignored silently)`);
        continue;
      }
      const { event } = inbound;
      if (event.type === '@w3m-frame/READY') {
        yield put(frameReady());
        continue;
      }
      if (event.type === '@w3m-frame/SESSION_UPDATE') {
        deps.session.set(EMBEDDED_SESSION.token.key, event.payload.token);
        continue;
      }
      const reply = replyOf(event.type);
      const open = event.id === undefined ? undefined : client.open.get(event.id);
      if (!reply || !open || open.name !== reply.name) {
        deps.logger.warn(`[WalletGate] ignored a secure-frame reply that answers no open request: ${event.type}`);
        continue;
      }
      const payload = 'payload' in event ? event.payload : undefined;
      open.replies.put(reply.ok ? { ok: true, payload } : { ok: false, message: (payload as { message: string }).message });
    }
  } finally {
    messages.close();
    transport.remove();
    yield put(frameRemoved());
  }
}

/** SPEC §4: the client waits for the frame's READY before sending any app event. */
function* whenReady() {
  const status: FrameStatus = yield select(selectFrameStatus);
  if (status !== 'ready') yield take(frameReady.type);
}

/**
 * APP_RELOAD (SPEC §7): the frame reloads itself; the reloaded frame announces READY again. Its SUCCESS reply is
 * taken here (registered like any request), so it is not logged as answering nothing.
 */
function* reloadFrame(client: FrameClient) {
  const id = client.deps.randomId();
  const replies = channel<Reply>(buffers.sliding(1));
  client.open.set(id, { name: 'RELOAD', replies });
  try {
    client.transport.post((makeAppEvent as (n: AppEventName, i: string) => AppEvent)('RELOAD', id));
    yield take(frameReady.type);
  } finally {
    client.open.delete(id);
    replies.close();
  }
}

function* exchange(
  client: FrameClient,
  message: AppEvent,
  replies: Channel<Reply>,
  beforePost?: () => Generator<unknown, unknown, never>,
  recoverAfterMs?: number,
) {
  yield call(whenReady);
  if (beforePost) yield call(beforePost);
  client.transport.post(message);
  if (recoverAfterMs === undefined) {
    const reply: Reply = yield take(replies);
    return reply;
  }
  const first = (yield race({ reply: take(replies), stalled: delay(recoverAfterMs) })) as { reply?: Reply };
  if (first.reply) return first.reply;
  // The frame stopped answering: reload it and ask again, inside the same timeout, before telling the visitor.
  client.deps.logger.warn(`[WalletGate] the secure frame did not answer ${message.type} in ${recoverAfterMs} ms; reloading it`);
  yield call(reloadFrame, client);
  client.transport.post(message);
  const reply: Reply = yield take(replies);
  return reply;
}

export interface RequestOptions {
  /** SPEC §9: email, device, OTP, social and social-redirect requests give up after 30 s */
  timeoutMs?: number;
  /** waits for something before posting (still under the timeout and reject-all) */
  beforePost?: () => Generator<unknown, unknown, never>;
}

/**
 * One app event and its reply: resolves with the `_SUCCESS` payload, throws with the `_ERROR` message (or
 * 'An error occurred'), 'Something went wrong' on timeout, 'Request was aborted' on reject-all for a
 * request whose RPC method is not safe. The request is listed in the slice while it is open.
 */
export function* frameRequest<N extends AppEventName>(
  client: FrameClient,
  name: N,
  payload?: AppEventPayload<N>,
  options: RequestOptions = {},
): Generator<unknown, FrameSuccessPayload<N>, never> {
  const id = client.deps.randomId();
  const message = (makeAppEvent as (n: AppEventName, i: string, p?: unknown) => AppEvent)(name, id, payload);
  // outgoing events pass the same strict schemas as incoming ones (SPEC §5)
  const checked = parseAppEvent(message);
  if (!checked.success) throw new FrameRequestError(msg('providerText', { text: `Invalid request: ${checked.error}` }), 'INVALID_REQUEST');
  const method = name === 'RPC_REQUEST' ? (payload as { method: string }).method : undefined;
  const abortable = method !== undefined && !isSafeRpcMethod(method);
  const replies = channel<Reply>(buffers.sliding(1));
  client.open.set(id, { name, replies });
  yield put(frameRequestOpened({ id, event: name, ...(method ? { method } : {}) }));
  try {
    const outcome = (yield race({
      // a timed request (SPEC §9: 30 s) silent for half its time gets one frame reload (APP_RELOAD) and a second try
      reply: call(exchange, client, message, replies, options.beforePost, options.timeoutMs ? options.timeoutMs / 2 : undefined),
      ...(options.timeoutMs ? { timeout: delay(options.timeoutMs) } : {}),
      ...(abortable ? { aborted: take(pendingRequestsRejected.type) } : {}),
    })) as { reply?: Reply; timeout?: true; aborted?: unknown };
    if (outcome.timeout) throw new FrameRequestError(msg('somethingWentWrong'), 'TIMEOUT');
    if (outcome.aborted) throw new FrameRequestError(msg('requestAborted'), 'ABORTED');
    const reply = outcome.reply!;
    if (!reply.ok) throw new FrameRequestError(reply.message ? msg('providerText', { text: reply.message }) : msg('frameError'), 'FRAME_ERROR');
    return reply.payload as FrameSuccessPayload<N>;
  } finally {
    client.open.delete(id);
    replies.close();
    yield put(frameRequestClosed({ id }));
  }
}
