import { useRef, type MouseEvent, type ReactElement } from 'react';
import { closeRequested, selectIsOpen } from '../../slices';
import { Notification } from './components/Notification';
import { useGateDispatch, useGateSelector } from './context';
import { useHostTheme } from './hooks/useHostTheme';
import { useRestoreFocus } from './hooks/useRestoreFocus';
import { ModalCard } from './ModalCard';

export interface ModalRootProps {
  /** The shadow host: theme mode and variables are set on it. */
  host: HTMLElement;
  /** Rendered inline in a target element instead of over the page. */
  embedded?: boolean;
}

/** Everything inside the shadow root: the dialog while the modal is open, and the toast area always. */
export function ModalRoot({ host, embedded = false }: ModalRootProps): ReactElement {
  const open = useGateSelector(selectIsOpen);
  const dispatch = useGateDispatch();
  const pressStartedOnOverlay = useRef(false);
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

  let dialog: ReactElement | null = null;
  if (open && embedded) {
    dialog = (
      <div className="wg-embedded">
        <ModalCard embedded />
      </div>
    );
  } else if (open) {
    dialog = (
      <div className="wg-overlay" onMouseDown={onOverlayMouseDown} onClick={onOverlayClick}>
        <ModalCard embedded={false} />
      </div>
    );
  }

  return (
    <div className="wg-root">
      {dialog}
      <Notification />
    </div>
  );
}
