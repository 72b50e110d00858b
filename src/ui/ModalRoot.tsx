import { Activity, useRef, useState, type MouseEvent, type ReactElement } from 'react';
import { closeRequested, selectIsOpen, selectView, selectWalletGate } from '../../slices';
import { LocaleContext } from './i18n';
import { useShownLocale } from './i18n/useShownLocale';
import { Notification } from './components/Notification';
import { useGateDispatch, useGateSelector } from './context';
import { useHostTheme } from './hooks/useHostTheme';
import { useRestoreFocus } from './hooks/useRestoreFocus';
import { useWarmLayout } from './hooks/useWarmLayout';
import { ModalCard } from './ModalCard';
import { PrerenderContext } from './prerender';

export interface ModalRootProps {
  /** The shadow host: theme mode and variables are set on it. */
  host: HTMLElement;
  /** Rendered inline in a target element instead of over the page. */
  embedded?: boolean;
}

/** Everything inside the shadow root: the dialog (shown while open, pre-rendered hidden before), and the toast area. */
export function ModalRoot({ host, embedded = false }: ModalRootProps): ReactElement {
  const open = useGateSelector(selectIsOpen);
  const view = useGateSelector(selectView);
  const dispatch = useGateDispatch();
  const locale = useShownLocale();
  const pressStartedOnOverlay = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  useHostTheme(host);
  useRestoreFocus(open);

  // A click closes only when it both started and ended on the overlay (not a text selection dragged out of the card).
  const onOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressStartedOnOverlay.current && event.target === event.currentTarget) dispatch(closeRequested());
    pressStartedOnOverlay.current = false;
  };

  // Each open starts from a fresh dialog (as if it mounted then): a close retires the old tree.
  const [generation, setGeneration] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setGeneration(generation + 1);
  }
  // While closed on the Connect view (already in this chunk), React pre-renders the next dialog hidden, at idle
  // priority and without running its effects: the click that opens it only reveals it and runs those effects.
  // Other views stay unrendered until opened, so nothing is fetched for a dialog nobody asked for.
  const prerender = !open && view === 'Connect';
  // each state change renders the hidden card again at idle (React defers work under a hidden Activity): opening reveals it as it is
  const freshAs = useGateSelector((state) => (prerender ? selectWalletGate(state) : null));
  // once per mount: the first pre-render is the one whose layout nothing has paid for yet
  useWarmLayout(rootRef, generation === 0 && prerender);

  let dialog: ReactElement | null = null;
  if ((open || prerender) && embedded) {
    dialog = (
      <div className="wg-embedded">
        <ModalCard embedded freshAs={freshAs} />
      </div>
    );
  } else if (open || prerender) {
    dialog = (
      <div className="wg-overlay" onMouseDown={onOverlayMouseDown} onClick={onOverlayClick}>
        <ModalCard embedded={false} freshAs={freshAs} />
      </div>
    );
  }

  return (
    <LocaleContext.Provider value={locale}>
      <div className="wg-root" ref={rootRef} lang={locale.code} dir={locale.dir}>
        <Activity key={generation} mode={open ? 'visible' : 'hidden'}>
          <PrerenderContext.Provider value={!open}>{dialog}</PrerenderContext.Provider>
        </Activity>
        <Notification />
      </div>
    </LocaleContext.Provider>
  );
}
