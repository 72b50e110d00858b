import type { ReactElement } from 'react';
import { selectConfig, selectConnectSections } from '../../../../slices';
import { useGateSelector } from '../../context';
import { t } from '../../i18n';
import { CONNECT_SECTIONS } from './sections';

/** The first view: the connect methods in the configured order, each present only when its feature is on. */
export function Connect(): ReactElement {
  const sections = useGateSelector(selectConnectSections);
  const appName = useGateSelector((state) => selectConfig(state)?.metadata?.name);
  return (
    <div className="wg-stack">
      {appName ? <p className="wg-intro">{t('connect.intro', { appName })}</p> : null}
      {sections.map((method) => {
        const Section = CONNECT_SECTIONS[method];
        return Section ? <Section key={method} /> : null;
      })}
    </div>
  );
}
