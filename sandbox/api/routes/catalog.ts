import { GetWalletsQuerySchema, type AnalyticsConfigResponse } from '../../../src/core/api';
import { queryCatalog } from '../catalog/query';
import type { ApiContext } from '../context';
import { HttpError, json, parse, svg, type Router } from '../http';
import { iconSvg, networkSvg } from '../images';
import { BITCOIN_NETWORKS } from '../../wallets/bitcoin/describe';
import { describePolkadotNetworks } from '../../wallets/polkadot/describe';

const NETWORK_NAMES: Record<string, string> = { 'eip155:1': 'Ethereum', 'eip155:137': 'Polygon', 'eip155:8453': 'Base' };

/** Wallet catalogue API: /getWallets, the image endpoints, /getAnalyticsConfig. */
export function catalogRoutes(router: Router, ctx: ApiContext): void {
  const walletImages = new Map(ctx.catalog.map((w) => [w.image_id, w.name]));
  const assets = new Map<string, string>([['walletgate', 'WalletGate'], ['walletconnect', 'WalletConnect']]);
  // SPEC §3 chain images: one per namespace the sandbox serves
  for (const [ns, name] of [['eip155', 'EVM'], ['solana', 'Solana'], ['bip122', 'Bitcoin'], ['polkadot', 'Polkadot']]) assets.set(ns!, name!);
  for (const [caip, name] of Object.entries(NETWORK_NAMES)) assets.set(caip, name);
  for (const c of ctx.chains.evm) assets.set(c.caip, c.info.name);
  assets.set(ctx.chains.solanaCaip, 'Sandbox Solana');
  // the Bitcoin and Polkadot networks a demo page may add
  for (const n of [...BITCOIN_NETWORKS(ctx.origin), ...describePolkadotNetworks(ctx.origin)]) assets.set(n.caipNetworkId, n.name);
  for (const [caip, name] of [...assets]) assets.set(caip.replace(':', '-'), name);
  const tokens = new Map<string, string>([['eth', 'ETH'], ['sol', 'SOL']]);
  for (const c of ctx.chains.evm) for (const t of c.info.tokens) tokens.set(t.symbol.toLowerCase(), t.symbol);
  const splSymbol = ctx.chains.info.solana.splToken?.symbol;
  if (splSymbol) tokens.set(splSymbol.toLowerCase(), splSymbol);
  const currencies = new Map<string, string>([['usd', 'USD'], ['eur', 'EUR'], ...tokens]);

  router.get('/getWallets', (req) => json(queryCatalog(ctx.catalog, parse(GetWalletsQuerySchema, req.query, 'query'))));

  const image = (kind: string, table: Map<string, string>, shape: 'square' | 'circle', normalise: (id: string) => string) =>
    (req: { params: Record<string, string> }) => {
      const id = normalise(req.params.id ?? '');
      const label = table.get(id);
      if (!label) throw new HttpError(404, `Unknown ${kind} image ${req.params.id}`);
      return svg(iconSvg(label, `${kind}:${id}`, shape));
    };
  router.get('/getWalletImage/:id', image('wallet', walletImages, 'square', (id) => id));
  // networks and namespaces (chain images) get a network picture; other assets (connectors) their tile
  const networkIds = new Set([...assets.keys()].filter((id) => /^[a-z0-9]+([:-].+)?$/.test(id) && !['walletgate', 'walletconnect'].includes(id)));
  router.get('/public/getAssetImage/:id', (req) => {
    const id = req.params.id ?? '';
    const label = assets.get(id);
    if (!label) throw new HttpError(404, `Unknown asset image ${id}`);
    return svg(networkIds.has(id) ? networkSvg(label, `asset:${id}`) : iconSvg(label, `asset:${id}`, 'circle'));
  });
  router.get('/public/getCurrencyImage/:id', image('currency', currencies, 'circle', (id) => id.toLowerCase()));
  router.get('/public/getTokenImage/:id', image('token', tokens, 'circle', (id) => id.toLowerCase()));

  router.get('/getAnalyticsConfig', () =>
    json({
      isAnalyticsEnabled: ctx.options.analyticsEnabled ?? process.env.SANDBOX_ANALYTICS !== 'off',
    } satisfies AnalyticsConfigResponse),
  );
}
