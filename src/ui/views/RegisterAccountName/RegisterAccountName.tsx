import { useId, type ChangeEvent, type ReactElement } from 'react';
import {
  nameTyped,
  registerNameRequested,
  selectNameIssue,
  selectNames,
  selectNameSuggestions,
  selectNameToRegister,
} from '../../../../slices/names';
import { NAME_SUFFIX, nameLabel } from '../../../core/names';
import { useGateDispatch, useGateSelector } from '../../context';
import { issueKey, reasonKey, useNamesStrings } from '../../i18n/names';
import { useErrorText } from '../../i18n';
import { NAMES_STYLES } from './styles';
import { ShadowStyle } from '../../shadowStyle';

/**
 * RegisterAccountName (SPEC §2, §5): type a name, see at once whether it keeps the rule (nothing is sent until it
 * does), then whether it is free and what else is, and register it. The names sagas do the looking up (300 ms
 * after the last keystroke) and the registering.
 */
export function RegisterAccountName(): ReactElement {
  const tn = useNamesStrings();
  const errorText = useErrorText();
  const dispatch = useGateDispatch();
  const names = useGateSelector(selectNames);
  const issue = useGateSelector(selectNameIssue);
  const name = useGateSelector(selectNameToRegister);
  const suggestions = useGateSelector(selectNameSuggestions);
  const inputId = useId();
  const statusId = useId();
  const typed = names.input.trim() !== '';
  const label = nameLabel(names.input);
  const others = suggestions.filter((s) => !s.registered && nameLabel(s.name) !== label);
  const canRegister = name !== null && names.availability !== 'taken' && names.availability !== 'checking' && !names.registering;

  let status: string | null = null;
  if (typed && issue) status = tn(issueKey(issue));
  else if (name && names.availability === 'checking') status = tn('names.checking', { name });
  else if (name && names.availability === 'available') status = tn('names.available', { name });
  else if (name && names.availability === 'taken') status = tn('names.taken', { name });

  return (
    <form
      className="wg-stack"
      onSubmit={(event) => {
        event.preventDefault();
        if (canRegister) dispatch(registerNameRequested());
      }}
    >
      <ShadowStyle css={NAMES_STYLES} />
      <p className="wg-small wg-muted">{tn('names.intro')}</p>
      <div className="wg-field">
        <label className="wg-label" htmlFor={inputId}>
          {tn('names.label')}
        </label>
        <div className="wg-name-input">
          <input
            id={inputId}
            className="wg-input"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={tn('names.placeholder')}
            aria-describedby={statusId}
            aria-invalid={typed && issue !== null}
            value={names.input}
            onChange={(event: ChangeEvent<HTMLInputElement>) => dispatch(nameTyped({ text: event.target.value }))}
          />
          <span className="wg-name-suffix" aria-hidden="true">
            {NAME_SUFFIX}
          </span>
          <span className="wg-visually-hidden">{tn('names.suffix', { suffix: NAME_SUFFIX })}</span>
        </div>
        <p id={statusId} className={`wg-small ${typed && issue ? 'wg-name-issue' : 'wg-muted'}`} role="status">
          {status}
        </p>
      </div>

      {names.registerError ? (
        <div className="wg-empty wg-name-error" role="alert">
          <p>{errorText(names.registerError)}</p>
          {names.registerError.reason ? <p>{tn(reasonKey(names.registerError.reason))}</p> : null}
        </div>
      ) : null}

      {name ? (
        <section className="wg-stack wg-name-suggestions" aria-label={tn('names.suggestions')}>
          {names.loading ? (
            <p className="wg-item">
              <span className="wg-spinner" aria-hidden="true" />
              <span className="wg-item-name wg-muted">{tn('names.suggestionsLoading')}</span>
            </p>
          ) : names.suggestionsError ? (
            <p className="wg-error-text" role="alert">
              {errorText(names.suggestionsError)}
            </p>
          ) : others.length > 0 ? (
            <>
              <h3 className="wg-label">{tn('names.suggestions')}</h3>
              <ul className="wg-list">
                {others.map((s) => (
                  <li key={s.name}>
                    <button type="button" className="wg-item" onClick={() => dispatch(nameTyped({ text: nameLabel(s.name) }))}>
                      <span className="wg-item-name">{s.name}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}

      <button type="submit" className="wg-button" disabled={!canRegister}>
        {name ? tn('names.register', { name }) : tn('names.registerPlain')}
      </button>
    </form>
  );
}
