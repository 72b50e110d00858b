/**
 * The provider's page in a window of its own: a popup on a computer, a new tab on a phone. The window is opened
 * blank while the visitor's click still counts as one (browsers block popups opened later), then sent to the
 * provider once its URL is known, without a way back to this page (opener cleared).
 */
export interface ProviderWindow {
  navigate(url: string): void;
  close(): void;
}

const POPUP_FEATURES = 'popup=yes,width=480,height=720';

export function openProviderWindow(win: Pick<Window, 'open'> | null, mobile: boolean): ProviderWindow | null {
  let opened: Window | null;
  try {
    opened = win?.open('', mobile ? '_blank' : 'walletgate-onramp', mobile ? undefined : POPUP_FEATURES) ?? null;
  } catch {
    opened = null;
  }
  if (!opened) return null;
  const target = opened;
  return {
    navigate(url) {
      try {
        target.opener = null;
      } catch {
        // some browsers refuse; the provider's page is still cross-origin to this one
      }
      target.location.replace(url);
    },
    close() {
      target.close();
    },
  };
}

/** The visitor's time zone (IANA name), or null when the browser does not say. */
export function currentTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}
