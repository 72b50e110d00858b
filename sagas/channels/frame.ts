import { buffers, eventChannel } from 'redux-saga';
import { FRAME_EVENT_PREFIX, parseFrameEvent, type FrameEvent } from '../../src/core/frame';
import type { FrameTransport } from '../../src/services/frame/transport';

/** What the frame's window channel yields: a checked frame event, or why a message was dropped (never its contents). */
export type FrameInbound = { kind: 'event'; event: FrameEvent } | { kind: 'dropped'; reason: string };

const looksLikeFrameEvent = (data: unknown): boolean =>
  typeof (data as { type?: unknown } | null)?.type === 'string' && (data as { type: string }).type.startsWith(FRAME_EVENT_PREFIX);

/**
 * The secure frame's messages (SPEC §5, ARCHITECTURE "Effects"): only from the configured origin, only from
 * the frame's own window, and only when the strict schemas accept them. Anything else a page receives on
 * `message` is none of our business; so are the frames of other instances on the page (same origin, another
 * window: recognised by `event.source`). A frame-looking message that fails the checks is reported as dropped.
 */
export function createFrameMessageChannel(win: Window, transport: FrameTransport) {
  return eventChannel<FrameInbound>((emit) => {
    const onMessage = (event: MessageEvent<unknown>) => {
      // Another WalletGate instance's frame (same secure site, another window): its traffic, not a problem.
      if (event.origin === transport.origin && !transport.isOwnSource(event.source)) return;
      if (event.origin !== transport.origin) {
        if (looksLikeFrameEvent(event.data)) emit({ kind: 'dropped', reason: `not from the secure frame (origin ${event.origin || 'unknown'})` });
        return;
      }
      const parsed = parseFrameEvent(event.data);
      emit(parsed.success ? { kind: 'event', event: parsed.data } : { kind: 'dropped', reason: `malformed (${parsed.error})` });
    };
    win.addEventListener('message', onMessage);
    return () => win.removeEventListener('message', onMessage);
  }, buffers.expanding(32));
}
