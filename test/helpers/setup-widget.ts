// Shared setup for widget tests (jsdom).
import { configure, prettyDOM } from '@testing-library/dom';

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

/**
 * testing-library's findBy… and waitFor wait on a condition for 1 s by default. A lazily loaded view reaches the DOM
 * after its chunk is transformed and evaluated, which on a busy 2-core machine (the whole suite, three workers) takes
 * longer: the wait is a ceiling, not a delay, so a generous one costs a passing test nothing. The error for an element
 * not found shows the markup searched; testing-library's own printer refuses a shadow root (and throws that instead).
 */
configure({
  asyncUtilTimeout: 10_000,
  getElementError: (message, container) => {
    const markup = container instanceof ShadowRoot ? container.innerHTML.slice(0, 7_000) : prettyDOM(container);
    return Object.assign(new Error([message, markup].filter(Boolean).join('\n\n')), { name: 'TestingLibraryElementError' });
  },
});
