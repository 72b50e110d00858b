import type { ReactElement } from 'react';
import { backRequested, closeRequested } from '../../../slices';
import { useGateDispatch } from '../context';
import { useStrings } from '../i18n';
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
        <span key={title} className="wg-title-text">
          {title}
        </span>
      </h2>
      <button type="button" className="wg-icon-button" aria-label={t('modal.close')} onClick={() => dispatch(closeRequested())}>
        <CloseIcon />
      </button>
    </div>
  );
}
