import type { ReactElement } from 'react';
import { selectConfig } from '../../../../slices';
import { selectSmartSessionList, selectSmartSessions } from '../../../../slices/smartSessions';
import { sessionRevokeRequested } from '../../../../slices/smartSessionsRequests';
import { useGateDispatch, useGateSelector } from '../../context';
import { useLocale } from '../../i18n';
import { useSmartAccountStrings } from '../../i18n/smartAccount';

/** When a session ends, as the visitor reads it (their locale's date and time). */

/**
 * The smart account's sessions on Account (SPEC §1 smart sessions, §7): what each app was granted, until
 * when, and Revoke. Rendered only with the feature on; the list comes from state (the sagas fetch it).
 */
export function SmartSessions(): ReactElement | null {
  const tsa = useSmartAccountStrings();
  const { intl } = useLocale();
  const untilText = (expiry: number) => tsa('sessions.expires', { date: new Date(expiry * 1000).toLocaleString(intl) });
  const dispatch = useGateDispatch();
  const enabled = useGateSelector((state) => selectConfig(state)?.features.smartSessions ?? false);
  const { status, revoking, error } = useGateSelector(selectSmartSessions);
  const sessions = useGateSelector(selectSmartSessionList);
  if (!enabled || status === 'idle') return null;
  return (
    <section className="wg-section" aria-labelledby="wg-smart-sessions" aria-busy={status === 'loading'}>
      <h3 id="wg-smart-sessions" className="wg-section-heading">
        {tsa('sessions.heading')}
      </h3>
      {status === 'failed' ? <p className="wg-small wg-muted">{tsa('sessions.failed')}</p> : null}
      {status === 'loading' && sessions.length === 0 ? <p className="wg-small wg-muted">{tsa('sessions.loading')}</p> : null}
      {status === 'ready' && sessions.length === 0 ? <p className="wg-small wg-muted">{tsa('sessions.empty')}</p> : null}
      {error && revoking === null && status !== 'failed' ? (
        <p className="wg-small" role="alert">
          {tsa('sessions.revokeFailed')}
        </p>
      ) : null}
      {sessions.length > 0 ? (
        <ul className="wg-list">
          {sessions.map((session) => {
            const name = `${session.projectName} · ${session.permissionTypes.join(', ')}`;
            const expired = session.expiry * 1000 <= Date.now();
            return (
              <li key={session.pci} className="wg-item" aria-label={`${name}: ${session.pci}`}>
                <span className="wg-item-name">
                  {session.projectName}
                  <span className="wg-small wg-muted" style={{ display: 'block', fontWeight: 400, whiteSpace: 'normal' }}>
                    {session.permissionTypes.join(', ')} · {session.revokedAt !== null ? tsa('sessions.revoked') : expired ? tsa('sessions.expired') : untilText(session.expiry)}
                  </span>
                </span>
                {session.revokedAt === null && !expired ? (
                  <button
                    type="button"
                    className="wg-tag"
                    disabled={revoking !== null}
                    aria-busy={revoking === session.pci}
                    aria-label={tsa('sessions.revoke', { name })}
                    onClick={() => dispatch(sessionRevokeRequested({ pci: session.pci }))}
                  >
                    {revoking === session.pci ? tsa('sessions.revoking') : tsa('sessions.revokeShort')}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
