import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { farcasterRequested, socialSelected } from '../../../../slices/embeddedWalletRequests';
import type { SocialProvider } from '../../../core/options';

const POPUP = { width: 500, height: 640 };

/**
 * Starts a social sign-in from a click. The popup must be opened here, synchronously in the click handler, or
 * browsers block it; it opens blank under a fresh name, and the flow navigates that named window to the
 * provider once the secure frame has given the address. Farcaster has no popup: its view shows a QR code.
 */
export function startSocialLogin(provider: SocialProvider, dispatch: Dispatch<UnknownAction>): void {
  if (provider === 'farcaster') {
    dispatch(farcasterRequested());
    return;
  }
  const name = `wg-social-${Math.random().toString(36).slice(2)}`;
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP.width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP.height) / 2);
  let popup: Window | null;
  try {
    popup = window.open('', name, `popup=yes,width=${POPUP.width},height=${POPUP.height},left=${Math.round(left)},top=${Math.round(top)}`);
  } catch {
    popup = null;
  }
  dispatch(socialSelected({ provider, popup: popup ? name : null }));
}
