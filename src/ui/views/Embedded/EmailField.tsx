import { claimFirstFocus, intentHandlers } from '../../focus';
import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { EmailSchema } from '../../../core/frame/payloads';
import { useEmbeddedStrings } from '../../i18n/embedded';
import { useErrorText } from '../../i18n';
import type { ErrorInfo } from '../../../core/errors/catalogue';

/** SPEC §5: a valid email format (the frame protocol's own rule). */
const isEmail = (value: string) => EmailSchema.safeParse(value.trim()).success;

/** An email being typed: its validity, and the message to show (the flow's error first, then the format rule once submitted). */
export function useEmailEntry(flowError: ErrorInfo | null | undefined) {
  const te = useEmbeddedStrings();
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [showInvalid, setShowInvalid] = useState(false);
  const valid = isEmail(email);
  return {
    email,
    valid,
    message: flowError ? errorText(flowError) : showInvalid && !valid ? te('email.invalid') : null,
    change(value: string) {
      setEmail(value);
      setShowInvalid(false);
    },
    revealInvalid: () => setShowInvalid(true),
  };
}

export interface EmailFieldProps {
  label: string;
  entry: ReturnType<typeof useEmailEntry>;
  /** the visitor is about to use the field (focus they moved there, or typing): a hint to load the login early */
  onIntent?: () => void;
}

/** The labelled email input and its message, as the login and update-email forms both use it. */
export function EmailField({ label, entry, onIntent }: EmailFieldProps): ReactElement {
  const te = useEmbeddedStrings();
  const inputId = useId();
  const messageId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // the field usually arrives after Connect opened (its chunk loads then): it is still the first field to focus
  useEffect(() => {
    if (inputRef.current) claimFirstFocus(inputRef.current);
  }, []);
  return (
    <>
      <label htmlFor={inputId} className="wg-visually-hidden">
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="wg-em-input"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={te('email.placeholder')}
        value={entry.email}
        aria-invalid={entry.message ? true : undefined}
        aria-describedby={entry.message ? messageId : undefined}
        {...(onIntent ? intentHandlers(onIntent) : {})}
        onChange={(event) => {
          // the field may hold focus from the view opening: the first character typed is the hint then
          if (onIntent && entry.email === '') onIntent();
          entry.change(event.target.value);
        }}
      />
      {entry.message ? (
        <p id={messageId} className="wg-error-text" role="alert">
          {entry.message}
        </p>
      ) : null}
    </>
  );
}
