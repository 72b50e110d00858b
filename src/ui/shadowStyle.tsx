/**
 * Styles in the modal's shadow root without inline <style> where the browser can: constructable stylesheets
 * (`adoptedStyleSheets`) are not inline styles, so a host page whose Content-Security-Policy has a `style-src`
 * without 'unsafe-inline' still shows the modal styled (issue 20). Where they are missing (old browsers, jsdom)
 * a <style> element is used, as before.
 */
import { createContext, useContext, useLayoutEffect, type ReactElement } from 'react';

/** Adds a sheet (once per text) to the shadow root the modal renders in; null where not supported. */
export type AdoptStyles = (css: string) => void;

export const AdoptStylesContext = createContext<AdoptStyles | null>(null);

export function canAdoptStyles(root: ShadowRoot): boolean {
  return typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype && Array.isArray(root.adoptedStyleSheets);
}

/** The adopter of one shadow root, or null when the browser lacks constructable stylesheets. */
export function styleAdopter(root: ShadowRoot): AdoptStyles | null {
  if (!canAdoptStyles(root)) return null;
  const adopted = new Set<string>();
  return (css) => {
    if (adopted.has(css)) return;
    adopted.add(css);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  };
}

/** A view's own rules (loaded with its chunk): adopted into the shadow root before paint, else a <style>. */
export function ShadowStyle({ css }: { css: string }): ReactElement | null {
  const adopt = useContext(AdoptStylesContext);
  useLayoutEffect(() => adopt?.(css), [adopt, css]);
  return adopt ? null : <style>{css}</style>;
}
