import { createHash } from 'node:crypto';
import type { Address, Hex } from 'viem';
import { RevokeSessionRequestSchema, type RevokeSessionResponse, type SessionsResponse, type SmartSession } from '../../../src/core/api';
import { evmAddressParam } from '../chains';
import type { ApiContext } from '../context';
import { HttpError, json, parse, type Router } from '../http';
import { verifyPersonalSign } from '../signatures';

/** A smart session as the sandbox grants it (one is seeded for the first account). */
export function makeSession(ctx: ApiContext, address: string, label: string): SmartSession {
  const now = Math.floor(Date.now() / 1000);
  const chain = ctx.chains.evm[0];
  return {
    pci: createHash('sha256').update(`pci:${address.toLowerCase()}:${label}`).digest('hex'),
    chainId: chain?.caip ?? 'eip155:31337',
    project: { id: 'sandbox-demo', name: 'WalletGate demo', url: ctx.origin, iconUrl: `${ctx.origin}/public/getAssetImage/walletgate` },
    createdAt: now,
    expiry: now + 7 * 24 * 3600,
    signer: { type: 'keys', data: { ids: [`0x${createHash('sha256').update(label).digest('hex').slice(0, 40)}`] } },
    permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000', period: 86400 } }],
    policies: [],
    revokedAt: null,
  };
}

export function sessionRoutes(router: Router, ctx: ApiContext): void {
  const listOf = (address: string) => ctx.sessions.get(address.toLowerCase()) ?? [];

  router.get('/v1/sessions/:address', (req) => {
    const address = evmAddressParam(req.params.address ?? '');
    return json({ sessions: listOf(address) } satisfies SessionsResponse);
  });

  router.post('/v1/sessions/:address/revoke', async (req) => {
    const address = evmAddressParam(req.params.address ?? '');
    const body = parse(RevokeSessionRequestSchema, await req.body(), 'body');
    const session = listOf(address).find((s) => s.pci === body.pci);
    if (!session) throw new HttpError(404, 'Session not found');
    const valid = await verifyPersonalSign(ctx.chains, address as Address, body.pci, body.signature as Hex);
    if (!valid) throw new HttpError(401, 'Invalid signature');
    session.revokedAt ??= Math.floor(Date.now() / 1000);
    return json({ success: true, session } satisfies RevokeSessionResponse);
  });

  /** sandbox only: grant a session (what a wallet_grantPermissions would leave behind) */
  router.post('/sandbox/sessions/:address', async (req) => {
    const address = evmAddressParam(req.params.address ?? '');
    const body = (await req.body()) as { label?: unknown } | undefined;
    const label = typeof body?.label === 'string' ? body.label : `session-${Date.now()}-${Math.random()}`;
    const session = makeSession(ctx, address, label);
    const key = address.toLowerCase();
    ctx.sessions.set(key, [...listOf(key), session]);
    return json(session, 201);
  });
}
