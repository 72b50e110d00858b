import { memo, Suspense, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { closeRequested, selectCanGoBack, selectModal, selectRouterData, selectView } from '../../slices';
import { ChunkBoundary } from './components/ChunkBoundary';
import { Header } from './components/Header';
import { SECURE_FRAME_ID } from '../core/embedded';
import { useGateDispatch, useGateSelector } from './context';
import { activeElementOf, getFocusable, moveFocus, placeFocus } from './focus';
import { useContentHeight } from './hooks/useContentHeight';
import { useMotionWindow } from './hooks/useMotionWindow';
import { TIMING } from '../core/constants';
import { useLocale, useStrings } from './i18n';
import { BODY_PADDING } from './styles';
import { resolveView } from './views/registry';

export interface ModalCardProps {
  /** Inline in the page (embedded): not modal, so no focus trap and no focus taken on first render. */
  embedded: boolean;
  /**
   * While pre-rendered hidden: the state it was rendered for (a newer one renders it again, at idle); null once shown,
   * when its own subscriptions keep it current. (`embedded` is fixed for a mounted modal.)
   */
  freshAs?: unknown;
}

/**
 * The dialog: header, then the current view in a body whose height animates as views change. Memoized: while the
 * modal is closed the card is pre-rendered hidden and kept up to date at idle (`freshAs`), so the click that opens
 * it only reveals it — the card does not render again then, only what the opening itself changed does.
 */
export const ModalCard = memo(function ModalCard({ embedded }: ModalCardProps): ReactElement {
  const t = useStrings();
  const locale = useLocale();
  const dispatch = useGateDispatch();
  const view = useGateSelector(selectView);
  const canGoBack = useGateSelector(selectCanGoBack);
  const shake = useGateSelector((state) => selectModal(state).shake);
  const shown = useGateSelector((state) => selectModal(state).open) || embedded;
  const { name, entry } = resolveView(view);
  // A view slides in only when the visitor moves to it in a dialog already on screen: the one the dialog opens on is
  // where it is from the card's first frame (a press must land where it was aimed).
  const committed = useRef({ shown, name });
  const slideIn = committed.current.shown && shown && committed.current.name !== name;
  useEffect(() => {
    committed.current = { shown, name };
  }, [shown, name]);
  const routerData = useGateSelector(selectRouterData);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const height = useContentHeight(innerRef, name);
  const resizing = useMotionWindow(height, TIMING.modalHeightMs, { element: bodyRef });
  // Embedded, the card may be on screen from page load: it takes focus only once the visitor navigates in it.
  const [firstView] = useState(name);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && name !== firstView) setNavigated(true);

  // A modal dialog holds focus from the start. Child effects run first, so when the view already focused
  // one of its controls this leaves it; it only catches views still loading or without controls.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (embedded || !dialog) return;
    const active = activeElementOf(dialog);
    if ((!active || !dialog.contains(active)) && !inSecureFrame()) placeFocus(dialog);
  }, [embedded]);

  // Escape closes a modal dialog wherever focus is — even when the focused control was just removed.
  useEffect(() => {
    if (embedded) return undefined;
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      dispatch(closeRequested());
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => document.removeEventListener('keydown', onDocumentKeyDown);
  }, [embedded, dispatch]);

  // When the focused control disappears (Back on the first view hides itself), focus would drop to the
  // page behind a modal dialog: put it back on the view's first control.
  const onFocusOut = (event: FocusEvent<HTMLDivElement>) => {
    if (embedded || event.relatedTarget !== null) return;
    const dialog = event.currentTarget;
    requestAnimationFrame(() => {
      if (!dialog.isConnected) return;
      const active = activeElementOf(dialog);
      if ((active && dialog.contains(active)) || inSecureFrame()) return;
      placeFocus(getFocusable(dialog.querySelector('.wg-view') ?? dialog)[0] ?? dialog);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented) return; // a control handled the key itself (tabs, code slots)
    if (LIST_KEYS.has(event.key) && moveInList(event.target as HTMLElement, event.key)) {
      event.preventDefault();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      dispatch(closeRequested());
    } else if (event.key === 'Tab' && !embedded) {
      event.preventDefault();
      cycleFocus(event.currentTarget, event.shiftKey);
    }
  };

  // The view's status line (what it waits for), spoken through a live region that outlives the views: a region
  // mounted together with its text is not announced reliably, one whose text changes is.
  const [announcement, setAnnouncement] = useState('');

  const { Component } = entry;
  const autoFocus = !embedded || navigated;
  return (
    <div
      ref={dialogRef}
      role="dialog"
      lang={locale.code}
      dir={locale.dir}
      aria-modal={embedded ? undefined : true}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={shake ? 'wg-card wg-shake' : 'wg-card'}
      onKeyDown={onKeyDown}
      onBlur={onFocusOut}
    >
      <Header titleId={titleId} title={entry.titleFrom?.(routerData) ?? t(entry.titleKey)} canGoBack={canGoBack} />
      <div ref={bodyRef} className={resizing ? 'wg-body wg-body-resizing' : 'wg-body'} style={height === null ? undefined : { height }}>
        <div ref={innerRef} className="wg-body-inner">
          <ChunkBoundary key={name} fallback={(retry) => <ViewFailed onRetry={retry} />}>
            <Suspense fallback={<ViewPlaceholder bodyHeight={height} />}>
              <ViewFrame key={name} slideIn={slideIn} autoFocus={autoFocus} onStatus={setAnnouncement}>
                <Component />
              </ViewFrame>
            </Suspense>
          </ChunkBoundary>
        </div>
      </div>
      <div className="wg-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}, (before, after) => after.freshAs === null || before.freshAs === after.freshAs);

const LIST_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/**
 * Arrow keys (and Home, End) move between the controls of a list — wallets, networks, tokens — as in a menu; Tab
 * still leaves the list. Fields, tabs and radio groups keep their own keys. Returns whether focus moved.
 */
function moveInList(target: HTMLElement, key: string): boolean {
  if (target.matches('input, textarea, select, [role="tab"], [role="radio"]')) return false;
  const list = target.closest('ul, ol, [role="list"], [role="listbox"]');
  if (!list || !target.closest('.wg-view')) return false;
  const items = getFocusable(list).filter((item) => !item.matches('input, textarea, select'));
  const index = items.indexOf(target);
  if (index === -1) return false;
  const last = items.length - 1;
  const next = key === 'Home' ? 0 : key === 'End' ? last : key === 'ArrowDown' ? Math.min(index + 1, last) : Math.max(index - 1, 0);
  moveFocus(items[next]!);
  return true;
}

/** Focus in the secure frame (SPEC §2 `w3m-iframe`, laid over the body for an approval) is focus in the dialog. */
const inSecureFrame = (): boolean => document.activeElement?.id === SECURE_FRAME_ID;

/** Tab and Shift+Tab move through the dialog's controls and wrap around; focus never leaves the dialog. */
function cycleFocus(dialog: HTMLElement, backwards: boolean): void {
  const items = getFocusable(dialog);
  if (items.length === 0) {
    placeFocus(dialog);
    return;
  }
  const active = activeElementOf(dialog);
  const index = items.findIndex((item) => item === active);
  const last = items.length - 1;
  const next = backwards ? (index <= 0 ? last : index - 1) : index === -1 || index === last ? 0 : index + 1;
  moveFocus(items[next]!);
}

interface ViewFrameProps {
  /** moved to in a dialog on screen: the view slides in (read once, when it mounts) */
  slideIn: boolean;
  autoFocus: boolean;
  /** the view's status line (an element marked `data-wg-announce`), or '' */
  onStatus: (text: string) => void;
  children: ReactNode;
}

/**
 * One view, keyed by name so each navigation replays the entry transition (150 ms; none for the view the dialog
 * opens on), which a timer ends: whatever the page's frames do, the view is in its final state 150 ms after it
 * mounted. The view it replaced is unmounted in the same commit, so assistive technology never reads two. Once the
 * view is on screen (after its chunk loaded) focus moves to its first control, or to the dialog if it has none.
 */
function ViewFrame({ slideIn, autoFocus, onStatus, children }: ViewFrameProps): ReactElement {
  const ref = useRef<HTMLDivElement>(null);
  const [slides] = useState(slideIn);
  const entering = useMotionWindow(null, TIMING.viewTransitionMs, { fromMount: slides, element: ref });
  // the status line as the view shows it, and as it changes (connecting → declined); views mark it `data-wg-announce`
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return undefined;
    const read = () => onStatus(frame.querySelector('[data-wg-announce]')?.textContent?.trim() ?? '');
    read();
    const observer = new MutationObserver(read);
    observer.observe(frame, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [onStatus]);
  useEffect(() => {
    const frame = ref.current;
    if (!autoFocus || !frame) return;
    const target = getFocusable(frame)[0] ?? frame.closest<HTMLElement>('[role="dialog"]');
    if (target) placeFocus(target);
  }, [autoFocus]);
  return (
    <div ref={ref} className={entering ? 'wg-view wg-view-entering' : 'wg-view'}>
      {children}
    </div>
  );
}

interface ViewPlaceholderProps {
  bodyHeight: number | null;
}

/** Holds the card at its last height while a view's chunk loads, so nothing jumps. */
function ViewPlaceholder({ bodyHeight }: ViewPlaceholderProps): ReactElement {
  const t = useStrings();
  const minHeight = bodyHeight === null ? undefined : Math.max(0, bodyHeight - BODY_PADDING.top - BODY_PADDING.bottom);
  return (
    <div className="wg-placeholder" style={minHeight === undefined ? undefined : { minHeight }} role="progressbar" aria-label={t('modal.loading')}>
      <span className="wg-spinner" />
    </div>
  );
}

/** A view whose chunk did not load (or that broke): says so, and offers to try again; the header still works. */
function ViewFailed({ onRetry }: { onRetry: () => void }): ReactElement {
  const t = useStrings();
  return (
    <div className="wg-stack wg-center" role="alert">
      <p className="wg-error-text">{t('modal.viewFailed')}</p>
      <button type="button" className="wg-button" onClick={onRetry}>
        {t('modal.retry')}
      </button>
    </div>
  );
}
