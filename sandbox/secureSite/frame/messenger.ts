/** Posting to the widget: every outgoing event is validated with the shared schemas first, and goes only to
 * the origin that asked (READY, which carries nothing secret, goes to the embedding page's origin). */
import { makeFrameError, parseFrameEvent, replyOf, type FrameEvent } from '../../../src/core/frame';

export type Logger = (...args: unknown[]) => void;

export function post(event: FrameEvent, targetOrigin: string, log: Logger): void {
  const checked = parseFrameEvent(event);
  let message: FrameEvent = event;
  if (!checked.success) {
    log('refusing to post an invalid frame event', event.type, checked.error);
    const reply = replyOf(event.type);
    if (!reply) return;
    message = makeFrameError(reply.name, event.id, 'The secure frame produced an invalid response');
  }
  log('→', message.type, message.id ?? '');
  window.parent.postMessage(message, targetOrigin);
}

/** The embedding page's origin as far as the frame can tell before any message arrives. */
export function embedderOrigin(): string {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (ancestors && ancestors.length > 0 && ancestors[0] && ancestors[0] !== 'null') return ancestors[0];
  try {
    if (document.referrer) return new URL(document.referrer).origin;
  } catch {
    // no usable referrer
  }
  return '*';
}
