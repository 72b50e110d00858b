// Shared setup for widget tests (jsdom).

/**
 * jsdom caches computed styles per document and drops that cache when an attached node changes, but it never
 * marks nodes inside a shadow root as attached: a style change there (React revealing the pre-rendered dialog
 * by clearing its `display: none`) leaves a stale entry, and testing-library then thinks the dialog is hidden.
 * For elements in a shadow root, drop the cache before computing, as a browser would see the change.
 */
// (a test file on `@jest-environment node`, e.g. server-side rendering, has no document: nothing to patch)
if (typeof document !== 'undefined') {
  const implKey = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
  const computeStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, pseudo?: string | null) => {
    if (implKey && element.getRootNode() instanceof ShadowRoot) {
      (document as unknown as Record<symbol, { _styleCache: unknown }>)[implKey]!._styleCache = null;
    }
    return computeStyle(element, pseudo);
  };
}

export {};
