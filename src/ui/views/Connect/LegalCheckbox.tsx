import type { ReactElement, ReactNode } from 'react';
import { legalConsentChanged, selectConfig, selectModal } from '../../../../slices';
import { useGateDispatch, useGateSelector } from '../../context';
import { useLegalStrings } from '../../i18n/legal';
import { ShadowStyle } from '../../shadowStyle';

/** Its own styles, in its own chunk: sites without the checkbox never load them. */
const LEGAL_STYLES = `.wg-legal { font-size: 13px; }
.wg-legal label { display: flex; gap: 8px; align-items: flex-start; }
.wg-legal a { color: var(--wg-accent); }
.wg-legal p { margin: 6px 0 0; }`;

function Link({ href, children }: { href: string | null; children: ReactNode }): ReactElement {
  if (!href) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * SPEC §1 legal checkbox: the site's terms and privacy policy, and the consent that unlocks every wallet and login
 * on Connect. In its own chunk, loaded only when the site turns the feature on.
 */
export function LegalCheckbox(): ReactElement {
  const tl = useLegalStrings();
  const legal = useGateSelector((s) => selectConfig(s)?.legal);
  const accepted = useGateSelector((s) => selectModal(s).legalAccepted);
  const dispatch = useGateDispatch();
  return (
    <div className="wg-legal">
      <ShadowStyle css={LEGAL_STYLES} />
      <label>
        <input type="checkbox" checked={accepted} onChange={(e) => dispatch(legalConsentChanged(e.currentTarget.checked))} />
        <span>
          {tl('legal.agree')} <Link href={legal?.termsConditionsUrl ?? null}>{tl('legal.terms')}</Link> {tl('legal.and')}{' '}
          <Link href={legal?.privacyPolicyUrl ?? null}>{tl('legal.privacy')}</Link>
        </span>
      </label>
      {accepted ? null : <p className="wg-muted">{tl('legal.required')}</p>}
    </div>
  );
}
