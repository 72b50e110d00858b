import type { ReactElement } from 'react';
import type { ErrorInfo } from '../../../core/errors/catalogue';
import { useErrorText } from '../../i18n';

export interface FetchFailedProps {
  /** what could not be shown (SPEC §8 text) */
  message: string;
  /** why, when it was the timeout: its own words are shown too */
  error: ErrorInfo | null;
  retryLabel: string;
  onRetry: () => void;
}

/** A tab's data could not be fetched: the SPEC §8 message, the timeout's words when that was why, and Try again. */
export function FetchFailed({ message, error, retryLabel, onRetry }: FetchFailedProps): ReactElement {
  const errorText = useErrorText();
  return (
    <div className="wg-empty" role="alert">
      <p>{message}</p>
      {error?.code === 'requestTooLong' ? <p>{errorText(error)}</p> : null}
      <button type="button" className="wg-button wg-button-secondary" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
