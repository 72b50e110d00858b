/** Entry of the secure-frame page: announces READY, then answers the parent's app events. Only messages
 * from the parent window that pass the shared schemas are handled (SPEC §5). */
import {
  appEventName,
  makeFrameError,
  makeFrameNotice,
  makeFrameSuccess,
  parseAppEvent,
  type AppEvent,
  type AppEventName,
  type FrameEvent,
} from '../../../src/core/frame';
import { SECURE_FRAME_VERSION } from '../contract';
import { ApprovalQueue } from './approvalCard';
import { FrameState } from './frameState';
import { handlers, type RequestContext } from './handlers';
import { embedderOrigin, post, type Logger } from './messenger';
import { openStorage } from './storage';

const query = new URLSearchParams(location.search);
const log: Logger = query.get('enableLogger') === 'true' ? (...args) => console.info('[secure-frame]', ...args) : () => {};
const status = document.getElementById('frame-status') as HTMLElement;
const frame = new FrameState(openStorage(), new ApprovalQueue(document.getElementById('approval-root') as HTMLElement, status), query.get('chainId'));

async function handle(event: AppEvent, origin: string): Promise<void> {
  const name = appEventName(event.type) as AppEventName;
  const after: (() => void)[] = [];
  const ctx: RequestContext = { frame, origin, notify: (e) => post(e, origin, log), after: (task) => after.push(task) };
  const handler = handlers[name] as (payload: unknown, ctx: RequestContext) => Promise<unknown>;
  let reply: FrameEvent;
  try {
    const payload = await handler('payload' in event ? event.payload : undefined, ctx);
    reply = makeFrameSuccess(name, event.id, payload as never) as FrameEvent;
  } catch (error) {
    after.length = 0;
    reply = makeFrameError(name, event.id, error instanceof Error && error.message ? error.message : 'An error occurred');
  }
  post(reply, origin, log);
  for (const task of after) task();
}

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (window.parent === window || event.source !== window.parent || event.origin === 'null') return;
  const parsed = parseAppEvent(event.data);
  if (!parsed.success) {
    log('ignored an invalid message:', parsed.error);
    const data = event.data as { type?: unknown; id?: unknown } | null;
    const name = appEventName(data?.type);
    // a known request with an id gets an _ERROR at once instead of leaving the widget to time out
    if (name && typeof data?.id === 'string' && data.id) post(makeFrameError(name, data.id, `Invalid message: ${parsed.error}`), event.origin, log);
    return;
  }
  log('←', parsed.data.type, parsed.data.id);
  void handle(parsed.data, event.origin);
});

status.textContent = 'Secure frame ready.';
if (window.parent !== window) post(makeFrameNotice('READY', { version: SECURE_FRAME_VERSION }), embedderOrigin(), log);
