import { useId, type FormEvent, type ReactElement } from 'react';
import { pushed, selectConfig } from '../../../../slices';
import { emailFieldFocused, emailSubmitted } from '../../../../slices/embeddedWalletRequests';
import { selectEmbeddedWallet } from '../../../../slices/embeddedWallet';
import type { SocialProvider } from '../../../core/options';
import { Avatar } from '../../components/Avatar';
import { useGateDispatch, useGateSelector } from '../../context';
import { SOCIAL_NAMES, useEmbeddedStrings } from '../../i18n/embedded';
import { startSocialLogin } from './socials';
import { EMBEDDED_STYLES } from './styles';
import { EmailField, useEmailEntry } from './EmailField';
import { ShadowStyle } from '../../shadowStyle';
import { socialsLayout } from '../Connect/socialsLayout';

const NO_SOCIALS: SocialProvider[] = [];

/** Connect's email field (SPEC §5: a valid email format) and its Continue button. */
export function EmailSection(): ReactElement {
  const te = useEmbeddedStrings();
  const dispatch = useGateDispatch();
  const { busy, error } = useGateSelector((state) => selectEmbeddedWallet(state).login);
  const entry = useEmailEntry(error);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!entry.valid) {
      entry.revealInvalid();
      return;
    }
    dispatch(emailSubmitted({ email: entry.email.trim() }));
  };

  return (
    <form className="wg-em-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <ShadowStyle css={EMBEDDED_STYLES} />
      <EmailField label={te('email.label')} entry={entry} onIntent={() => dispatch(emailFieldFocused())} />
      <button type="submit" className="wg-button" disabled={busy || entry.email.trim() === ''}>
        {busy ? te('email.sending') : te('email.continue')}
      </button>
    </form>
  );
}

interface SocialButtonProps {
  provider: SocialProvider;
}

export function SocialButton({ provider }: SocialButtonProps): ReactElement {
  const te = useEmbeddedStrings();
  const dispatch = useGateDispatch();
  const name = SOCIAL_NAMES[provider] ?? provider;
  return (
    <button type="button" className="wg-item" onClick={() => startSocialLogin(provider, dispatch)}>
      <Avatar name={name} />
      <span className="wg-item-name">{te('social.continueWith', { provider: name })}</span>
    </button>
  );
}

/** Connect's social providers (features.socials): the first few inline, "Other social" for the rest. */
export function SocialSection(): ReactElement | null {
  const te = useEmbeddedStrings();
  const socials = useGateSelector((state) => selectConfig(state)?.features.socials ?? NO_SOCIALS);
  const dispatch = useGateDispatch();
  const headingId = useId();
  if (socials.length === 0) return null;
  const { inline, more } = socialsLayout(socials);
  return (
    <section className="wg-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="wg-visually-hidden">
        {te('social.heading')}
      </h3>
      <ul className="wg-list">
        {inline.map((provider) => (
          <li key={provider}>
            <SocialButton provider={provider} />
          </li>
        ))}
        {more ? (
          <li>
            <button type="button" className="wg-item" onClick={() => dispatch(pushed({ view: 'ConnectSocials' }))}>
              <Avatar name="…" />
              <span className="wg-item-name">{te('social.other')}</span>
            </button>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
