import type { ReactElement } from 'react';
import { selectConfig } from '../../../../slices';
import { selectEmbeddedWallet } from '../../../../slices/embeddedWallet';
import type { SocialProvider } from '../../../core/options';
import { Avatar } from '../../components/Avatar';
import { useGateDispatch, useGateSelector } from '../../context';
import { SOCIAL_NAMES, useEmbeddedStrings } from '../../i18n/embedded';
import { useErrorText } from '../../i18n';
import { SocialButton } from './ConnectSections';
import { startSocialLogin } from './socials';

const NO_SOCIALS: SocialProvider[] = [];

/** ConnectSocials: every configured provider. */
export function ConnectSocials(): ReactElement {
  const te = useEmbeddedStrings();
  const socials = useGateSelector((state) => selectConfig(state)?.features.socials ?? NO_SOCIALS);
  return (
    <ul className="wg-list" aria-label={te('social.all')}>
      {socials.map((provider) => (
        <li key={provider}>
          <SocialButton provider={provider} />
        </li>
      ))}
    </ul>
  );
}

/** ConnectingSocial: the provider's window is open; this says what is happening and offers a retry on failure. */
export function ConnectingSocial(): ReactElement {
  const te = useEmbeddedStrings();
  const dispatch = useGateDispatch();
  const { social } = useGateSelector(selectEmbeddedWallet);
  const errorText = useErrorText();
  const provider = (social.provider ?? 'google') as SocialProvider;
  const name = SOCIAL_NAMES[provider] ?? provider;
  const failed = social.status === 'failed';
  let status = te('connectingSocial.waiting', { provider: name });
  if (social.status === 'starting') status = te('connectingSocial.starting', { provider: name });
  if (social.status === 'connecting') status = te('connectingSocial.connecting');
  return (
    <div className="wg-stack wg-center">
      <div className="wg-connecting" aria-busy={!failed}>
        <Avatar name={name} large />
        {failed ? null : <span className="wg-ring" role="progressbar" aria-label={status} />}
      </div>
      <h3 className="wg-view-heading">{failed ? te('connectingSocial.failed') : te('connectingSocial.continueIn', { provider: name })}</h3>
      {failed ? (
        <>
          <p className="wg-error-text" role="alert">
            {social.error ? errorText(social.error) : null}
          </p>
          <button type="button" className="wg-button" onClick={() => startSocialLogin(provider, dispatch)}>
            {te('connectingSocial.retry')}
          </button>
        </>
      ) : (
        <p className="wg-muted" role="status">
          {status}
        </p>
      )}
    </div>
  );
}
