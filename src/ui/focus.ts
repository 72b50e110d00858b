/** Focus helpers that work inside shadow roots (document.activeElement stops at a shadow host). */

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** Tabbable elements inside `container`, in DOM order (we never use positive tabindex). */
export function getFocusable(container: ParentNode): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden],[inert],[aria-hidden="true"]'),
  );
}

/** The focused element in the tree `node` lives in (its document or shadow root). */
export function activeElementOf(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return root.activeElement ?? null;
}

/** The focused element of a document, following open shadow roots down to the innermost one. */
export function deepActiveElement(doc: Document | ShadowRoot = document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** True while the modal itself is moving focus (a view opening, a removed control): focus events then are not the visitor's. */
let placing = false;
/** Where the modal last put focus: focus still there means the visitor has not moved it since. */
let lastPlaced: HTMLElement | null = null;

/** Focus the modal places itself; focus handlers can tell it apart from focus the visitor moved (see `intentHandlers`). */
export function placeFocus(el: HTMLElement): void {
  placing = true;
  lastPlaced = el;
  try {
    el.focus({ preventScroll: true });
  } finally {
    placing = false;
  }
}

/**
 * A control that arrives after its view opened (Connect's email field comes with its chunk) takes the first focus
 * when it has become the view's first control and focus is still where the modal put it: the visitor gets the
 * first field, and focus they moved themselves is never taken from them.
 */
export function claimFirstFocus(el: HTMLElement): void {
  const view = el.closest('.wg-view');
  const dialog = el.closest<HTMLElement>('[role="dialog"]');
  if (!view || !dialog || getFocusable(view)[0] !== el) return;
  const active = activeElementOf(el);
  if (active && active === lastPlaced && dialog.contains(active) && active !== el) placeFocus(el);
}

/** Focus the visitor moves (Tab, Shift+Tab wrapping around the dialog). */
export function moveFocus(el: HTMLElement): void {
  el.focus({ preventScroll: true });
}

/**
 * Handlers for a hint that the visitor is about to pick a control (load its view's chunk early): the pointer over
 * it, or focus they moved there. Focus the modal placed on opening a view is no hint, so re-showing a view (a
 * reopened modal, or DevTools jumping back to it) asks for nothing.
 */
export function intentHandlers(hint: () => void): { onPointerEnter: () => void; onFocus: () => void } {
  return {
    onPointerEnter: hint,
    onFocus: () => {
      if (!placing) hint();
    },
  };
}
