import { AUTH_CONNECTOR_ID, EMBEDDED_SESSION } from '../src/core/embedded';
import { STORED } from '../src/core/storageKeys';
import type { WalletGateDeps } from './deps';

/**
 * A login this browser remembers (SPEC §3): the session flag, or the AUTH connector stored as connected. Asked
 * at start (load the embedded flows at once) and by those flows (check the session); one rule for both.
 */
export function remembersLogin(deps: WalletGateDeps): boolean {
  if (deps.session.get(EMBEDDED_SESSION.loginUsed.key, EMBEDDED_SESSION.loginUsed.schema) === true) return true;
  return deps.storage.get(STORED.connectedConnectorIds.key, STORED.connectedConnectorIds.schema)?.eip155 === AUTH_CONNECTOR_ID;
}
