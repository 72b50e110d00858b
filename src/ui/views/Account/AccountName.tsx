import type { ReactElement } from 'react';
import { pushed, selectChainCan } from '../../../../slices';
import type { ChainNamespace } from '../../../core/caip';
import { Avatar } from '../../components/Avatar';
import { useGateDispatch, useGateSelector } from '../../context';
import { intentHandlers } from '../../focus';
import { useNamesStrings } from '../../i18n/names';
import { NamesView } from '../lazy';

export interface AccountNameProps {
  namespace: ChainNamespace;
  /** SPEC §3 profileName and profileImage */
  name: string | null;
  image: string | null;
}

/**
 * The account's own name (from the reverse lookup, or one just registered) with its avatar; without one, on an
 * account whose namespace has names (its driver `can` 'names'; SPEC §6: EVM), the way to RegisterAccountName.
 */
export function AccountName({ namespace, name, image }: AccountNameProps): ReactElement | null {
  const tn = useNamesStrings();
  const dispatch = useGateDispatch();
  const names = useGateSelector((state) => selectChainCan(state, namespace, 'names'));
  if (name) {
    return (
      <p className="wg-account-name">
        <Avatar name={name} src={image ?? undefined} />
        <span aria-hidden="true">{name}</span>
        <span className="wg-visually-hidden">{tn('names.yourName', { name })}</span>
      </p>
    );
  }
  if (!names) return null;
  return (
    <button
      type="button"
      className="wg-link"
      {...intentHandlers(NamesView.preload)}
      onClick={() => dispatch(pushed({ view: 'RegisterAccountName' }))}
    >
      {tn('names.entry')}
    </button>
  );
}
