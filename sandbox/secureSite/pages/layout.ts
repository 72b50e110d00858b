/** The shell of the secure site's pages: plain HTML, no script (CSP forbids it outside the frame page). */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f766e"/><path d="M10 15v-3a6 6 0 0 1 12 0v3M9 15h14v9H9z" stroke="#fff" stroke-width="2.5" fill="none" stroke-linejoin="round"/></svg>`;

const BASE_STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; --accent: #0f766e; }
  body { margin: 0; padding: 24px; background: Canvas; color: CanvasText; line-height: 1.45; }
  main { max-width: 560px; margin: 0 auto; }
  h1 { font-size: 1.35rem; margin: 0 0 8px; } p { margin: 0 0 12px; }
  label { display: block; font-weight: 600; margin: 12px 0 4px; }
  input { font: inherit; padding: 8px 10px; border-radius: 10px; border: 1px solid color-mix(in srgb, CanvasText 30%, transparent); width: 100%; box-sizing: border-box; }
  button { font: inherit; padding: 10px 18px; border-radius: 12px; border: 0; background: var(--accent); color: #fff; cursor: pointer; margin-top: 14px; }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #5eead4; outline-offset: 2px; }
  .note { font-size: .85rem; opacity: .75; }
  .error { color: #b91c1c; font-weight: 600; }
`;

export function page(title: string, body: string, extraStyle = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${BASE_STYLE}${extraStyle}</style></head>
<body><main>${body}</main></body></html>`;
}
