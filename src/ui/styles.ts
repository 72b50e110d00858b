import { TIMING } from '../core/constants';

/**
 * The modal's shared stylesheet, injected as one <style> in the shadow root: host CSS cannot reach in, ours
 * cannot leak out. Rules only one view uses travel with that view's chunk (a <style> it renders). Public knobs are the `--wg-*` custom properties on the host (`--wg-accent`,
 * `--wg-accent-foreground`, `--wg-font-family`, `--wg-border-radius`, `--wg-z-index`); the `--_*` properties are internal. Palettes meet WCAG AA for text on their surfaces in both modes.
 */
const ms = (value: number) => `${value}ms`;

/** The card body's padding; the lazy-view placeholder subtracts it to keep the card's height while a chunk loads. */
export const BODY_PADDING = { top: 8, x: 20, bottom: 20 } as const;

export const STYLES = /* css */ `
:host {
  all: initial;
  display: block;
  --wg-font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  --wg-border-radius: 20px;
  --wg-z-index: 99999;
  --wg-accent: #3451d1;
  --wg-accent-foreground: #ffffff;
  --_bg: #ffffff;
  --_fg: #141519;
  --_fg-muted: #5b5f69;
  --_surface: #f3f4f6;
  --_surface-hover: #e7e9ed;
  --_border: rgba(20, 21, 25, 0.1);
  --_overlay: rgba(12, 14, 20, 0.45);
  --_shadow: 0 16px 48px rgba(12, 14, 20, 0.18), 0 2px 8px rgba(12, 14, 20, 0.08);
  --_error: #c42b2b;
  --_success: #1f7a3a;
  --_warning: #a15c00;
  --_header-ms: ${ms(TIMING.headerTextMs)};
  --_height-ms: ${ms(TIMING.modalHeightMs)};
  --_view-ms: ${ms(TIMING.viewTransitionMs)};
}
:host([data-theme="dark"]) {
  --wg-accent: #8ea2ff;
  --wg-accent-foreground: #0f1014;
  --_bg: #18191d;
  --_fg: #f2f3f5;
  --_fg-muted: #a4a9b3;
  --_surface: #24262c;
  --_surface-hover: #2e3038;
  --_border: rgba(255, 255, 255, 0.08);
  --_overlay: rgba(0, 0, 0, 0.6);
  --_shadow: 0 16px 48px rgba(0, 0, 0, 0.5);
  --_error: #ff8787;
  --_success: #69db7c;
  --_warning: #ffc078;
}
:host([hidden]) { display: none; }

*, *::before, *::after { box-sizing: border-box; }
.wg-root {
  font-family: var(--wg-font-family);
  font-size: 15px;
  line-height: 1.45;
  color: var(--_fg);
  -webkit-font-smoothing: antialiased;
}
button { font: inherit; color: inherit; }
:focus { outline: none; }
:focus-visible { outline: 2px solid var(--wg-accent); outline-offset: 2px; }
/* right to left (Arabic, Hebrew, Persian): layout uses logical properties; arrows and slides turn around */
.wg-root[dir="rtl"] { --_inline-dir: -1; }
[dir="rtl"] .wg-directional { transform: scaleX(-1); }
.wg-visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}

/* overlay and card: the card hangs from a fixed height (about centred for a usual card), so a view that grows
   grows downwards and nothing already on screen moves; a card taller than the room left scrolls inside */
.wg-overlay {
  --_card-top: max(16px, calc(50vh - 340px));
  position: fixed; inset: 0; z-index: var(--wg-z-index);
  display: flex; align-items: flex-start; justify-content: center; padding: var(--_card-top) 16px 16px;
  background: var(--_overlay);
  animation: wg-fade-in var(--_view-ms) ease-out;
}
.wg-embedded { display: flex; justify-content: center; }
.wg-card {
  position: relative; width: 360px; max-width: 100%;
  max-height: calc(100vh - var(--_card-top, 16px) - 16px); overflow: hidden;
  display: flex; flex-direction: column;
  background: var(--_bg); color: var(--_fg);
  border: 1px solid var(--_border); border-radius: var(--wg-border-radius);
  box-shadow: var(--_shadow);
}
.wg-card:focus-visible { outline: none; } /* the dialog itself only holds focus for views without controls */
.wg-embedded .wg-card { box-shadow: none; }
.wg-overlay .wg-card { animation: wg-card-in var(--_view-ms) ease-out; }
.wg-card.wg-shake { animation: wg-shake 500ms cubic-bezier(0.36, 0.07, 0.19, 0.97) both; }

/* header */
.wg-header {
  display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; gap: 8px;
  padding: 12px 12px 4px;
}
.wg-title {
  margin: 0; text-align: center; font-size: 16px; font-weight: 600; line-height: 1.3;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.wg-title-text { display: inline-block; }
.wg-title-entering { animation: wg-fade-in var(--_header-ms) ease-out; }
.wg-icon-button {
  display: inline-flex; align-items: center; justify-content: center;
  width: 36px; height: 36px; padding: 0; border: 0; border-radius: 50%;
  background: transparent; color: var(--_fg-muted); cursor: pointer;
  transition: background-color 120ms ease, color 120ms ease;
}
.wg-icon-button:hover { background: var(--_surface); color: var(--_fg); }
.wg-icon-button svg { width: 18px; height: 18px; }

/* body: the height animates between views */
/* the animating classes are set for 150 ms by a timer (src/ui/hooks/useMotionWindow.ts): dropped, they end their
   animation at its final state, even where the page's animations do not advance */
.wg-body { overflow: hidden; }
.wg-body-resizing { transition: height var(--_height-ms) ease-out; }
.wg-body-inner { padding: ${BODY_PADDING.top}px ${BODY_PADDING.x}px ${BODY_PADDING.bottom}px; overflow-y: auto; max-height: calc(100vh - var(--_card-top, 16px) - 80px); }
.wg-view-entering { animation: wg-view-in var(--_view-ms) ease-out; }
.wg-placeholder { display: flex; align-items: center; justify-content: center; min-height: 120px; }
.wg-spinner {
  width: 22px; height: 22px; border-radius: 50%;
  border: 2px solid var(--_surface-hover); border-top-color: var(--wg-accent);
  animation: wg-spin 700ms linear infinite;
}

/* content */
.wg-stack { display: flex; flex-direction: column; gap: 16px; }
.wg-muted { color: var(--_fg-muted); }
.wg-center { text-align: center; }
.wg-intro { margin: 0; text-align: center; color: var(--_fg-muted); font-size: 14px; }
.wg-section { display: flex; flex-direction: column; gap: 10px; }
/* Connect's email field: here, not with the embedded views' rules, so the placeholder it loads into has its size */
.wg-em-form { display: flex; flex-direction: column; gap: 8px; margin: 0; }
.wg-em-input {
  width: 100%; margin: 0; padding: 11px 14px; border: 1px solid var(--_border);
  border-radius: calc(var(--wg-border-radius) * 0.6); background: var(--_surface); color: var(--_fg);
  font: inherit; font-size: 15px; -webkit-appearance: none; appearance: none;
}
/* a section's placeholder: its final rows, unseen and unreachable, so nothing moves when the section arrives */
.wg-skeleton { visibility: hidden; }
.wg-methods { margin: 0; padding: 0; border: 0; min-width: 0; }
.wg-methods:disabled { opacity: .5; }

.wg-section-heading { margin: 0; font-size: 13px; font-weight: 600; color: var(--_fg-muted); }
.wg-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.wg-item {
  display: flex; align-items: center; gap: 12px; width: 100%; margin: 0; padding: 10px 12px; border: 0;
  border-radius: calc(var(--wg-border-radius) * 0.6); background: var(--_surface); text-align: start;
}
button.wg-item { cursor: pointer; transition: background-color 120ms ease; }
button.wg-item:hover, .wg-item[aria-current] { background: var(--_surface-hover); }
.wg-item-name { flex: 1; min-width: 0; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; text-align: left; }
/* a name keeps its own direction (dir="auto", cut at its own end) but sits beside its icon, as the dialog reads */
[dir="rtl"] .wg-item-name { text-align: right; }
.wg-item-end { display: inline-flex; color: var(--wg-accent); }
.wg-item-end svg { width: 18px; height: 18px; }
.wg-item .wg-spinner { width: 18px; height: 18px; }
.wg-tag {
  padding: 2px 8px; border-radius: 999px; background: var(--_bg); color: var(--_fg-muted);
  font-size: 12px; font-weight: 600;
}
.wg-avatar-wrap { position: relative; display: inline-flex; flex: none; }
.wg-chains { position: absolute; inset-inline-end: -6px; bottom: -4px; display: flex; gap: 1px; }
.wg-chain {
  width: 14px; height: 14px; border-radius: 50%; background: var(--_bg); color: var(--_fg); font-size: 9px;
  line-height: 14px; text-align: center; box-shadow: 0 0 0 1px var(--_surface-hover);
}
.wg-avatar {
  flex: none; display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px;
  border-radius: 10px; color: #fff; font-weight: 700; object-fit: cover;
}
.wg-button {
  padding: 10px 16px; border: 0; border-radius: 999px; background: var(--wg-accent);
  color: var(--wg-accent-foreground); font-weight: 600; cursor: pointer;
}
.wg-center .wg-button { align-self: center; }
.wg-error-text { margin: 0; color: var(--_error); font-size: 14px; text-align: center; }
.wg-empty {
  margin: 0; padding: 20px 16px; border-radius: calc(var(--wg-border-radius) * 0.6);
  background: var(--_surface); color: var(--_fg-muted); text-align: center; font-size: 14px;
}
.wg-link {
  align-self: center; padding: 6px 10px; border: 0; border-radius: 8px; background: transparent;
  color: var(--wg-accent); font-weight: 600; font-size: 14px; cursor: pointer;
}
.wg-link:hover { text-decoration: underline; }

/* notifications never hide the card's title or close button: at the bottom of the viewport (the card is centred,
   or a bottom sheet on phones, so its header is at its top); where the viewport is wide enough, in the top-right
   corner beside the 360 px card, outside it altogether */
.wg-toast-region {
  position: fixed; bottom: max(16px, env(safe-area-inset-bottom)); left: 50%; transform: translateX(-50%);
  z-index: calc(var(--wg-z-index) + 1); width: max-content; max-width: calc(100vw - 32px);
}
.wg-toast {
  display: flex; align-items: center; gap: 10px; padding: 8px 8px 8px 14px;
  background: var(--_bg); color: var(--_fg); border: 1px solid var(--_border);
  border-radius: 999px; box-shadow: var(--_shadow); font-size: 14px; font-weight: 500;
  animation: wg-toast-in var(--_view-ms) ease-out;
}
.wg-toast-icon { display: inline-flex; flex: none; color: var(--wg-accent); }
.wg-toast-icon svg { width: 18px; height: 18px; }
.wg-toast[data-variant="error"] .wg-toast-icon { color: var(--_error); }
.wg-toast[data-variant="success"] .wg-toast-icon { color: var(--_success); }
.wg-toast[data-variant="warning"] .wg-toast-icon { color: var(--_warning); }
.wg-toast .wg-icon-button { width: 28px; height: 28px; }
.wg-toast .wg-icon-button svg { width: 14px; height: 14px; }
.wg-toast .wg-spinner { width: 16px; height: 16px; }
@media (min-width: 960px) {
  .wg-toast-region { bottom: auto; top: 16px; inset-inline-start: auto; inset-inline-end: 16px; transform: none; max-width: calc(50vw - 180px - 32px); }
  .wg-toast { border-radius: 16px; }
}

@keyframes wg-fade-in { from { opacity: 0; } to { opacity: 1; } }
/* the card only fades in: what it holds is where a press will land from its first frame */
@keyframes wg-card-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes wg-view-in { from { opacity: 0; transform: translateX(calc(10px * var(--_inline-dir, 1))); } to { opacity: 1; transform: none; } }
@keyframes wg-toast-in { from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; } }
@keyframes wg-spin { to { transform: rotate(360deg); } }
@keyframes wg-shake {
  10%, 90% { transform: translateX(-2px); }
  20%, 80% { transform: translateX(4px); }
  30%, 50%, 70% { transform: translateX(-6px); }
  40%, 60% { transform: translateX(6px); }
}

/* small screens: the card becomes a bottom sheet */
@media (max-width: 430px) {
  .wg-overlay { --_card-top: 16px; align-items: flex-end; padding: 0; }
  .wg-overlay .wg-card {
    width: 100%; border-bottom-left-radius: 0; border-bottom-right-radius: 0;
    padding-bottom: env(safe-area-inset-bottom);
  }
}

/* forced colours (Windows high contrast): backgrounds vanish, so every control draws its own edge */
@media (forced-colors: active) {
  button, input, select, textarea, a.wg-button { border: 1px solid ButtonText !important; }
  :focus-visible { outline-color: Highlight; }
}

@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0.01ms !important; animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
  }
  .wg-spinner, .wg-ring { animation: none !important; }
}
`;
