import type { ReactElement } from 'react';
import { reset, selectAccount, selectCurrentNamespace } from '../../../../slices';
import { registerNameCancelled, selectNames } from '../../../../slices/names';
import { Avatar } from '../../components/Avatar';
import { useGateDispatch, useGateSelector } from '../../context';
import { useNamesStrings } from '../../i18n/names';
import { NAMES_STYLES } from './styles';
import { ShadowStyle } from '../../shadowStyle';

/**
 * RegisterAccountNameSuccess (SPEC §2, §4): pushed as the registration starts, so it first waits for the wallet's
 * signature (Cancel stops the flow and resets loading), then says the name is the account's.
 */
export function RegisterAccountNameSuccess(): ReactElement | null {
  const tn = useNamesStrings();
  const dispatch = useGateDispatch();
  const names = useGateSelector(selectNames);
  const namespace = useGateSelector(selectCurrentNamespace);
  const image = useGateSelector((state) => selectAccount(state, namespace)?.profileImage ?? null);
  const name = names.registeringName;
  if (!name) return null;
  if (names.registering) {
    return (
      <div className="wg-stack wg-center">
        <ShadowStyle css={NAMES_STYLES} />
        <div className="wg-connecting" aria-hidden="true">
          <Avatar name={name} large />
          <span className="wg-ring" />
        </div>
        <div className="wg-live" role="status">
          <h3 className="wg-view-heading">{tn('names.signing', { name })}</h3>
        </div>
        <p className="wg-small wg-muted">{tn('names.signingHint')}</p>
        <button type="button" className="wg-button wg-button-secondary" onClick={() => dispatch(registerNameCancelled())}>
          {tn('names.cancel')}
        </button>
      </div>
    );
  }
  if (!names.registered) return null;
  return (
    <div className="wg-stack wg-center">
      <ShadowStyle css={NAMES_STYLES} />
      <Avatar name={name} src={image ?? undefined} large />
      <div className="wg-live" role="status">
        <h3 className="wg-view-heading">{tn('names.done', { name })}</h3>
      </div>
      <p className="wg-small wg-muted">{tn('names.doneHint')}</p>
      <button type="button" className="wg-button" onClick={() => dispatch(reset({ view: 'Account' }))}>
        {tn('names.backToAccount')}
      </button>
    </div>
  );
}
