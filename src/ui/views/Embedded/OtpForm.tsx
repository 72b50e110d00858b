import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import type { ErrorInfo } from '../../../core/errors';
import { te } from '../../i18n/embedded';

export const OTP_LENGTH = 6;

export interface OtpFormProps {
  intro: string;
  busy: boolean;
  error: ErrorInfo | null;
  notice: 'codeSent' | null;
  onSubmit(otp: string): void;
  onResend(): void;
}

/**
 * A one-time code: one numeric field (paste and the keyboard's code suggestion fill it whole), sent as soon as
 * it holds six digits; "Resend code" asks for another (the email cooldown applies, SPEC §5).
 */
export function OtpForm({ intro, busy, error, notice, onSubmit, onResend }: OtpFormProps): ReactElement {
  const [code, setCode] = useState('');
  const inputId = useId();
  const introId = useId();
  const messageId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const sentFor = useRef<string | null>(null);

  // A wrong code: clear the field and put the cursor back for the next try.
  useEffect(() => {
    if (!error) return;
    setCode('');
    sentFor.current = null;
    inputRef.current?.focus({ preventScroll: true });
  }, [error]);

  const submit = (value: string) => {
    if (busy || value.length !== OTP_LENGTH || sentFor.current === value) return;
    sentFor.current = value;
    onSubmit(value);
  };

  return (
    <form
      className="wg-em-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        submit(code);
      }}
    >
      <p id={introId} className="wg-muted wg-center wg-small">
        {intro}
      </p>
      <label htmlFor={inputId} className="wg-visually-hidden">
        {te('otp.label')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="wg-em-input wg-em-otp"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        value={code}
        readOnly={busy}
        aria-describedby={error ? `${introId} ${messageId}` : introId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH);
          setCode(digits);
          if (digits.length === OTP_LENGTH) submit(digits);
        }}
      />
      {busy ? (
        <p className="wg-muted wg-center wg-small" role="status">
          {te('otp.verifying')}
        </p>
      ) : null}
      {error ? (
        <p id={messageId} className="wg-error-text" role="alert">
          {error.message}
        </p>
      ) : null}
      {notice === 'codeSent' && !error ? (
        <p className="wg-em-notice" role="status">
          {te('otp.codeSent')}
        </p>
      ) : null}
      <div className="wg-em-row">
        <span className="wg-muted wg-small">{te('otp.didNotGet')}</span>
        <button type="button" className="wg-link" disabled={busy} onClick={onResend}>
          {te('otp.resend')}
        </button>
      </div>
    </form>
  );
}
