import { type FormEvent, type ReactElement } from 'react';
import {
  deviceRetryRequested,
  otpResendRequested,
  otpSubmitted,
  selectEmbeddedWallet,
  selectEmbeddedUser,
  updateEmailOtpSubmitted,
  updateEmailResendRequested,
  updateEmailSubmitted,
} from '../../../../slices/embeddedWallet';
import { useGateDispatch, useGateSelector } from '../../context';
import { useEmbeddedStrings } from '../../i18n/embedded';
import { useErrorText } from '../../i18n';
import { EmailField, useEmailEntry } from './EmailField';
import { OtpForm } from './OtpForm';

/** EmailVerifyOtp: the code mailed to the address typed on Connect. */
export function EmailVerifyOtp(): ReactElement {
  const te = useEmbeddedStrings();
  const dispatch = useGateDispatch();
  const { otp, email, resendCooldown } = useGateSelector(selectEmbeddedWallet);
  return (
    <OtpForm
      intro={te('otp.intro', { email: email ?? '' })}
      busy={otp.busy}
      error={otp.error}
      notice={otp.notice}
      cooldownSeconds={resendCooldown}
      onSubmit={(code) => dispatch(otpSubmitted({ otp: code }))}
      onResend={() => dispatch(otpResendRequested())}
    />
  );
}

/** EmailVerifyDevice: a known user on a new browser approves it from the mailed link; the code step follows. */
export function EmailVerifyDevice(): ReactElement {
  const te = useEmbeddedStrings();
  const dispatch = useGateDispatch();
  const { device, email } = useGateSelector(selectEmbeddedWallet);
  const errorText = useErrorText();
  const failed = device.status === 'failed';
  return (
    <div className="wg-stack wg-center">
      <div className="wg-connecting" aria-busy={!failed}>
        <span className="wg-avatar wg-avatar-lg" aria-hidden="true" style={{ background: 'var(--wg-accent)' }}>
          @
        </span>
        {failed ? null : <span className="wg-ring" role="progressbar" aria-label={te('device.waiting')} />}
      </div>
      <h3 className="wg-view-heading">{te('device.heading')}</h3>
      <p className="wg-muted">{te('device.body', { email: email ?? '' })}</p>
      {failed && device.error ? (
        <>
          <p className="wg-error-text" role="alert">
            {errorText(device.error)}
          </p>
          <button type="button" className="wg-button" onClick={() => dispatch(deviceRetryRequested())}>
            {te('device.retry')}
          </button>
        </>
      ) : null}
    </div>
  );
}

/** UpdateEmailWallet: the new address; the codes follow (primary to the current address, secondary to the new). */
export function UpdateEmailWallet(): ReactElement {
  const te = useEmbeddedStrings();
  const dispatch = useGateDispatch();
  const { updateEmail } = useGateSelector(selectEmbeddedWallet);
  const entry = useEmailEntry(updateEmail.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (updateEmail.busy) return;
    if (!entry.valid) entry.revealInvalid();
    else dispatch(updateEmailSubmitted({ email: entry.email.trim() }));
  };
  return (
    <form className="wg-em-form" onSubmit={onSubmit} noValidate aria-busy={updateEmail.busy}>
      <p className="wg-muted wg-center wg-small">{te('update.intro')}</p>
      <EmailField label={te('update.label')} entry={entry} />
      <button type="submit" className="wg-button" disabled={updateEmail.busy || entry.email.trim() === ''}>
        {te('update.save')}
      </button>
    </form>
  );
}

/** UpdateEmailPrimaryOtp / UpdateEmailSecondaryOtp: the code to the current, then to the new address. */
export function UpdateEmailOtp(): ReactElement {
  const te = useEmbeddedStrings();
  const dispatch = useGateDispatch();
  const { updateEmail, resendCooldown } = useGateSelector(selectEmbeddedWallet);
  const user = useGateSelector(selectEmbeddedUser);
  const intro =
    updateEmail.step === 'primary'
      ? te('update.primaryIntro', { email: user?.email ?? '' })
      : te('update.secondaryIntro', { email: updateEmail.newEmail ?? '' });
  return (
    <OtpForm
      key={updateEmail.step}
      intro={intro}
      busy={updateEmail.busy}
      error={updateEmail.error}
      notice={updateEmail.notice}
      cooldownSeconds={resendCooldown}
      onSubmit={(code) => dispatch(updateEmailOtpSubmitted({ otp: code }))}
      onResend={() => dispatch(updateEmailResendRequested())}
    />
  );
}
