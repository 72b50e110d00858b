import { useLayoutEffect } from 'react';
import { deepActiveElement } from '../focus';

/**
 * Remembers what had focus when the modal opened (following shadow roots, so a button inside another
 * widget's shadow root counts) and gives focus back when it closes or unmounts.
 * A layout effect: it runs before the view's own effects move focus into the dialog.
 */
export function useRestoreFocus(open: boolean): void {
  useLayoutEffect(() => {
    if (!open) return undefined;
    const opener = deepActiveElement(document);
    return () => {
      const focusable = opener instanceof HTMLElement || opener instanceof SVGElement;
      if (focusable && opener !== document.body && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open]);
}
