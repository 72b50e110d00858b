/**
 * What the visitor asks of smart sessions (SPEC §1 "smart sessions", §7 revoke). The sessions list shows
 * only once the embedded flows have filled it, so they are loaded when this is asked.
 */
import { createAction } from '@reduxjs/toolkit';

/** Revoke a granted session: the smart account signs its pci, the blockchain API relays the revocation (SPEC §7). */
export const sessionRevokeRequested = createAction<{ pci: string }>('walletGate/smartSessions/revokeRequested');
