/**
 * The one EVM transport WalletGate reads chains with, and the one walletgate/wagmi hands to wagmi: viem's
 * `fallback` over a network's RPC URLs, ranked as SPEC §9 says, retried as §9 says, each URL an `http` transport
 * with the §9 timeout and batch size. A URL that is down (a closed port) costs one failed attempt, then the
 * ranking moves traffic to the healthy ones.
 */
import { fallback, http, type Transport } from 'viem';
import { FALLBACK_TRANSPORT, LIMITS, RPC_RETRY, TIMING } from '../../core/constants';

export interface RankedTransportOptions {
  /** once this says true the ranking stops pinging (its timer keeps ticking, without requests) */
  stopped?: () => boolean;
  /**
   * resolves when the next ranking sample may be taken. WalletGate's own reads pass "when the next read happens":
   * an idle page then sends nothing (Redux DevTools time travel must see no request), and the samples are taken
   * while the transport is in use. The wait counts into every URL's latency alike, so stability (0.7) decides.
   */
  beforePing?: () => Promise<void>;
}

/**
 * One URL's transport. Alone it retries as §9 says. As a member of the fallback it takes the retry count the
 * fallback hands it (none, for its own tries and for the ranking's pings; viem lets a member's own `retryCount` win):
 * a URL that is down costs one attempt before the next URL, and a ping ends at §9's ping timeout, not after three
 * retries of it.
 */
function httpTransport(url: string, { member = false }: { member?: boolean } = {}): Transport {
  return http(url, {
    ...(member ? {} : { retryCount: RPC_RETRY.retries, retryDelay: RPC_RETRY.baseMs }),
    timeout: TIMING.rpcTimeoutMs,
    batch: { batchSize: LIMITS.rpcBatchSize },
    // the same cap as every other answer WalletGate reads (src/services/http.ts): viem stops reading past it
    maxResponseBodySize: LIMITS.responseBodyBytes,
  });
}

export function rankedTransport(urls: readonly string[], options: RankedTransportOptions = {}): Transport {
  if (urls.length === 0) throw new Error('No RPC URL for this network');
  if (urls.length === 1) return httpTransport(urls[0]!);
  return fallback(
    urls.map((url) => httpTransport(url, { member: true })),
    {
      retryCount: RPC_RETRY.retries,
      retryDelay: RPC_RETRY.baseMs,
      rank: {
        interval: FALLBACK_TRANSPORT.pollingMs,
        sampleCount: FALLBACK_TRANSPORT.sampleCount,
        timeout: FALLBACK_TRANSPORT.pingTimeoutMs,
        weights: FALLBACK_TRANSPORT.weights,
        ping: async ({ transport }) => {
          await options.beforePing?.();
          return options.stopped?.() ? true : transport.request({ method: 'net_listening' });
        },
      },
    },
  );
}
