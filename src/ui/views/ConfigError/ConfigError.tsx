import type { ReactElement } from 'react';
import { selectConfigError } from '../../../../slices';
import { ErrorIcon } from '../../components/icons';
import { useGateSelector } from '../../context';
import { useErrorText, useStrings } from '../../i18n';
import { useConfigErrorStrings } from '../../i18n/configError';
import { CONFIG_ERROR_STYLES } from './styles';
import { ShadowStyle } from '../../shadowStyle';

/** Shown instead of any flow when the site's options are invalid (SPEC §5, §8): what is wrong, nothing else runs. */
export function ConfigError(): ReactElement {
  const t = useStrings();
  const tce = useConfigErrorStrings();
  const errorText = useErrorText();
  const error = useGateSelector(selectConfigError);
  const title = t('title.ConfigError');
  const words = error ? errorText(error) : null;
  // The catalogue's words may repeat the header title ('Invalid App Configuration: …'); show the rest once.
  const message = words?.startsWith(`${title}: `) ? words.slice(title.length + 2) : words;
  return (
    <div className="wg-stack">
      <ShadowStyle css={CONFIG_ERROR_STYLES} />
      <span className="wg-error-icon">
        <ErrorIcon />
      </span>
      {message ? <p className="wg-error-message">{message}</p> : null}
      <p className="wg-small wg-muted wg-center">{tce('configError.help')}</p>
      {error ? <p className="wg-small wg-muted wg-center">{tce('configError.code', { code: error.code })}</p> : null}
    </div>
  );
}
