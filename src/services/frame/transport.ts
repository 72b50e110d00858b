/**
 * The secure frame's element and the way messages reach it (SPEC §2, §7): a hidden, fixed iframe appended to
 * the page body, posted to with the secure site's origin as targetOrigin so nothing goes to another origin.
 * Shown and placed over the modal body only while an approval is on screen. No state, no store.
 */
import type { AppEvent } from '../../core/frame';
import { THROWN } from '../../core/errors/thrown';
import { SECURE_FRAME_ID } from '../../core/embedded';

interface FrameRect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface FrameTransport {
  /** the secure site's origin: the only one messages are accepted from and posted to */
  readonly origin: string;
  /** true for a message event that came from this frame's window */
  isOwnSource(source: MessageEventSource | null): boolean;
  /** appends the iframe (once); listeners for its messages must be in place first, READY comes early */
  mount(): void;
  post(message: AppEvent): void;
  show(rect: FrameRect): void;
  hide(): void;
  isShown(): boolean;
  focus(): void;
  remove(): void;
}

const FRAME_NAME = 'w3m-secure-iframe';

export function createFrameTransport(doc: Document, src: string): FrameTransport {
  const origin = new URL(src).origin;
  const iframe = doc.createElement('iframe');
  iframe.id = SECURE_FRAME_ID;
  iframe.name = FRAME_NAME;
  iframe.title = 'Secure wallet';
  iframe.src = src;
  // SPEC §2: fixed, above everything, hidden until an approval shows it.
  Object.assign(iframe.style, {
    position: 'fixed',
    zIndex: '999999',
    display: 'none',
    border: '0',
    borderRadius: '12px',
    background: 'transparent',
    colorScheme: 'normal',
  });
  return {
    origin,
    isOwnSource: (source) => source !== null && source === iframe.contentWindow,
    mount() {
      if (!iframe.isConnected) doc.body.appendChild(iframe);
    },
    post(message) {
      const target = iframe.contentWindow;
      if (!target) throw new Error(THROWN.frameNotSet);
      target.postMessage(message, origin);
    },
    show(rect) {
      Object.assign(iframe.style, {
        display: 'block',
        top: `${rect.top}px`,
        left: `${rect.left}px`,
        width: `${rect.width}px`,
        height: `${rect.height}px`,
      });
    },
    hide() {
      iframe.style.display = 'none';
    },
    isShown: () => iframe.style.display !== 'none',
    focus() {
      iframe.focus();
    },
    remove() {
      iframe.remove();
    },
  };
}
