/** Which RPC URLs serve an EVM network's reads (SPEC §7, §9), in the order the fallback transport starts from. */
import type { Network } from './options';

/** SPEC §7: the blockchain API's JSON-RPC endpoint, `{rpc host}/v1/?chainId={chain}&projectId={projectId}`. */
export function blockchainApiRpcUrl(blockchainApi: string, caipNetworkId: string, projectId: string): string {
  const url = new URL('/v1/', blockchainApi);
  url.searchParams.set('chainId', caipNetworkId);
  url.searchParams.set('projectId', projectId);
  return url.toString();
}

/**
 * The network's own RPC URLs, then the blockchain API's endpoint when there is a project id to ask it with; the
 * fallback transport's ranking (SPEC §9) moves traffic to whichever answers best.
 */
export function rpcUrlsOf(network: Pick<Network, 'caipNetworkId' | 'rpcUrls'>, api?: { blockchainApi: string; projectId: string }): string[] {
  const urls = [...network.rpcUrls.default.http];
  if (api?.projectId && network.caipNetworkId.startsWith('eip155:')) urls.push(blockchainApiRpcUrl(api.blockchainApi, network.caipNetworkId, api.projectId));
  return [...new Set(urls)];
}
