import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactElement } from 'react';
import type { ErrorInfo } from '../../../core/errors/catalogue';
import { useEmbeddedStrings } from '../../i18n/embedded';
import { useErrorText } from '../../i18n';

const OTP_LENGTH = 6;

const EMPTY: readonly string[] = Array.from({ length: OTP_LENGTH }, () => '');
const onlyDigits = (text: string) => text.replace(/\D/g, '');

export interface OtpFormProps {
  intro: string;
  busy: boolean;
  error: ErrorInfo | null;
  notice: 'codeSent' | null;
  /** seconds until another code may be sent (SPEC §5 cooldown), counted down by the sagas; 0 when allowed */
  cooldownSeconds: number;
  onSubmit(otp: string): void;
  onResend(): void;
}

/**
 * A one-time code in six digit slots, one labelled group: typing moves on, Backspace moves back, a paste or the
 * keyboard's code suggestion (autocomplete="one-time-code" on the first slot) fills them all. Sent as soon as
 * all six hold a digit. "Resend code" waits out the email cooldown (SPEC §5) with a countdown.
 */
export function OtpForm({ intro, busy, error, notice, cooldownSeconds, onSubmit, onResend }: OtpFormProps): ReactElement {
  const te = useEmbeddedStrings();
  const errorText = useErrorText();
  const [digits, setDigits] = useState<readonly string[]>(EMPTY);
  const labelId = useId();
  const introId = useId();
  const messageId = useId();
  const slots = useRef<(HTMLInputElement | null)[]>([]);
  const sentFor = useRef<string | null>(null);

  // A wrong code: clear the slots and put the cursor back in the first for the next try.
  useEffect(() => {
    if (!error) return;
    setDigits(EMPTY);
    sentFor.current = null;
    slots.current[0]?.focus({ preventScroll: true });
  }, [error]);

  const submit = (value: string) => {
    if (busy || value.length !== OTP_LENGTH || sentFor.current === value) return;
    sentFor.current = value;
    onSubmit(value);
  };

  const focusSlot = (index: number) => slots.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  /** Writes `typed` from slot `at` on (a whole code always from the first), moves on, and sends when full. */
  const fill = (at: number, typed: string) => {
    const start = typed.length >= OTP_LENGTH ? 0 : at;
    const next = [...digits];
    const chars = typed.slice(0, OTP_LENGTH - start).split('');
    chars.forEach((char, i) => (next[start + i] = char));
    setDigits(next);
    focusSlot(start + chars.length);
    submit(next.join(''));
  };

  const onChange = (index: number, raw: string) => {
    const typed = onlyDigits(raw);
    if (typed === '') {
      const next = [...digits];
      next[index] = '';
      setDigits(next);
      return;
    }
    // typing over a filled slot: keep what was typed, not what was there
    const previous = digits[index] ?? '';
    const fresh = typed.length === 2 && previous && typed.startsWith(previous) ? typed.slice(1) : typed;
    fill(index, fresh);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (busy) return;
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    if (pasted) fill(index, pasted);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      setDigits(next);
      focusSlot(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusSlot(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusSlot(index + 1);
    }
  };

  const describedBy = error ? `${introId} ${messageId}` : introId;
  return (
    <form
      className="wg-em-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        submit(digits.join(''));
      }}
    >
      <p id={introId} className="wg-muted wg-center wg-small">
        {intro}
      </p>
      <span id={labelId} className="wg-visually-hidden">
        {te('otp.label')}
      </span>
      <div className="wg-em-otp" role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
        {digits.map((digit, index) => (
          <input
            // the slots never reorder: their place is their identity
            key={index}
            ref={(element) => {
              slots.current[index] = element;
            }}
            className="wg-em-input wg-em-otp-digit"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={te('otp.digit', { n: index + 1, count: OTP_LENGTH })}
            aria-invalid={error ? true : undefined}
            value={digit}
            readOnly={busy}
            onFocus={(event) => event.target.select()}
            onChange={(event) => onChange(index, event.target.value)}
            onPaste={(event) => onPaste(index, event)}
            onKeyDown={(event) => onKeyDown(index, event)}
          />
        ))}
      </div>
      {busy ? (
        <p className="wg-muted wg-center wg-small" role="status">
          {te('otp.verifying')}
        </p>
      ) : null}
      {error ? (
        <p id={messageId} className="wg-error-text" role="alert">
          {errorText(error)}
        </p>
      ) : null}
      {notice === 'codeSent' && !error ? (
        <p className="wg-em-notice" role="status">
          {te('otp.codeSent')}
        </p>
      ) : null}
      <div className="wg-em-row">
        <span className="wg-muted wg-small">{te('otp.didNotGet')}</span>
        <button type="button" className="wg-link" disabled={busy || cooldownSeconds > 0} onClick={onResend}>
          {cooldownSeconds > 0 ? te('otp.resendIn', { seconds: cooldownSeconds }) : te('otp.resend')}
        </button>
      </div>
    </form>
  );
}
