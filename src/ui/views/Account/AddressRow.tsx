import type { ReactElement } from 'react';
import { copyRequested } from '../../../../slices';
import { truncateAddress } from '../../../core/format';
import { useGateDispatch } from '../../context';
import { CopyIcon } from './icons';

interface AddressRowProps {
  address: string;
  /** what a screen reader hears before the full address (e.g. "Your address"), if anything */
  spokenLabel?: string;
  /** the copy button's accessible name */
  copyLabel: string;
}

/** An address shown truncated (SPEC §9: 4 + 6) for the eye and whole for screen readers, with a copy button. */
export function AddressRow({ address, spokenLabel, copyLabel }: AddressRowProps): ReactElement {
  const dispatch = useGateDispatch();
  return (
    <div className="wg-address-row">
      <p className="wg-address" title={address}>
        <bdi aria-hidden="true" dir="ltr">
          {truncateAddress(address)}
        </bdi>
        <span className="wg-visually-hidden">{spokenLabel ? `${spokenLabel}: ${address}` : address}</span>
      </p>
      <button
        type="button"
        className="wg-icon-button"
        aria-label={copyLabel}
        onClick={() => dispatch(copyRequested({ text: address, success: { code: 'copied.address' } }))}
      >
        <CopyIcon />
      </button>
    </div>
  );
}
