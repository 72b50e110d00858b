/** The options a site passes, validated with zod into the serializable OptionsState (SPEC §1, §5). */
import { z } from 'zod/mini';
import { CAIP_NAMESPACE, CHAIN_NAMESPACES, isCaipNetworkId, isUniversalNamespace, type ChainNamespace, type UniversalNamespace } from './caip';
import { msg, type ErrorInfo } from './errors/catalogue';
import { SDK_TYPE, SDK_VERSION } from './constants';
import { DEFAULT_ACCOUNT_TYPES, type AccountType } from './embedded';
import { localeTag, stringOverrides } from './localeOptions';
import type { SiweConfigOption, SiwxOption } from './siwxTypes';

/** a sign-in session lasts a day unless the site says otherwise */
const DAY_S = 86_400;

const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
const CONNECT_METHODS = ['email', 'social', 'wallet'] as const;
export type ConnectMethod = (typeof CONNECT_METHODS)[number];
const ADAPTER_TYPES = ['universal', 'solana', 'wagmi', 'ethers', 'ethers5', 'bitcoin'] as const;
export type AdapterType = (typeof ADAPTER_TYPES)[number];

const urlWithScheme = (schemes: readonly string[], label: string) =>
  z.string().check(
    z.refine((value) => {
      try {
        return schemes.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `must be a ${label} URL (${schemes.map((s) => s.replace(':', '')).join(' or ')})`),
  );

export const httpUrl = urlWithScheme(['http:', 'https:'], 'HTTP');
const wsUrl = urlWithScheme(['ws:', 'wss:'], 'WebSocket');

const caipNetworkId = z.string().check(z.refine(isCaipNetworkId, 'must be a CAIP-2 network id such as eip155:1'));
const nonEmpty = () => z.string().check(z.minLength(1));

export const networkInput = z.pipe(
  z.object({
    id: z.union([z.int().check(z.gte(0)), nonEmpty()]),
    caipNetworkId: z.optional(caipNetworkId),
    // any CAIP-2 namespace here: which ones are served (a chain driver, or a WalletConnect session) is checked below
    chainNamespace: z.optional(z.string().check(z.regex(CAIP_NAMESPACE))),
    name: nonEmpty(),
    nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.int().check(z.gte(0), z.lte(36)) }),
    rpcUrls: z.object({
      default: z.object({ http: z.array(httpUrl).check(z.minLength(1)), webSocket: z.optional(z.array(wsUrl)) }),
    }),
    blockExplorers: z.optional(z.object({ default: z.object({ name: z.string(), url: httpUrl }) })),
    testnet: z.optional(z.boolean()),
    imageUrl: z.optional(httpUrl),
  }),
  z.transform((n) => {
    const chainNamespace = (n.chainNamespace ?? n.caipNetworkId?.split(':')[0] ?? 'eip155') as ChainNamespace;
    const network: Network = {
      id: n.id,
      caipNetworkId: (n.caipNetworkId ?? `${chainNamespace}:${n.id}`) as Network['caipNetworkId'],
      chainNamespace,
      name: n.name,
      nativeCurrency: n.nativeCurrency,
      rpcUrls: { default: { http: n.rpcUrls.default.http, ...(n.rpcUrls.default.webSocket ? { webSocket: n.rpcUrls.default.webSocket } : {}) } },
      testnet: n.testnet ?? false,
    };
    if (n.blockExplorers) network.blockExplorers = n.blockExplorers;
    if (n.imageUrl) network.imageUrl = n.imageUrl;
    return network;
  }),
);

export interface Network {
  id: number | string;
  caipNetworkId: `${string}:${string}`;
  chainNamespace: ChainNamespace;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: { default: { http: string[]; webSocket?: string[] } };
  blockExplorers?: { default: { name: string; url: string } };
  testnet: boolean;
  imageUrl?: string;
}

/** A network in a namespace only a WalletConnect session serves (SPEC §4), kept apart from `networks`. */
export interface UniversalNetwork {
  caipNetworkId: `${string}:${string}`;
  chainNamespace: UniversalNamespace;
  name: string;
  rpcUrl: string;
}

export interface Features {
  swaps: boolean;
  onramp: boolean;
  receive: boolean;
  send: boolean;
  email: boolean;
  history: boolean;
  analytics: boolean;
  allWallets: boolean;
  legalCheckbox: boolean;
  smartSessions: boolean;
  collapseWallets: boolean;
  socials: SocialProvider[];
  connectMethodsOrder: ConnectMethod[];
}

/** SPEC §1: these are on by default; legal checkbox, smart sessions and collapse wallets are off. */
export const DEFAULT_FEATURES: Features = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  socials: [...SOCIAL_PROVIDERS],
  connectMethodsOrder: [...CONNECT_METHODS],
};

export interface Endpoints {
  blockchainApi: string;
  catalogApi: string;
  analyticsApi: string;
  secureSite: string;
  relay: string;
}

/** Wire-compatible hosted services; every one can be pointed elsewhere (the sandbox, a proxy). */
export const DEFAULT_ENDPOINTS: Endpoints = {
  blockchainApi: 'https://rpc.walletconnect.org',
  catalogApi: 'https://api.web3modal.org',
  analyticsApi: 'https://pulse.walletconnect.org',
  secureSite: 'https://secure.walletconnect.org',
  relay: 'wss://relay.walletconnect.org',
};

const featuresInput = z.strictObject({
  swaps: z.optional(z.boolean()),
  onramp: z.optional(z.boolean()),
  receive: z.optional(z.boolean()),
  send: z.optional(z.boolean()),
  email: z.optional(z.boolean()),
  history: z.optional(z.boolean()),
  analytics: z.optional(z.boolean()),
  allWallets: z.optional(z.boolean()),
  legalCheckbox: z.optional(z.boolean()),
  smartSessions: z.optional(z.boolean()),
  collapseWallets: z.optional(z.boolean()),
  socials: z.optional(z.union([z.array(z.enum(SOCIAL_PROVIDERS)), z.literal(false)])),
  connectMethodsOrder: z.optional(
    z.array(z.enum(CONNECT_METHODS)).check(
      z.minLength(1),
      z.refine((list) => new Set(list).size === list.length, 'must not repeat a method'),
    ),
  ),
});

const metadataInput = z.object({
  name: nonEmpty(),
  description: z._default(z.string(), ''),
  url: httpUrl,
  icons: z._default(z.array(httpUrl), []),
});

/** SPEC §1 siwx / siweConfig: the plain settings are checked here; a site's functions stay out of the store (deps). */
const siwxInput = z.looseObject({
  required: z.optional(z.boolean()),
  server: z.optional(httpUrl),
  statement: z.optional(z.string()),
  expiresInSeconds: z.optional(z.int().check(z.gte(1))),
  resources: z.optional(z.array(z.string())),
  keepSessionsOnDisconnect: z.optional(z.boolean()),
});

export const optionsInputSchema = z.looseObject({
  projectId: z.optional(z.string()),
  networks: z.array(networkInput).check(z.minLength(1, 'needs at least one network')),
  defaultNetwork: z.optional(caipNetworkId),
  metadata: z.optional(metadataInput),
  features: z.optional(featuresInput),
  themeMode: z.optional(z.enum(['light', 'dark', 'system'])),
  /** The language to show (a shipped BCP-47 code, or one whose language is shipped); the browser's when absent */
  locale: z.optional(localeTag),
  /** The site's own texts, by shipped locale code then string key (`{ en: { 'title.Connect': 'Sign in' } }`) */
  strings: z.optional(stringOverrides),
  themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  debug: z.optional(z.boolean()),
  headless: z.optional(z.boolean()),
  disableAppend: z.optional(z.boolean()),
  enableNetworkSwitch: z.optional(z.boolean()),
  allowUnsupportedChain: z.optional(z.boolean()),
  endpoints: z.optional(
    z.strictObject({
      blockchainApi: z.optional(httpUrl),
      catalogApi: z.optional(httpUrl),
      analyticsApi: z.optional(httpUrl),
      secureSite: z.optional(httpUrl),
      relay: z.optional(wsUrl),
    }),
  ),
  /** CAIP-2 ids of the networks swaps are offered on; SPEC §9's list when absent */
  swapNetworks: z.optional(z.array(caipNetworkId)),
  includeWalletIds: z.optional(z.array(z.string())),
  excludeWalletIds: z.optional(z.array(z.string())),
  featuredWalletIds: z.optional(z.array(z.string())),
  /** SPEC §4 "the configured default": the account type a namespace switches to once on connect */
  defaultAccountTypes: z.optional(
    z.strictObject({
      eip155: z.optional(z.enum(['eoa', 'smartAccount'])),
      solana: z.optional(z.enum(['eoa', 'smartAccount'])),
      polkadot: z.optional(z.enum(['eoa'])),
      bip122: z.optional(z.enum(['payment'])),
    }),
  ),
  /** SPEC §1 legal checkbox: the pages its text links to */
  termsConditionsUrl: z.optional(httpUrl),
  privacyPolicyUrl: z.optional(httpUrl),
  siweConfig: z.optional(siwxInput),
  siwx: z.optional(siwxInput),
  sdkType: z.optional(z.string()),
  sdkVersion: z.optional(z.string()),
  /** SPEC §7: sent as the `clientId` query of blockchain-API requests when configured */
  clientId: z.optional(z.string().check(z.minLength(1))),
  /**
   * Names this instance among the site's others (letters, digits, `-`, `_`): what it stores (its
   * connection, preferences, caches) and its WalletConnect pairings and sessions are kept under keys of its own, so
   * two instances on one page never share a session and each restores its own after a reload
   */
  instanceId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ only (at most 64)'))),
  /** SPEC §1 adapter types: the adapter objects themselves never enter the store, only their types */
  adapters: z.optional(z.array(z.looseObject({ adapterType: z.string() }))),
});

/** An adapter as the options see it (src/adapter.ts adds how it binds to an instance). */
export interface AdapterDeclaration {
  readonly adapterType: AdapterType;
}

/** The named keys of a type, without the index signature a loose object's input carries (Omit over one keeps no name). */
type NamedKeys<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

export type WalletGateOptions = Omit<NamedKeys<z.input<typeof optionsInputSchema>>, 'adapters' | 'siwx' | 'siweConfig'> & {
  adapters?: AdapterDeclaration[];
  siwx?: SiwxOption;
  siweConfig?: SiweConfigOption;
};

/** The serializable part of the siwx / siweConfig option. */
export interface SiwxSettings {
  required: boolean;
  /** the default implementation's server, or null (the site's functions answer) */
  server: string | null;
  statement: string | null;
  expiresInSeconds: number;
  resources: string[];
  /** Disconnect leaves the sign-in sessions on the backend (by default it revokes them: the visitor is signed out) */
  keepSessionsOnDisconnect: boolean;
  /** given as the older siweConfig (EIP-4361 only) */
  legacy: boolean;
}

interface AppMetadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

/** The serializable, validated configuration kept in the `options` slice. */
export interface ValidOptions {
  projectId: string;
  networks: Network[];
  defaultNetwork: string;
  metadata: AppMetadata | null;
  features: Features;
  debug: boolean;
  headless: boolean;
  disableAppend: boolean;
  enableNetworkSwitch: boolean;
  allowUnsupportedChain: boolean;
  endpoints: Endpoints;
  /** the networks swaps are offered on; null: SPEC §9's list (src/core/swap.ts, loaded with the swap feature) */
  swapNetworks: string[] | null;
  includeWalletIds: string[];
  excludeWalletIds: string[];
  featuredWalletIds: string[];
  /** SPEC §4: the preferred account type per namespace, the site's choice over §4's defaults */
  defaultAccountTypes: Record<ChainNamespace, AccountType>;
  /** the legal checkbox's links (features.legalCheckbox) */
  legal: { termsConditionsUrl: string | null; privacyPolicyUrl: string | null };
  siwxEnabled: boolean;
  /** SPEC §1 sign-in with a wallet, when the site turned it on */
  siwx: SiwxSettings | null;
  sdkType: string;
  sdkVersion: string;
  /** SPEC §7 clientId query: present only when the site configured one */
  clientId?: string;
  /** The site's name for this instance, when it gave one (its WalletConnect storage prefix) */
  instanceId?: string;
  /** The language the site asked for (a tag); the browser's languages when absent */
  locale?: string;
  /** The site's own texts, by language tag then string key */
  strings?: Record<string, Record<string, string>>;
  /** SPEC §1: the adapter types the site chose; none means `universal` (WalletGate's own connectors) */
  adapterTypes: AdapterType[];
  /** With no adapter, networks of SPEC §4's other namespaces, served only through a WalletConnect session */
  walletConnectNetworks: UniversalNetwork[];
}

export type OptionsResult =
  | {
      ok: true;
      options: ValidOptions;
      themeMode?: 'light' | 'dark' | 'system';
      themeVariables?: Record<string, string | number>;
      alerts: ErrorInfo[];
    }
  | { ok: false; error: ErrorInfo };

export function describeIssue(issue: z.core.$ZodIssue): ErrorInfo {
  const path = issue.path.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)),
    '',
  );
  return invalidOption(path || 'options', issue.message);
}

/** SPEC §5: an option that breaks a rule; the rule is said in the options' own (English) terms. */
const invalidOption = (path: string, detail: string): ErrorInfo => msg('invalidOption', { path, detail });

/** not SPEC: why a network in a namespace WalletGate cannot serve is refused (SPEC §5 "an adapter must exist"). */
export const unservedNamespace = (path: string, namespace: string, served: readonly string[] = CHAIN_NAMESPACES): ErrorInfo =>
  invalidOption(path, `no adapter serves the namespace '${namespace}' (${served.join(', ')})`);

/** Validates what a site passed; never throws. `served`: the namespaces the instance's chain drivers serve. */
export function parseOptions(input: unknown, served: readonly string[] = CHAIN_NAMESPACES): OptionsResult {
  const parsed = optionsInputSchema.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { ok: false, error: first ? describeIssue(first) : invalidOption('options', 'invalid') };
  }
  const o = parsed.data;
  if (o.siweConfig !== undefined && o.siwx !== undefined) {
    return { ok: false, error: msg('APKT002', { detail: 'Cannot set both `siweConfig` and `siwx` options. Use only one of them.' }) };
  }
  const adapterTypes = (o.adapters ?? []).map((a) => a.adapterType);
  // with no adapter (universal), SPEC §4's other namespaces are served by a WalletConnect session
  const universal = adapterTypes.every((t) => t === 'universal');
  const walletConnectOnly = (n: Network) => universal && isUniversalNamespace(n.chainNamespace) && n.caipNetworkId.startsWith(`${n.chainNamespace}:`);
  // SPEC §1, §5: a network in a namespace nothing can serve (no adapter, no wallet connection) is refused
  const unserved = o.networks.findIndex(
    (n) => !walletConnectOnly(n) && (!served.includes(n.chainNamespace) || !n.caipNetworkId.startsWith(`${n.chainNamespace}:`)),
  );
  if (unserved >= 0) {
    const namespace = o.networks[unserved]!.caipNetworkId.split(':')[0]!;
    return { ok: false, error: unservedNamespace(`networks[${unserved}]`, namespace, served) };
  }
  const walletConnectNetworks: UniversalNetwork[] = o.networks.filter(walletConnectOnly).map((n) => ({
    caipNetworkId: n.caipNetworkId,
    chainNamespace: n.chainNamespace as string as UniversalNamespace,
    name: n.name,
    rpcUrl: n.rpcUrls.default.http[0]!,
  }));
  const networks = o.networks.filter((n) => !walletConnectOnly(n));
  if (networks.length === 0) {
    return { ok: false, error: invalidOption('networks', `needs at least one network in ${served.join(', ')}`) };
  }
  // indexes, not find(): a host page's old Array.prototype.find polyfill answers null, not undefined, for "none"
  const unknownAt = adapterTypes.findIndex((t) => !(ADAPTER_TYPES as readonly string[]).includes(t));
  const repeatedAt = adapterTypes.findIndex((t, i) => adapterTypes.indexOf(t) !== i);
  if (unknownAt >= 0 || repeatedAt >= 0) {
    const why = unknownAt >= 0 ? `unknown adapter type \`${adapterTypes[unknownAt]}\` (one of ${ADAPTER_TYPES.join(', ')})` : `two adapters of type \`${adapterTypes[repeatedAt]}\``;
    return { ok: false, error: msg('APKT002', { detail: why }) };
  }
  const ids = new Set(networks.map((n) => n.caipNetworkId));
  if (o.defaultNetwork && !ids.has(o.defaultNetwork as Network['caipNetworkId'])) {
    return { ok: false, error: invalidOption('defaultNetwork', 'must be one of `networks`') };
  }
  const siwx = o.siwx ?? o.siweConfig;
  // the default implementation needs its server; a site's own backend needs these three functions instead
  const own = o.siwx ? ['getNonce', 'verify', 'getSessions'] : ['getNonce', 'verifyMessage', 'getSession'];
  if (siwx && !siwx.server && !own.every((name) => typeof siwx[name] === 'function')) {
    const path = o.siwx ? 'siwx' : 'siweConfig';
    return { ok: false, error: invalidOption(`${path}.server`, `needed unless ${own.join(', ')} are given`) };
  }
  const alerts: ErrorInfo[] = [];
  if (!o.projectId) {
    alerts.push(msg('APKT001'));
  }
  const f = o.features ?? {};
  const features: Features = {
    ...DEFAULT_FEATURES,
    ...f,
    socials: f.socials === false ? [] : (f.socials ?? DEFAULT_FEATURES.socials),
    connectMethodsOrder: f.connectMethodsOrder ?? DEFAULT_FEATURES.connectMethodsOrder,
  };
  const options: ValidOptions = {
    projectId: o.projectId ?? '',
    networks,
    defaultNetwork: o.defaultNetwork ?? networks[0]!.caipNetworkId,
    metadata: o.metadata ?? null,
    features,
    debug: o.debug ?? true,
    headless: o.headless ?? false,
    disableAppend: o.disableAppend ?? false,
    enableNetworkSwitch: o.enableNetworkSwitch ?? true,
    allowUnsupportedChain: o.allowUnsupportedChain ?? false,
    endpoints: { ...DEFAULT_ENDPOINTS, ...o.endpoints },
    swapNetworks: o.swapNetworks ?? null,
    includeWalletIds: o.includeWalletIds ?? [],
    excludeWalletIds: o.excludeWalletIds ?? [],
    featuredWalletIds: o.featuredWalletIds ?? [],
    defaultAccountTypes: { ...DEFAULT_ACCOUNT_TYPES, ...o.defaultAccountTypes },
    legal: { termsConditionsUrl: o.termsConditionsUrl ?? null, privacyPolicyUrl: o.privacyPolicyUrl ?? null },
    siwxEnabled: siwx !== undefined,
    siwx: siwx
      ? {
          required: siwx.required ?? false,
          server: siwx.server ?? null,
          statement: siwx.statement ?? null,
          expiresInSeconds: siwx.expiresInSeconds ?? DAY_S,
          resources: siwx.resources ?? [],
          keepSessionsOnDisconnect: siwx.keepSessionsOnDisconnect ?? false,
          legacy: o.siwx === undefined,
        }
      : null,
    sdkType: o.sdkType ?? SDK_TYPE,
    sdkVersion: o.sdkVersion ?? SDK_VERSION,
    ...(o.clientId ? { clientId: o.clientId } : {}),
    ...(o.instanceId ? { instanceId: o.instanceId } : {}),
    ...(o.locale ? { locale: o.locale } : {}),
    ...(o.strings ? { strings: o.strings } : {}),
    adapterTypes: adapterTypes.length > 0 ? (adapterTypes as AdapterType[]) : ['universal'],
    walletConnectNetworks,
  };
  return {
    ok: true,
    options,
    alerts,
    ...(o.themeMode ? { themeMode: o.themeMode } : {}),
    ...(o.themeVariables ? { themeVariables: o.themeVariables } : {}),
  };
}
