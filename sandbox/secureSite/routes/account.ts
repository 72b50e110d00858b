/** GET_USER, SET_PREFERRED_ACCOUNT, INIT_SMART_ACCOUNT and the chain list the frame switches between. */
import { HttpError, json, type Router } from '../../api/http';
import { activeAddress, sessionUser, userRecord } from '../accounts';
import { toEvmChainId, toSiteChainId, type SiteChainId } from '../chainId';
import type { SiteContext } from '../context';
import { PreferredAccountBody, SITE_ERRORS, UserQuery, type ChainsAnswer } from '../contract';
import { parseBody, requireSession } from '../siteHttp';
import { serially } from '../signer';
import { deploySmartAccount, isSmartAccountDeployed } from '../smartAccount';

/** The chain a user record is for: an eip155 chain or a Solana cluster the frame serves, else the first sandbox chain. */
export function requestedSiteChain(ctx: SiteContext, value: unknown): SiteChainId {
  const chainId = value === undefined ? undefined : toSiteChainId(value);
  if (typeof chainId === 'string') {
    if (!ctx.chains.servesSolana(chainId)) throw new HttpError(400, `${SITE_ERRORS.chainNotSupported}: ${chainId}`);
    return chainId;
  }
  return requestedChain(ctx, value);
}

/** The chain a request names (query/body), else the first sandbox chain. */
export function requestedChain(ctx: SiteContext, value: unknown): number {
  if (value === undefined) return ctx.chains.evm[0]?.chainId ?? 1;
  const chainId = toEvmChainId(value);
  if (chainId === undefined) throw new HttpError(400, SITE_ERRORS.chainNotSupported);
  return chainId;
}

export function accountRoutes(router: Router, ctx: SiteContext): void {
  router.get('/api/chains', () =>
    json({
      chains: ctx.chains.evm.map((c) => ({ chainId: c.chainId, name: c.name })),
      solanaChains: ctx.chains.solana,
      smartAccountEnabledNetworks: ctx.chains.smartAccountEnabledNetworks,
    } satisfies ChainsAnswer),
  );

  router.get('/api/user', async (req) => {
    const session = requireSession(ctx, req);
    const query = parseBody(UserQuery, req.query);
    if (query.preferredAccountType) session.preferredAccountType = query.preferredAccountType;
    return json(await userRecord(ctx, sessionUser(ctx, session), session, requestedSiteChain(ctx, query.chainId)));
  });

  router.post('/api/account/preferred', async (req) => {
    const session = requireSession(ctx, req);
    const { type } = parseBody(PreferredAccountBody, await req.body());
    const chainId = requestedChain(ctx, req.query.chainId);
    if (type === 'smartAccount' && !ctx.chains.smartAccountEnabled(chainId)) {
      throw new HttpError(400, `Smart accounts are not enabled on chain ${chainId}`);
    }
    session.preferredAccountType = type;
    return json({ type, address: activeAddress(ctx, sessionUser(ctx, session), session, chainId) });
  });

  // INIT_SMART_ACCOUNT: deploys the user's account now (a no-op when it has code) and answers it.
  router.post('/api/account/smart-account', async (req) => {
    const session = requireSession(ctx, req);
    const chainId = requestedChain(ctx, req.query.chainId);
    if (!ctx.chains.smartAccountEnabled(chainId)) throw new HttpError(400, `Smart accounts are not enabled on chain ${chainId}`);
    const user = sessionUser(ctx, session);
    await serially(ctx, `${chainId}:${user.eoa}`, () => deploySmartAccount(ctx, user, chainId));
    return json({ address: user.smartAccount, isDeployed: await isSmartAccountDeployed(ctx, chainId, user.smartAccount) });
  });
}
