import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { pushed, selectConfig } from '../../../../slices';
import { emailFieldFocused, emailSubmitted } from '../../../../slices/embeddedWalletRequests';
import { selectEmbeddedWallet } from '../../../../slices/embeddedWallet';
import { EmailSchema } from '../../../core/frame/payloads';
import type { SocialProvider } from '../../../core/options';
import { Avatar } from '../../components/Avatar';
import { useGateDispatch, useGateSelector } from '../../context';
import { SOCIAL_NAMES, te } from '../../i18n/embedded';
import { startSocialLogin } from './socials';
import { EMBEDDED_STYLES } from './styles';

const NO_SOCIALS: SocialProvider[] = [];
/** More than this many providers: the first ones inline, the rest behind "Other social". */
const INLINE_SOCIALS = 3;

export const isEmail = (value: string) => EmailSchema.safeParse(value.trim()).success;

/** Connect's email field (SPEC §5: a valid email format) and its Continue button. */
export function EmailSection(): ReactElement {
  const dispatch = useGateDispatch();
  const { busy, error } = useGateSelector((state) => selectEmbeddedWallet(state).login);
  const [email, setEmail] = useState('');
  const [showInvalid, setShowInvalid] = useState(false);
  const inputId = useId();
  const messageId = useId();
  const valid = isEmail(email);
  const message = error?.message ?? (showInvalid && !valid ? te('email.invalid') : null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!valid) {
      setShowInvalid(true);
      return;
    }
    dispatch(emailSubmitted({ email: email.trim() }));
  };

  return (
    <form className="wg-em-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <style>{EMBEDDED_STYLES}</style>
      <label htmlFor={inputId} className="wg-visually-hidden">
        {te('email.label')}
      </label>
      <input
        id={inputId}
        className="wg-em-input"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={te('email.placeholder')}
        value={email}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        onFocus={() => dispatch(emailFieldFocused())}
        onChange={(event) => {
          setEmail(event.target.value);
          setShowInvalid(false);
        }}
      />
      {message ? (
        <p id={messageId} className="wg-error-text" role="alert">
          {message}
        </p>
      ) : null}
      <button type="submit" className="wg-button" disabled={busy || email.trim() === ''}>
        {busy ? te('email.sending') : te('email.continue')}
      </button>
    </form>
  );
}

interface SocialButtonProps {
  provider: SocialProvider;
}

export function SocialButton({ provider }: SocialButtonProps): ReactElement {
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
  const socials = useGateSelector((state) => selectConfig(state)?.features.socials ?? NO_SOCIALS);
  const dispatch = useGateDispatch();
  const headingId = useId();
  if (socials.length === 0) return null;
  const inline = socials.length > INLINE_SOCIALS ? socials.slice(0, INLINE_SOCIALS - 1) : socials;
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
        {inline.length < socials.length ? (
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
