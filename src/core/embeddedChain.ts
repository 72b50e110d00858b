import { parseChainId } from './chainId';
import type { Network } from './options';

/**
 * The eip155 chain the embedded wallet signs in on (SPEC §9): the active network when it is an eip155 one; else the
 * chain last used, when the site configured it; else the site's first eip155 network (SPEC §6: never a chain the
 * site did not ask for); else the last used; else 1.
 */
export function embeddedChainId(active: string | null, requested: readonly Network[], last: number | undefined): number {
  const fromActive = active?.startsWith('eip155:') ? parseChainId(active) : undefined;
  if (fromActive !== undefined) return fromActive;
  const configured = requested.filter((n) => n.chainNamespace === 'eip155').map((n) => parseChainId(n.caipNetworkId));
  if (last !== undefined && configured.includes(last)) return last;
  return configured.find((id) => id !== undefined) ?? last ?? 1;
}
