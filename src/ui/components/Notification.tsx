import type { ReactElement } from 'react';
import { notificationClosed, selectNotification, type NotificationVariant } from '../../../slices';
import { useGateDispatch, useGateSelector } from '../context';
import { useErrorText, useStrings } from '../i18n';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';

const VARIANT_ICON: Record<NotificationVariant, () => ReactElement> = {
  info: InfoIcon,
  success: SuccessIcon,
  error: ErrorIcon,
  warning: WarningIcon,
  loading: () => <span className="wg-spinner" />,
};

/**
 * The toast area. Both live regions stay mounted so screen readers are already listening when a message
 * arrives: errors go to the assertive `alert` region, everything else to the polite `status` one.
 * Showing and hiding (and the 150 ms replacement gap) are the notification saga's job.
 */
export function Notification(): ReactElement {
  const t = useStrings();
  const errorText = useErrorText();
  const { open, message, variant } = useGateSelector(selectNotification);
  const dispatch = useGateDispatch();
  const Icon = VARIANT_ICON[variant];
  const toast = open ? (
    <div className="wg-toast" data-variant={variant}>
      <span className="wg-toast-icon" aria-hidden="true">
        <Icon />
      </span>
      <span>{message ? errorText(message) : null}</span>
      <button type="button" className="wg-icon-button" aria-label={t('notification.dismiss')} onClick={() => dispatch(notificationClosed())}>
        <CloseIcon />
      </button>
    </div>
  ) : null;
  const isError = variant === 'error';
  return (
    <div className="wg-toast-region">
      <div role="status" aria-live="polite">
        {isError ? null : toast}
      </div>
      <div role="alert">{isError ? toast : null}</div>
    </div>
  );
}
