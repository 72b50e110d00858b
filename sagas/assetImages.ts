/**
 * The image registry's other kinds (SPEC §3 image registry, §7 image endpoints): network and chain images through
 * /public/getAssetImage, connector images (a connector's imageId) through the same, token images through
 * /public/getTokenImage. Each is fetched once per id as a blob, kept as an object URL in `assets`, and revoked when
 * the instance is destroyed. Runs with the catalogue flows (when the modal first opens); a failure leaves the
 * initials in place and is never shown.
 */
import { call, cancelled, fork, put, select, take } from 'redux-saga/effects';
import { buffers, channel, type Channel } from 'redux-saga';
import { connectorAnnounced, selectMergedConnectors, tokenBalanceFetched } from '../slices';
import { assetImageLoaded, selectAssets, type AssetsState } from '../slices/assets';
import type { TokenBalance } from '../src/core/api/account';
import type { Connector } from '../src/core/connectors';
import type { ValidOptions } from '../src/core/options';
import { WALLET_CONNECT_IMAGE_ID } from '../src/core/walletConnectConnector';
import { QUERY_RETRY } from '../src/core/constants';
import { releaseImageUrl, type CatalogClient, type RegistryImageKind } from '../src/services/catalog';
import { ResponseShapeError } from '../src/services/http';
import { isRetryable, withBackoff } from './backoff';

interface ImageAsk {
  kind: RegistryImageKind;
  id: string;
}

const WORKERS = 2;
const retryable = (error: unknown) => !(error instanceof ResponseShapeError) && isRetryable(error);

/** SPEC §3: the images a site's own networks lack (a network with its own imageUrl keeps it), and their namespaces'. */
function networkImageAsks(config: ValidOptions): ImageAsk[] {
  const asks: ImageAsk[] = [];
  for (const network of config.networks) {
    if (!network.imageUrl) asks.push({ kind: 'network', id: network.caipNetworkId });
  }
  for (const namespace of new Set(config.networks.map((n) => n.chainNamespace))) asks.push({ kind: 'chain', id: namespace });
  return asks;
}

/**
 * Connectors that name a registry image (imageId) but carry none of their own. One linked to a catalogue entry
 * (explorerId) names the wallet's image instead, which the catalogue flows load as a wallet image.
 */
const connectorAsks = (connectors: readonly Connector[]): ImageAsk[] =>
  connectors.filter((c) => c.imageId && !c.imageUrl && !c.explorerId).map((c) => ({ kind: 'connector', id: c.imageId! }));

/** SPEC §3 token iconUrl: a token the API or wallet gave no icon gets the registry's, by symbol. */
const tokenImageId = (symbol: string): string => symbol.trim().toLowerCase();
const tokenAsks = (tokens: readonly TokenBalance[]): ImageAsk[] =>
  tokens.filter((t) => !t.iconUrl && t.symbol.trim()).map((t) => ({ kind: 'token', id: tokenImageId(t.symbol) }));

function* worker(client: CatalogClient, asks: Channel<ImageAsk>, urls: string[]) {
  while (true) {
    const { kind, id }: ImageAsk = yield take(asks);
    try {
      const url: string = yield call(withBackoff<string>, (signal) => client.fetchAssetImage(kind, id, signal), QUERY_RETRY, retryable);
      urls.push(url);
      yield put(assetImageLoaded({ kind, id, url }));
    } catch {
      // the initials stay: an image is never worth an error on screen
    }
  }
}

export function* watchAssetImages(client: CatalogClient, config: ValidOptions) {
  const asks = channel<ImageAsk>(buffers.expanding(16));
  const started = new Set<string>();
  const urls: string[] = [];
  function* ask(list: readonly ImageAsk[]) {
    const loaded: AssetsState = yield select(selectAssets);
    for (const a of list) {
      const key = `${a.kind}:${a.id}`;
      if (started.has(key) || loaded[a.kind][a.id]) continue;
      started.add(key); // one fetch per id
      yield put(asks, a);
    }
  }
  try {
    for (let i = 0; i < WORKERS; i += 1) yield fork(worker, client, asks, urls);
    yield call(ask, networkImageAsks(config));
    if (config.projectId) yield call(ask, [{ kind: 'connector', id: WALLET_CONNECT_IMAGE_ID }]);
    yield call(ask, connectorAsks(yield select(selectMergedConnectors)));
    while (true) {
      const action: ReturnType<typeof connectorAnnounced> | ReturnType<typeof tokenBalanceFetched> = yield take([connectorAnnounced, tokenBalanceFetched]);
      if (connectorAnnounced.match(action)) {
        yield call(ask, connectorAsks(yield select(selectMergedConnectors)));
      } else {
        yield call(ask, tokenAsks(action.payload.tokenBalance));
      }
    }
  } finally {
    const wasCancelled: boolean = yield cancelled();
    if (wasCancelled) urls.forEach(releaseImageUrl);
    asks.close();
  }
}
