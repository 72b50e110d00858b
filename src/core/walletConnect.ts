/** WalletConnect rules (SPEC §2, §4, §9) as pure functions: the connector, the proposal's namespaces, links, platforms. */
import { DEFAULT_ENDPOINTS, type Network, type UniversalNetwork, type ValidOptions } from './options';
import type { UniversalNamespace } from './caip';
import { THROWN } from './errors/thrown';
import { errorCode } from './errors/wallet';
import { POLKADOT_WC_EVENTS, POLKADOT_WC_METHODS } from './polkadotMethods';
import { BIP122_METHODS, BIP122_EVENTS } from './bip122';

export { WALLET_CONNECT_ID, WALLET_CONNECT_NAME } from './walletConnectConnector';

/** @walletconnect/utils getSdkError('USER_DISCONNECTED'): the reason a deleted session's disconnect carries (SPEC §4). */
export const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' } as const;
/** getSdkError('USER_REJECTED'): a wallet refusing the session proposal. */
const PROPOSAL_REJECTED_CODE = 5000;

/** What the site asks a wallet for on eip155 (SPEC §6: the wallet-side methods; reads go to the configured RPC). */
const EIP155_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_grantPermissions',
  'wallet_getAssets',
] as const;
const EIP155_EVENTS = ['accountsChanged', 'chainChanged'] as const;

/** What the site asks a wallet for on solana (SPEC §6: the Solana sign methods). */
const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
] as const;
const SOLANA_EVENTS = ['accountsChanged'] as const;

/**
 * What the site asks a wallet for on SPEC §4's other namespaces (universal): each chain's usual
 * WalletConnect methods and events. A request for another method goes to the network's RPC (UniversalProvider).
 */
const UNIVERSAL_WC: Record<UniversalNamespace, { methods: readonly string[]; events: readonly string[] }> = {
  algorand: { methods: ['algo_signTxn'], events: [] },
  cosmos: { methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'], events: ['chainChanged', 'accountsChanged'] },
  near: {
    methods: ['near_getAccounts', 'near_signIn', 'near_signOut', 'near_signTransaction', 'near_signTransactions', 'near_signMessage'],
    events: ['chainChanged', 'accountsChanged'],
  },
  tezos: { methods: ['tezos_getAccounts', 'tezos_send', 'tezos_sign'], events: [] },
  cip34: { methods: ['cardano_signTx', 'cardano_signData'], events: [] },
  elrond: { methods: ['erd_signTransaction', 'erd_signTransactions', 'erd_signMessage', 'erd_signLoginToken'], events: [] },
  multiversx: { methods: ['mvx_signTransaction', 'mvx_signTransactions', 'mvx_signMessage', 'mvx_signLoginToken'], events: [] },
};

export interface ProposalNamespace {
  chains: string[];
  methods: string[];
  events: string[];
  /** chain reference → RPC URL: UniversalProvider sends reads there instead of its hosted default */
  rpcMap: Record<string, string>;
}

/**
 * The optional namespaces of the session proposal: every configured eip155 network, `first` leading (the
 * provider's default chain), each with its configured RPC so no read leaves for a host the site did not name.
 */
export function proposalNamespaces(
  networks: readonly Network[],
  first?: string | null,
  /** The site's networks in SPEC §4's other namespaces (universal), each namespace proposed as well */
  universal: readonly UniversalNetwork[] = [],
): Record<string, ProposalNamespace> {
  const namespace = (chainNamespace: 'eip155' | 'solana' | 'polkadot' | 'bip122', methods: readonly string[], events: readonly string[]) => {
    const listed = networks.filter((n) => n.chainNamespace === chainNamespace);
    if (listed.length === 0) return {};
    const ordered = [...listed].sort((a, b) => Number(b.caipNetworkId === first) - Number(a.caipNetworkId === first));
    return {
      [chainNamespace]: {
        chains: ordered.map((n) => n.caipNetworkId),
        methods: [...methods],
        events: [...events],
        // keyed by the CAIP-2 reference (a chain id on eip155, the genesis-hash prefix on solana)
        rpcMap: Object.fromEntries(ordered.map((n) => [n.caipNetworkId.slice(chainNamespace.length + 1), n.rpcUrls.default.http[0]!])),
      },
    };
  };
  // the solana namespace only when the site configured Solana networks
  // and the polkadot namespace only when the site configured Polkadot networks
  return {
    ...namespace('eip155', EIP155_METHODS, EIP155_EVENTS),
    ...namespace('solana', SOLANA_METHODS, SOLANA_EVENTS),
    ...namespace('polkadot', POLKADOT_WC_METHODS, POLKADOT_WC_EVENTS),
    // and bip122 when the site configured Bitcoin networks
    ...namespace('bip122', BIP122_METHODS, BIP122_EVENTS),
    ...universalProposal(universal),
  };
}

function universalProposal(universal: readonly UniversalNetwork[]): Record<string, ProposalNamespace> {
  const out: Record<string, ProposalNamespace> = {};
  for (const n of universal) {
    const wc = UNIVERSAL_WC[n.chainNamespace];
    const entry = (out[n.chainNamespace] ??= { chains: [], methods: [...wc.methods], events: [...wc.events], rpcMap: {} });
    entry.chains.push(n.caipNetworkId);
    entry.rpcMap[n.caipNetworkId.slice(n.chainNamespace.length + 1)] = n.rpcUrl;
  }
  return out;
}

/** The CAIP-10 accounts a session holds in `namespace` (any namespace) and its chains, session order. */
export function sessionNamespace(namespaces: SessionNamespaces, namespace: string): { accounts: string[]; chains: string[] } {
  const ns = namespaces[namespace];
  if (!ns) return { accounts: [], chains: [] };
  const accounts = [...new Set(ns.accounts.filter((a) => a.startsWith(`${namespace}:`)))];
  const chains = [...new Set(ns.chains?.length ? ns.chains : accounts.map((a) => a.split(':').slice(0, 2).join(':')))];
  return { accounts, chains };
}

/** The Solana accounts a session holds (base58, session order, no repeats) and the chains they are on. */
export function sessionSolana(namespaces: SessionNamespaces): { accounts: string[]; chains: string[] } {
  const ns = namespaces.solana;
  if (!ns) return { accounts: [], chains: [] };
  const accounts = [...new Set(ns.accounts.filter((a) => a.startsWith('solana:')).map(toAddress).filter(Boolean))];
  const chains = [...new Set(ns.chains?.length ? ns.chains : ns.accounts.map((a) => a.split(':').slice(0, 2).join(':')))];
  return { accounts, chains };
}

/** A session's namespaces as far as the widget reads them. */
export type SessionNamespaces = Record<string, { accounts: string[]; chains?: string[] } | undefined>;

/** The eip155 chain ids a session approved (from `chains`, else from its CAIP-10 accounts). */
export function sessionChainIds(namespaces: SessionNamespaces): number[] {
  const ns = namespaces.eip155;
  if (!ns) return [];
  const refs = ns.chains?.length ? ns.chains.map((c) => c.split(':')[1]) : ns.accounts.map((a) => a.split(':')[1]);
  return [...new Set(refs.map(Number).filter((n) => Number.isInteger(n) && n > 0))];
}

/** The addresses a session holds on one eip155 chain, in the session's order, without repeats. */
export function sessionAddresses(namespaces: SessionNamespaces, chainId: number): string[] {
  const prefix = `eip155:${chainId}:`;
  const list = namespaces.eip155?.accounts.filter((a) => a.startsWith(prefix)).map((a) => a.slice(prefix.length)) ?? [];
  return [...new Set(list)];
}

/** Account ids as sent in an accountsChanged session event: CAIP-10 or plain addresses. */
export const toAddress = (account: string) => (account.includes(':') ? account.split(':')[2] ?? '' : account);

/**
 * SPEC §4: on Telegram or iOS Safari a connect while pairing is pending is deduplicated (their deep links
 * only open from the gesture that made the URI, so a second pairing would strand the first link).
 */
export function isPairingDeduplicated(env: { userAgent: string; telegram: boolean }): boolean {
  if (env.telegram) return true;
  const ua = env.userAgent;
  const ios = /iPhone|iPad|iPod/i.test(ua);
  const safari = /Safari/i.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|Chrome|Android/i.test(ua);
  return ios && safari;
}

const isHttpUrl = (url: string) => /^https?:\/\//i.test(url);

export const isMobileUserAgent = (ua: string) => /Android|iPhone|iPad|iPod|Mobile/i.test(ua);

/** Narrower than this, a coarse pointer is a phone's finger, not a touch laptop's (CSS px). */
const PHONE_MAX_WIDTH = 768;

/**
 * A phone: a mobile user agent, or a coarse pointer on a narrow screen. There a wallet's app is
 * opened by its mobile link, and a QR code to scan from the same screen is only a choice for a second device.
 */
export function isPhone(env: { userAgent: string; coarsePointer: boolean; width: number }): boolean {
  return isMobileUserAgent(env.userAgent) || (env.coarsePointer && env.width > 0 && env.width < PHONE_MAX_WIDTH);
}

/**
 * Where a wallet link opens: a custom scheme hands off to the app and leaves the page in place (`_self`); an
 * http(s) link (a universal link, a web wallet) would replace the site, so it opens in a new tab.
 */
export const linkTarget = (href: string): '_self' | '_blank' => (isHttpUrl(href) ? '_blank' : '_self');

/** A universal (https) link carrying the pairing URI: `<app>/wc?uri=…`. */
export function formatUniversalUrl(appUrl: string, wcUri: string): string {
  const base = appUrl.endsWith('/') ? appUrl : `${appUrl}/`;
  return `${base}wc?uri=${encodeURIComponent(wcUri)}`;
}

/** A native (custom scheme) link carrying the pairing URI: `<scheme>://wc?uri=…`; https links stay universal. */
export function formatNativeUrl(appUrl: string, wcUri: string): string {
  if (isHttpUrl(appUrl)) return formatUniversalUrl(appUrl, wcUri);
  let base = appUrl.includes('://') ? appUrl : `${appUrl.replaceAll('/', '').replaceAll(':', '')}://`;
  if (!base.endsWith('/')) base = `${base}/`;
  return `${base}wc?uri=${encodeURIComponent(wcUri)}`;
}

/**
 * Where an instance's WalletConnect client keeps its pairings and sessions (UniversalProvider's
 * `customStoragePrefix`). Stable across reloads, so a session is restored, and its own per project and instance:
 * WalletConnect shares one global core, its storage and its relay socket between clients of the same prefix.
 */
export function walletConnectStoragePrefix(config: Pick<ValidOptions, 'projectId' | 'instanceId'>): string {
  return ['walletgate', config.projectId, config.instanceId].filter((part) => !!part).join(':');
}

/**
 * WalletConnect's own cloud services, used only where the site uses the hosted ones: telemetry when
 * analytics is on and goes to the hosted endpoint, domain verification when the relay is the hosted one.
 * Pointed at other endpoints (the sandbox, a proxy), nothing leaves for a host the site did not configure.
 */
export function walletConnectServices(config: Pick<ValidOptions, 'features' | 'endpoints'>): { telemetry: boolean; verify: boolean } {
  return {
    telemetry: config.features.analytics && config.endpoints.analyticsApi === DEFAULT_ENDPOINTS.analyticsApi,
    verify: config.endpoints.relay === DEFAULT_ENDPOINTS.relay,
  };
}

/** The visitor (or the wallet for them) said no: 4001 from a wallet, 5000 from a rejected proposal. */
export function isDeclined(error: unknown): boolean {
  const code = Number(errorCode(error));
  return code === 4001 || code === PROPOSAL_REJECTED_CODE;
}

/** The wallet app link the visitor chose ("Open"): kept as the deep-link choice once connected (SPEC §3, §4). */
export interface WalletLink {
  name: string;
  href: string;
}

/**
 * SPEC §4 (a provider emits `error`): a request's failure that is the provider failing, not the wallet answering.
 * Declined (4001), unauthorized (4100), unsupported (4200, -32601), bad params (-32602) and the batch and capability
 * refusals (5700–5760) are answers to that request alone; anything else (internal, disconnected, no answer) is emitted.
 */
export function isProviderFailure(error: unknown): boolean {
  const code = Number((error as { code?: unknown } | null)?.code);
  if ([4001, 4100, 4200, -32601, -32602].includes(code)) return false;
  return !(code >= 5700 && code <= 5760);
}

/** The relay's error in SPEC §8's words: WalletConnect's "closed abnormally with code: 3000 (reason)", trimmed. */
export function relayError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  const closed = /closed abnormally with code: (\d+)\s*(?:\((.*)\))?/.exec(message);
  return new Error(closed ? THROWN.socketClosedAbnormally(Number(closed[1]), closed[2]) : message);
}
