/**
 * On pages it does not own: where the browser has constructable stylesheets the modal adds no <style>
 * to its shadow root — neither its base rules nor a view's own — so a page whose CSP `style-src` lacks
 * 'unsafe-inline' still shows it styled. jsdom has none, so the browser's API is stood in for here (the e2e CSP
 * page proves it in Chromium); without it the <style> fallback is covered by modal.test.tsx.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { opened } from '../../../slices';
import { STYLES } from '../../../src/ui/styles';
import { configure, useModalUnderTest } from './helpers';

class SheetStandIn {
  text = '';
  replaceSync(css: string) {
    this.text = css;
  }
}

const had = { sheet: Object.getOwnPropertyDescriptor(globalThis, 'CSSStyleSheet') };

beforeAll(() => {
  Object.defineProperty(globalThis, 'CSSStyleSheet', { configurable: true, writable: true, value: SheetStandIn });
  Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', { configurable: true, writable: true, value: [] });
});
afterAll(() => {
  if (had.sheet) Object.defineProperty(globalThis, 'CSSStyleSheet', had.sheet);
  delete (ShadowRoot.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
});

const start = useModalUnderTest();
const adoptedTexts = (root: ShadowRoot) => (root.adoptedStyleSheets as unknown as SheetStandIn[]).map((s) => s.text);

describe('constructable stylesheets in the shadow root', () => {
  it('adopts the base rules and a view’s own rules (once each) instead of inline <style> elements', async () => {
    const t = start();
    expect(adoptedTexts(t.shadow)).toEqual([STYLES]);
    await t.dispatch(configure({ features: { legalCheckbox: true, email: false, socials: false }, termsConditionsUrl: 'https://site.example/terms' }));
    await t.dispatch(opened({ view: 'Connect' }));
    await t.ui.findByRole('checkbox');
    const texts = adoptedTexts(t.shadow);
    expect(texts.length).toBeGreaterThan(1);
    expect(new Set(texts).size).toBe(texts.length);
    expect(t.shadow.querySelectorAll('style')).toHaveLength(0);
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });
});
