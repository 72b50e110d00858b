import { Suspense, type ReactElement } from 'react';
import { selectConfig, selectConnectSections, selectLegalBlocked } from '../../../../slices';
import { useGateSelector } from '../../context';
import { useStrings } from '../../i18n';
import { lazyView } from '../lazyView';
import { CONNECT_SECTIONS } from './sections';

/** SPEC §1 legal checkbox: its own chunk, fetched only for a site that turns it on. */
const LegalCheckbox = lazyView(() => import(/* webpackChunkName: "wg-legal" */ './LegalCheckbox').then((m) => m.LegalCheckbox));

/**
 * The first view: the connect methods in the configured order, each present only when its feature is on. With the
 * legal checkbox on, every method sits in a disabled fieldset until the visitor ticks it.
 */
export function Connect(): ReactElement {
  const t = useStrings();
  const sections = useGateSelector(selectConnectSections);
  const appName = useGateSelector((state) => selectConfig(state)?.metadata?.name);
  const legal = useGateSelector((state) => selectConfig(state)?.features.legalCheckbox);
  const blocked = useGateSelector(selectLegalBlocked);
  return (
    <div className="wg-stack">
      {appName ? <p className="wg-intro">{t('connect.intro', { appName })}</p> : null}
      {legal ? (
        <Suspense fallback={null}>
          <LegalCheckbox />
        </Suspense>
      ) : null}
      <fieldset className="wg-stack wg-methods" disabled={blocked}>
        {sections.map((method) => {
          const Section = CONNECT_SECTIONS[method];
          return Section ? <Section key={method} /> : null;
        })}
      </fieldset>
    </div>
  );
}
