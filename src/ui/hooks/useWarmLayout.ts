import { useEffect, type RefObject } from 'react';

/**
 * The dialog is pre-rendered hidden (display: none), so nothing has laid it out before the click that opens it,
 * and that first layout pays for work a later one finds cached: shaping its text in each font size and weight,
 * matching its styles. Here that was most of a click → dialog. Once, when the page is idle, a copy of the hidden
 * dialog is laid out invisibly and removed in the same task (never painted, never seen by assistive technology),
 * so the click finds those caches warm. Only layout is rehearsed: no script of the dialog runs.
 */
export function useWarmLayout(rootRef: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const win = rootRef.current?.ownerDocument.defaultView;
    if (!enabled || typeof win?.requestIdleCallback !== 'function' || typeof win.cancelIdleCallback !== 'function') return;
    let tries = 0;
    let handle = 0;
    const warm = () => {
      // React commits the hidden pre-render at idle priority too: it may not be there yet
      const dialog = rootRef.current?.querySelector<HTMLElement>(':scope > .wg-overlay, :scope > .wg-embedded');
      if (!dialog) {
        if (++tries < 5) handle = win.requestIdleCallback(warm);
        return;
      }
      const copy = dialog.cloneNode(true) as HTMLElement;
      copy.style.cssText = 'display:block!important;visibility:hidden;position:fixed;inset:0';
      dialog.after(copy);
      copy.getBoundingClientRect();
      copy.remove();
    };
    handle = win.requestIdleCallback(warm);
    return () => win.cancelIdleCallback(handle);
  }, [rootRef, enabled]);
}
