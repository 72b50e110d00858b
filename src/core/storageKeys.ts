/** What WalletGate keeps in localStorage (SPEC §3), each key with the schema its value must pass to be believed. */
import { z } from 'zod/mini';
import { CAIP_NAMESPACE, type ChainNamespace } from './caip';

/** any CAIP-2 namespace: the restore keeps those a chain driver serves */
const namespace = z.string().check(z.regex(CAIP_NAMESPACE)) as unknown as z.ZodMiniType<ChainNamespace>;

export const STORED = {
  connectionStatus: { key: 'connectionStatus', schema: z.enum(['connected', 'disconnected']) },
  connectedConnectorIds: { key: 'connectedConnectorIds', schema: z.partialRecord(namespace, z.string().check(z.minLength(1))) },
  connectedNamespaces: { key: 'connectedNamespaces', schema: z.array(namespace) },
  activeNamespace: { key: 'activeNamespace', schema: namespace },
  activeCaipNetworkId: { key: 'activeCaipNetworkId', schema: z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)) },
  /** SPEC §3 wallet id/name: what to call a restored connection before the wallet says (WalletConnect says nothing) */
  connectedWalletInfo: {
    key: 'connectedWalletInfo',
    schema: z.partialRecord(namespace, z.object({ name: z.string().check(z.minLength(1)), icon: z.optional(z.string()) })),
  },
  /** SPEC §1 legal checkbox, remembered once accepted */
  legalAccepted: { key: 'legalAccepted', schema: z.literal(true) },
  recentWallets: {
    key: 'recentWallets',
    schema: z.array(
      z.object({
        id: z.string().check(z.minLength(1)),
        name: z.string().check(z.minLength(1)),
        imageUrl: z.optional(z.string()),
        rdns: z.optional(z.string()),
      }),
    ),
  },
} as const;
