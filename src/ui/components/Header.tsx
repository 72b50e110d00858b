import type { ReactElement } from 'react';
import { backRequested, closeRequested } from '../../../slices';
import { useGateDispatch } from '../context';
import { useStrings } from '../i18n';
import { useMotionWindow } from '../hooks/useMotionWindow';
import { TIMING } from '../../core/constants';
import { BackIcon, CloseIcon } from './icons';

export interface HeaderProps {
  titleId: string;
  title: string;
  canGoBack: boolean;
}

/** Back (when there is history), the view's title (fades in on change), close. The sagas decide what back and close do. */
export function Header({ titleId, title, canGoBack }: HeaderProps): ReactElement {
  const t = useStrings();
  const dispatch = useGateDispatch();
  return (
    <div className="wg-header">
      {canGoBack ? (
        <button type="button" className="wg-icon-button" aria-label={t('modal.back')} onClick={() => dispatch(backRequested())}>
          <BackIcon />
        </button>
      ) : (
        <span />
      )}
      <h2 id={titleId} className="wg-title">
        <TitleText key={title} title={title} />
      </h2>
      <button type="button" className="wg-icon-button" aria-label={t('modal.close')} onClick={() => dispatch(closeRequested())}>
        <CloseIcon />
      </button>
    </div>
  );
}

/** The title, faded in for 120 ms after it changes (keyed by its text); a timer, not the animation, ends the fade. */
function TitleText({ title }: { title: string }): ReactElement {
  const entering = useMotionWindow(null, TIMING.headerTextMs, { fromMount: true });
  return <span className={entering ? 'wg-title-text wg-title-entering' : 'wg-title-text'}>{title}</span>;
}
