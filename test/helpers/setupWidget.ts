// Shared setup for widget tests (jsdom).
import { configure, prettyDOM } from '@testing-library/dom';

/**
 * jsdom caches computed styles per document and drops that cache when an attached node changes, but it never
 * marks nodes inside a shadow root as attached: a style change there (React revealing the pre-rendered dialog
 * by clearing its `display: none`) leaves a stale entry, and testing-library then thinks the dialog is hidden.
 * So every shadow root is watched (a MutationObserver on it, from `attachShadow` on), and the cache is dropped before
 * a style is computed for an element in a shadow root whenever a shadow root changed since the last drop, as a
 * browser would see the change. Dropping it on every call instead recomputed every element's style for each role
 * query (testing-library asks each candidate whether it is hidden): most of a view test's CPU time.
 */
// (a test file on `@jest-environment node`, e.g. server-side rendering, has no document: nothing to patch)
if (typeof document !== 'undefined') {
  const implKey = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
  const computeStyle = window.getComputedStyle.bind(window);
  let shadowChanged = true;
  const shadowWatcher = new MutationObserver(() => (shadowChanged = true));
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function watchedAttachShadow(this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    shadowWatcher.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    shadowChanged = true;
    return root;
  };
  window.getComputedStyle = (element: Element, pseudo?: string | null) => {
    if (implKey && element.getRootNode() instanceof ShadowRoot) {
      // records not yet delivered to the callback are changes too
      if (shadowWatcher.takeRecords().length > 0) shadowChanged = true;
      if (shadowChanged) {
        (document as unknown as Record<symbol, { _styleCache: unknown }>)[implKey]!._styleCache = null;
        shadowChanged = false;
      }
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
