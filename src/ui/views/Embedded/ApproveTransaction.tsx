import { useLayoutEffect, useRef, type ReactElement } from 'react';
import { approvalAreaChanged, approvalFocusRequested } from '../../../../slices/embeddedWallet';
import { useGateDispatch } from '../../context';
import { useEmbeddedStrings } from '../../i18n/embedded';

/**
 * ApproveTransaction: the secure frame itself shows the request and its Approve / Decline (keys never leave
 * it). This view holds the place the frame is laid over — the modal body, so the header stays usable — and
 * reports where that is; focusing it hands keyboard focus into the frame.
 */
export function ApproveTransaction(): ReactElement {
  const te = useEmbeddedStrings();
  const dispatch = useGateDispatch();
  const areaRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const area = areaRef.current;
    if (!area) return undefined;
    let pending = 0;
    const measure = () => {
      const r = area.getBoundingClientRect();
      dispatch(approvalAreaChanged({ top: Math.round(r.top), left: Math.round(r.left), width: Math.round(r.width), height: Math.round(r.height) }));
    };
    const report = () => {
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(measure);
    };
    measure();
    // the card moves as it animates in and re-centres as its height changes; the page may scroll (embedded)
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(report);
    observer?.observe(area);
    const card = area.closest('[role="dialog"]');
    if (card) observer?.observe(card);
    const root = area.getRootNode();
    root.addEventListener('animationend', report, true);
    root.addEventListener('transitionend', report, true);
    window.addEventListener('resize', report);
    window.addEventListener('scroll', report, true);
    return () => {
      cancelAnimationFrame(pending);
      observer?.disconnect();
      root.removeEventListener('animationend', report, true);
      root.removeEventListener('transitionend', report, true);
      window.removeEventListener('resize', report);
      window.removeEventListener('scroll', report, true);
      dispatch(approvalAreaChanged(null));
    };
  }, [dispatch]);

  return (
    <div
      ref={areaRef}
      className="wg-em-approve"
      role="group"
      tabIndex={0}
      aria-label={te('approve.frame')}
      onFocus={() => dispatch(approvalFocusRequested())}
    >
      <p className="wg-muted wg-small">{te('approve.waiting')}</p>
    </div>
  );
}
