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

export function focusWithoutScroll(el: HTMLElement): void {
  el.focus({ preventScroll: true });
}
