/**
 * SPEC §5 networks at runtime: what `addNetwork` / `removeNetwork` accept, and the §8 texts they refuse with. Loaded
 * when a site first calls one of them, so the first bundle does not carry it.
 */
import { CHAIN_NAMESPACES, type ChainNamespace } from './caip';
import { ADAPTER_NOT_FOUND, CAIP_NETWORK_UNDEFINED, namespaceNotConfigured, NETWORK_NOT_FOUND } from './errors/instance';
import { describeIssue, networkInput, unservedNamespace, type Network } from './options';
import { englishOf } from './errors/catalogue';

/** not SPEC: §5 says the last network of a namespace cannot be removed; this says so to the site. */
export const lastNetwork = (namespace: string) => `Cannot remove the last network of the namespace '${namespace}'`;

/** The network to add, validated like `networks[]`; throws 'Adapter not found' for a namespace nothing serves. */
export function checkAddNetwork(namespace: ChainNamespace, input: unknown): Network {
  if (!CHAIN_NAMESPACES.includes(namespace)) throw new Error(ADAPTER_NOT_FOUND);
  if (input === undefined || input === null) throw new Error(CAIP_NETWORK_UNDEFINED);
  const parsed = networkInput.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(first ? englishOf(describeIssue({ ...first, path: ['network', ...first.path] })) : 'Invalid network');
  }
  const network = parsed.data;
  const own = network.caipNetworkId.split(':')[0]!;
  if (!CHAIN_NAMESPACES.includes(network.chainNamespace) || own !== network.chainNamespace) throw new Error(englishOf(unservedNamespace('network', own)));
  if (network.chainNamespace !== namespace) throw new Error(ADAPTER_NOT_FOUND);
  return network;
}

/** Throws unless `caipNetworkId` may be removed from `requested` (SPEC §5: known, and not the last of its namespace). */
export function checkRemoveNetwork(namespace: ChainNamespace, caipNetworkId: string, requested: readonly Network[]): void {
  const inNamespace = requested.filter((n) => n.chainNamespace === namespace);
  if (inNamespace.length === 0) throw new Error(namespaceNotConfigured(String(namespace)));
  if (!inNamespace.some((n) => n.caipNetworkId === caipNetworkId)) throw new Error(NETWORK_NOT_FOUND);
  if (inNamespace.length === 1) throw new Error(lastNetwork(namespace));
}
