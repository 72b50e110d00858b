import type { Address, Hex } from 'viem';
import {
  IdentityQuerySchema,
  LEGACY_NAME_SUFFIX,
  NAME_SUFFIX,
  NameLabelSchema,
  ProfileQuerySchema,
  RegisterMessageSchema,
  RegisterNameRequestSchema,
  ReverseQuerySchema,
  SuggestionsQuerySchema,
  type IdentityResponse,
  type ProfileName,
  type SuggestionsResponse,
} from '../../../src/core/api';
import { evmAddressParam, isSolanaAddress } from '../chains';
import type { ApiContext, StoredName } from '../context';
import { HttpError, json, parse, type Router } from '../http';
import { verifyPersonalSign } from '../signatures';

/** Registration messages older (or newer) than this are refused. */
const MAX_MESSAGE_AGE_S = 10 * 60;

/** "alice", "alice.reown.id" or "alice.wcn.id" → the label "alice" (lower-case). */
function labelOf(name: string): string {
  const lower = name.trim().toLowerCase();
  for (const suffix of [NAME_SUFFIX, LEGACY_NAME_SUFFIX]) if (lower.endsWith(suffix)) return lower.slice(0, -suffix.length);
  return lower;
}

const publicName = ({ owner: _owner, ...name }: StoredName): ProfileName => name;

function namesOf(ctx: ApiContext, address: string): StoredName[] {
  const a = address.toLowerCase();
  return [...ctx.names.values()].filter((n) => n.owner === a).sort((x, y) => y.registered - x.registered);
}

export function profileRoutes(router: Router, ctx: ApiContext): void {
  router.get('/v1/profile/account/:name', (req) => {
    parse(ProfileQuerySchema, req.query, 'query');
    const found = ctx.names.get(`${labelOf(req.params.name ?? '')}${NAME_SUFFIX}`);
    if (!found) throw new HttpError(404, 'Name not found');
    return json(publicName(found));
  });

  router.get('/v1/profile/reverse/:address', (req) => {
    parse(ReverseQuerySchema, req.query, 'query');
    const address = evmAddressParam(req.params.address ?? '');
    return json(namesOf(ctx, address).map(publicName));
  });

  router.get('/v1/profile/suggestions/:name', (req) => {
    const { zone } = parse(SuggestionsQuerySchema, req.query, 'query');
    const suffix = zone && zone.replace(/^\./, '') === LEGACY_NAME_SUFFIX.slice(1) ? LEGACY_NAME_SUFFIX : NAME_SUFFIX;
    const base = labelOf(req.params.name ?? '').replace(/[^a-z0-9-]/g, '');
    if (base.length === 0) throw new HttpError(400, 'Name must contain a-z, 0-9 or -');
    const padded = base.length < 4 ? base.padEnd(4, '0') : base;
    const candidates = [padded, `${padded}-web3`, `${padded}1`, `${padded}-wallet`, `${padded}2`, `the-${padded}`, `${padded}-id`];
    const suggestions: SuggestionsResponse['suggestions'] = [];
    // the name asked for comes first, taken or not (so the widget can say which), then free names like it
    if (NameLabelSchema.safeParse(base).success) suggestions.push({ name: `${base}${suffix}`, registered: ctx.names.has(`${base}${NAME_SUFFIX}`) });
    for (const label of candidates) {
      if (label === base || !NameLabelSchema.safeParse(label).success || ctx.names.has(`${label}${NAME_SUFFIX}`)) continue;
      suggestions.push({ name: `${label}${suffix}`, registered: false });
      if (suggestions.length === 5) break;
    }
    return json({ suggestions } satisfies SuggestionsResponse);
  });

  router.post('/v1/profile/account', async (req) => {
    const body = parse(RegisterNameRequestSchema, await req.body(), 'body');
    let message: unknown;
    try {
      message = JSON.parse(body.message);
    } catch {
      throw new HttpError(400, 'message is not JSON');
    }
    const { name, timestamp } = parse(RegisterMessageSchema, message, 'message');
    if (Math.abs(Date.now() / 1000 - timestamp) > MAX_MESSAGE_AGE_S) throw new HttpError(400, 'Message timestamp is stale');
    const label = labelOf(name);
    parse(NameLabelSchema, label, 'name');
    const full = `${label}${NAME_SUFFIX}`;
    if (ctx.names.has(full)) throw new HttpError(409, `Name ${full} is already registered`);
    const valid = await verifyPersonalSign(ctx.chains, body.address as Address, body.message, body.signature as Hex);
    if (!valid) throw new HttpError(401, 'Invalid signature');
    // re-check after the await: two registrations may race
    if (ctx.names.has(full)) throw new HttpError(409, `Name ${full} is already registered`);
    const now = Math.floor(Date.now() / 1000);
    const stored: StoredName = {
      name: full,
      registered: now,
      updated: now,
      addresses: { [String(body.coin_type)]: { address: body.address, created: String(now) } },
      attributes: [],
      owner: body.address.toLowerCase(),
    };
    ctx.names.set(full, stored);
    ctx.log(`api: registered ${full} → ${body.address}`);
    return json(publicName(stored));
  });

  router.get('/v1/identity/:address', (req) => {
    parse(IdentityQuerySchema, req.query, 'query');
    // names are eip155-only (SPEC §6): other accounts simply have none
    if (isSolanaAddress(req.params.address ?? '')) return json({ name: null, avatar: null } satisfies IdentityResponse);
    const address = evmAddressParam(req.params.address ?? '');
    const latest = namesOf(ctx, address)[0];
    return json({
      name: latest?.name ?? null,
      avatar: latest ? `${ctx.origin}/sandbox/avatar/${encodeURIComponent(latest.name)}.svg` : null,
    } satisfies IdentityResponse);
  });
}
