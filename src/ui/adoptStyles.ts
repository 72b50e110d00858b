/**
 * Constructable stylesheets (`adoptedStyleSheets`) for WalletGate's shadow roots: not inline styles, so a host
 * page whose Content-Security-Policy `style-src` lacks 'unsafe-inline' still shows the modal and the button
 * styled. Plain DOM, no React: the plug-and-play button uses it too.
 */

/** Adds a sheet (once per text) to one shadow root. */
export type AdoptStyles = (css: string) => void;

/** The adopter of `root`, or null where the browser lacks constructable stylesheets (then use a <style>). */
export function styleAdopter(root: ShadowRoot): AdoptStyles | null {
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype) || !Array.isArray(root.adoptedStyleSheets)) return null;
  const adopted = new Set<string>();
  return (css) => {
    if (adopted.has(css)) return;
    adopted.add(css);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  };
}

/** Styles `root` with `css` alone (what it adopted before is replaced): an adopted sheet where supported, else the returned <style> to put in it. */
export function styleShadowRoot(root: ShadowRoot, css: string): HTMLStyleElement | null {
  const adopt = styleAdopter(root);
  if (adopt) {
    root.adoptedStyleSheets = [];
    adopt(css);
    return null;
  }
  const style = root.ownerDocument.createElement('style');
  style.textContent = css;
  return style;
}
