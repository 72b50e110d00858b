/**
 * The host-page button's styles: the same rules in the React button (a hoisted <style>) and in the plug-and-play
 * button's shadow root. Kept apart from the modal's stylesheet so a page showing only the button does not carry
 * the modal's CSS. `--wg-accent` / `--wg-accent-foreground` set on the page restyle it, as they do the modal.
 */
export const BUTTON_STYLES = /* css */ `
.wg-btn {
  --_accent: var(--wg-accent, #3451d1); --_accent-fg: var(--wg-accent-foreground, #fff);
  --_bg: #fff; --_fg: #141519; --_muted: #5b5f69; --_chip: #f3f4f6; --_line: rgba(20, 21, 25, 0.12);
  display: inline-flex; align-items: center; gap: 6px; max-width: 100%; min-height: 40px; margin: 0;
  padding: 6px 16px; border: 1px solid transparent; border-radius: 999px;
  font: 600 14px/1.2 var(--wg-font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  background: var(--_accent); color: var(--_accent-fg); cursor: pointer; white-space: nowrap;
  transition: filter 120ms ease;
}
.wg-btn[data-theme="dark"] {
  --_accent: var(--wg-accent, #8ea2ff); --_accent-fg: var(--wg-accent-foreground, #0f1014);
  --_bg: #18191d; --_fg: #f2f3f5; --_muted: #a4a9b3; --_chip: #2e3038; --_line: rgba(255, 255, 255, 0.14);
}
.wg-btn:hover { filter: brightness(1.06); }
.wg-btn:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
.wg-btn[aria-busy="true"] { cursor: progress; opacity: 0.8; }
.wg-btn[data-state="account"] { padding: 4px 6px 4px 4px; background: var(--_bg); color: var(--_fg); border-color: var(--_line); }
.wg-btn-avatar {
  flex: none; display: inline-flex; align-items: center; justify-content: center; width: 30px; height: 30px;
  border-radius: 50%; overflow: hidden; color: #fff; font-size: 13px; font-weight: 700; object-fit: cover;
}
.wg-btn-label { flex: none; max-width: 18ch; overflow: hidden; text-overflow: ellipsis; }
/* in a narrow column the balance gives way first: the address is already as short as SPEC §9 allows */
.wg-btn-balance {
  min-width: 0; overflow: hidden; text-overflow: ellipsis;
  color: var(--_muted); font-weight: 500; font-variant-numeric: tabular-nums;
}
.wg-btn-network {
  flex: none;
  padding: 5px 10px; border-radius: 999px; background: var(--_chip); color: var(--_fg);
  font-size: 12px; font-weight: 600;
}
@media (max-width: 430px) { .wg-btn-balance { display: none; } }
`;
