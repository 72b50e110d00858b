import { useEffect, useRef, type ReactElement } from 'react';
import { connectRequested, selectConnectAttempt, selectConnectorById, selectRouterData } from '../../../../slices';
import { selectNetworkIn } from '../../../../slices/networkIn';
import { Avatar } from '../../components/Avatar';
import { useGateDispatch, useGateSelector } from '../../context';
import { deepActiveElement, placeFocus } from '../../focus';
import { useConnectingStrings } from '../../i18n/connecting';
import { useErrorText } from '../../i18n';
import { walletCodeOf } from '../../../core/errors/catalogue';
import { VIEW_STYLES } from '../styles';
import { ShadowStyle } from '../../shadowStyle';

/** EIP-1193 / SPEC §8: 4001 is the visitor refusing in the wallet, not a failure. */
const USER_REJECTED = '4001';

/**
 * Waits while the visitor answers in an installed wallet; on an error, says what happened and offers to ask
 * again. The connection saga owns the attempt: this view shows it and re-requests it, nothing more.
 */
export function ConnectingExternal(): ReactElement {
  const data = useGateSelector(selectRouterData);
  if (typeof data?.deepLink === 'string' && typeof data.name === 'string') {
    return <DeepLink name={data.name} href={data.deepLink} imageUrl={typeof data.imageUrl === 'string' ? data.imageUrl : undefined} />;
  }
  return <ConnectingInstalled />;
}

interface DeepLinkProps {
  name: string;
  href: string;
  imageUrl: string | undefined;
}

/** SPEC §7: a Solana wallet that is not installed (Phantom, Coinbase Wallet) opens the site in its own browser. */
function DeepLink({ name, href, imageUrl }: DeepLinkProps): ReactElement {
  const tc = useConnectingStrings();
  return (
    <div className="wg-stack wg-center">
      <ShadowStyle css={VIEW_STYLES} />
      <div className="wg-connecting">
        <Avatar name={name} src={imageUrl} large />
      </div>
      <h3 className="wg-view-heading">{tc('connecting.continueIn', { name })}</h3>
      <p className="wg-muted">{tc('connecting.deepLinkHint', { name })}</p>
      <a className="wg-button" href={href} target="_blank" rel="noopener noreferrer">
        {tc('connecting.openIn', { name })}
      </a>
    </div>
  );
}

/** A wallet of several chains asks once per chain (SPEC §4): the chains it asks, in order; empty for one chain. */
function stepsOf(data: unknown): string[] {
  const steps = typeof data === 'string' ? data.split(' ') : [];
  return steps.length > 1 ? steps : [];
}

function ConnectingInstalled(): ReactElement {
  const tc = useConnectingStrings();
  const attempt = useGateSelector(selectConnectAttempt);
  // The attempt ends (connected) a moment before the saga navigates on: the router data still names the wallet.
  const routerConnectorId = useGateSelector((state) => selectRouterData(state)?.connectorId);
  const connectorId = attempt?.connectorId ?? (typeof routerConnectorId === 'string' ? routerConnectorId : null);
  const connector = useGateSelector((state) => (connectorId ? selectConnectorById(state, connectorId) : undefined));
  const dispatch = useGateDispatch();
  const retryRef = useRef<HTMLButtonElement>(null);
  const error = attempt?.error ?? null;
  const errorText = useErrorText();
  // which ask is on screen, "Request 2 of 2: Solana", the chain named by the site's network there
  const steps = stepsOf(useGateSelector((state) => selectRouterData(state)?.steps));
  const stepNetwork = useGateSelector((state) => (attempt ? selectNetworkIn(state, attempt.namespace) : null));
  const stepIndex = attempt ? steps.indexOf(attempt.namespace) : -1;
  const step = stepIndex < 0 ? null : { step: String(stepIndex + 1), count: String(steps.length), network: stepNetwork?.name ?? attempt!.namespace };
  const name = connector?.name ?? tc('connecting.yourWallet');

  // The waiting state has no control, so focus sits on the dialog: move it to Try again when that appears,
  // unless the visitor has since put focus somewhere else on the page (embedded card).
  useEffect(() => {
    const button = retryRef.current;
    if (!error || !button) return;
    const active = deepActiveElement();
    const dialog = button.closest('[role="dialog"]');
    if (!active || active === document.body || dialog?.contains(active)) placeFocus(button);
  }, [error]);

  let title = tc('connecting.continueIn', { name });
  if (error) title = tc(walletCodeOf(error) === USER_REJECTED ? 'connecting.declined' : 'connecting.failed');
  return (
    <div className="wg-stack wg-center">
      <ShadowStyle css={VIEW_STYLES} />
      <div className="wg-connecting" aria-busy={!error}>
        <Avatar name={name} src={connector?.imageUrl} large />
        {error ? null : <span className="wg-ring" role="progressbar" aria-label={tc('connecting.waiting')} />}
      </div>
      <h3 className="wg-view-heading" data-wg-announce="">
        {title}
      </h3>
      {error ? (
        <p className="wg-muted" role="alert">
          {errorText(error)}
        </p>
      ) : (
        <p className="wg-muted">{tc('connecting.accept')}</p>
      )}
      {step && !error ? <p className="wg-small wg-muted">{tc('connecting.step', step)}</p> : null}
      {error && attempt ? (
        <button
          ref={retryRef}
          type="button"
          className="wg-button"
          onClick={() => dispatch(connectRequested({ connectorId: attempt.connectorId, namespace: attempt.namespace }))}
        >
          {tc('connecting.tryAgain')}
        </button>
      ) : null}
    </div>
  );
}
