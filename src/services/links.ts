/** The page's platform and its wallet links: the browser side of opening a wallet's app on a phone. */
import { linkTarget } from '../core/walletConnect';

export interface Platform {
  userAgent: string;
  /** `(pointer: coarse)`: the primary pointer is a finger */
  coarsePointer: boolean;
  /** the viewport width in CSS px (0 when unknown) */
  width: number;
}

function matches(win: Window, query: string): boolean {
  try {
    return typeof win.matchMedia === 'function' && win.matchMedia(query).matches;
  } catch {
    return false;
  }
}

/** What the page says about the device it runs on. */
export function readPlatform(win: Window | null): Platform {
  if (!win) return { userAgent: '', coarsePointer: false, width: 0 };
  return { userAgent: win.navigator?.userAgent ?? '', coarsePointer: matches(win, '(pointer: coarse)'), width: Number(win.innerWidth) || 0 };
}

/**
 * Opens a wallet's link: a custom scheme in place (the browser hands it to the app, the site stays), an http(s)
 * one in a new tab with no access back to the site. A browser that refuses (no user gesture) leaves the view's
 * "Try again" link for the visitor to tap.
 */
export function openWalletLink(win: Window | null, href: string): void {
  if (!win || typeof win.open !== 'function') return;
  const target = linkTarget(href);
  try {
    win.open(href, target, target === '_blank' ? 'noopener,noreferrer' : undefined);
  } catch {
    // refused: the visitor taps Try again
  }
}
