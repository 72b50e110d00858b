/**
 * The site's network in one namespace, for the flows and views that act in a namespace other than the current one (a
 * multichain wallet's second ask, the embedded wallet's Solana side). A module of its own: only lazily loaded code
 * asks it, so it stays out of the first download.
 */
import type { ChainNamespace } from '../src/core/caip';
import type { Network } from '../src/core/options';
import type { WalletGateRootState } from './root';
import { selectNetworkState } from './network';
import { selectRequestedNetworks } from './selectors';

/** The active network in `namespace`, else the first the site configured there; null without any. */
export function selectNetworkIn(s: WalletGateRootState, namespace: string): Network | null {
  const active = selectNetworkState(s).active[namespace as ChainNamespace];
  const configured = selectRequestedNetworks(s).filter((n) => n.chainNamespace === namespace);
  return configured.find((n) => n.caipNetworkId === active) ?? configured[0] ?? null;
}
