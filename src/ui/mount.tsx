import { createRoot } from 'react-dom/client';
import type { Store } from 'redux';
import type { WalletGateRootState } from '../../slices';
import { Provider } from 'react-redux';
import { WalletGateReduxContext } from './context';
import { ModalRoot } from './ModalRoot';
import { STYLES } from './styles';
import { AdoptStylesContext } from './shadowStyle';
import { styleAdopter } from './adoptStyles';

export const HOST_TAG = 'walletgate-modal';

export interface MountModalOptions {
  /** WalletGate's own store or a host app's store with WalletGate's reducer under WALLETGATE_KEY. */
  store: Store<WalletGateRootState>;
  /** Render inline inside this element (embedded) instead of over the page from `document.body`. */
  target?: HTMLElement | null;
  /** SPEC §1 disableAppend: the site's own element holds the modal (still the overlay dialog, not embedded). */
  container?: HTMLElement | null;
}

export interface MountedModal {
  /** The `<walletgate-modal>` element; its open shadow root holds the UI. */
  host: HTMLElement;
  /** Unmounts React and removes the host element. Safe to call twice. */
  unmount(): void;
}

/**
 * Mounts the modal UI into an open shadow root on a new `<walletgate-modal>` element, so the host page's
 * CSS cannot break it and ours cannot leak. The UI renders from the store only: it works the same over a
 * host app's store, and under Redux DevTools time travel.
 */
export function mountModal({ store, target, container: place }: MountModalOptions): MountedModal {
  const host = document.createElement(HOST_TAG);
  const embedded = Boolean(target);
  if (embedded) host.setAttribute('data-embedded', '');
  // a document that finished loading without a body (rare: an XML document) still gets the modal
  (target ?? place ?? document.body ?? document.documentElement).appendChild(host);

  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  // constructable stylesheets where supported: not inline styles, so a strict style-src CSP needs no 'unsafe-inline'
  const adopt = styleAdopter(shadow);
  if (adopt) {
    adopt(STYLES);
    shadow.append(container);
  } else {
    const style = document.createElement('style');
    style.textContent = STYLES;
    shadow.append(style, container);
  }

  const root = createRoot(container, { identifierPrefix: 'wg-' });
  root.render(
    <Provider context={WalletGateReduxContext} store={store}>
      <AdoptStylesContext.Provider value={adopt}>
        <ModalRoot host={host} embedded={embedded} />
      </AdoptStylesContext.Provider>
    </Provider>,
  );

  let mounted = true;
  return {
    host,
    unmount() {
      if (!mounted) return;
      mounted = false;
      root.unmount();
      host.remove();
    },
  };
}
