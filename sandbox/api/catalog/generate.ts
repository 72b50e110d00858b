import { createHash } from 'node:crypto';
import type { WalletEntry } from '../../../src/core/api';

export interface CatalogOptions {
  /** CAIP-2 ids of the sandbox EVM chains */
  evmChains: string[];
  /** CAIP-2 id of the sandbox Solana cluster */
  solanaChain: string;
  /** the WalletConnect sandbox wallet page */
  walletConnectWalletUrl: string;
  /** how many generated entries besides the sandbox wallets; default 1,200 */
  size?: number;
}

/** rdns of the injected sandbox wallets (sandbox/wallets) */
const SANDBOX_WALLET_RDNS = 'dev.walletgate.sandbox';
const LEGACY_WALLET_RDNS = 'dev.walletgate.legacy';

const PREFIXES = [
  'Amber', 'Apex', 'Arc', 'Atlas', 'Aurora', 'Beacon', 'Birch', 'Blue', 'Bolt', 'Brisk', 'Cedar', 'Cinder', 'Cobalt',
  'Comet', 'Coral', 'Crest', 'Crystal', 'Delta', 'Drift', 'Echo', 'Ember', 'Falcon', 'Fern', 'Flint', 'Frost', 'Gale',
  'Granite', 'Harbor', 'Haven', 'Helix', 'Iris', 'Ivy', 'Jade', 'Juniper', 'Kestrel', 'Lark', 'Lumen', 'Lunar', 'Maple',
  'Meadow', 'Nimbus', 'Nova', 'Oak', 'Onyx', 'Orbit', 'Pebble', 'Pine', 'Prism', 'Quartz', 'Quill', 'Raven', 'Ridge',
  'Sable', 'Sage', 'Solar', 'Spruce', 'Summit', 'Tidal', 'Topaz', 'Umber', 'Vale', 'Vertex', 'Willow', 'Zephyr',
];
const SUFFIXES = ['Wallet', 'Vault', 'Keys', 'Pay', 'Safe', 'Pocket', 'Purse', 'Ledger', 'Pass', 'Hub', 'Box', 'Key', 'Link', 'Wave', 'Nest', 'Dock', 'Port', 'Chest', 'Mint'];

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
/** image ids look like the hosted ones (UUIDs) */
const uuidFrom = (h: string) => `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

function entry(fields: Partial<WalletEntry> & Pick<WalletEntry, 'id' | 'name' | 'order' | 'chains'>): WalletEntry {
  const { id, name, ...rest } = fields;
  return {
    id,
    name,
    homepage: `https://${slug(name)}.example`,
    image_id: uuidFrom(sha(`image:${id}`)),
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    chrome_store: null,
    app_type: 'wallet',
    rdns: null,
    injected: null,
    badge_type: 'none',
    ...rest,
  };
}

/** The catalogue: the sandbox's own wallets first, then `size` deterministically generated ones. */
export function generateCatalog(opts: CatalogOptions): WalletEntry[] {
  const size = opts.size ?? 1200;
  const allSandbox = ['eip155:1', ...opts.evmChains, opts.solanaChain];
  const wc = opts.walletConnectWalletUrl;
  const wallets: WalletEntry[] = [
    entry({
      id: sha('walletgate:sandbox-wallet'),
      name: 'Sandbox Wallet',
      order: 1,
      chains: allSandbox,
      rdns: SANDBOX_WALLET_RDNS,
      injected: [
        { namespace: 'eip155', injected_id: SANDBOX_WALLET_RDNS },
        { namespace: 'solana', injected_id: SANDBOX_WALLET_RDNS },
      ],
      homepage: 'https://walletgate.dev/sandbox',
      badge_type: 'certified',
    }),
    entry({
      id: sha('walletgate:sandbox-walletconnect'),
      name: 'Sandbox WalletConnect',
      order: 2,
      chains: allSandbox,
      mobile_link: wc,
      desktop_link: wc,
      webapp_link: wc,
      homepage: wc,
      badge_type: 'certified',
    }),
    entry({
      id: sha('walletgate:legacy-wallet'),
      name: 'Legacy Sandbox Wallet',
      order: 3,
      chains: ['eip155:1', ...opts.evmChains],
      rdns: LEGACY_WALLET_RDNS,
      injected: [{ namespace: 'eip155', injected_id: LEGACY_WALLET_RDNS }],
      homepage: 'https://walletgate.dev/legacy',
    }),
  ];

  for (let i = 0; i < size; i++) {
    const prefix = PREFIXES[i % PREFIXES.length] as string;
    const suffix = SUFFIXES[Math.floor(i / PREFIXES.length) % SUFFIXES.length] as string;
    const round = Math.floor(i / (PREFIXES.length * SUFFIXES.length));
    const name = round === 0 ? `${prefix} ${suffix}` : `${prefix} ${suffix} ${round + 1}`;
    const h = sha(`walletgate:generated:${i}`);
    const roll = parseInt(h.slice(0, 8), 16);
    const s = slug(name);
    const chains = ['eip155:1'];
    if (roll % 5 !== 0) chains.push(...opts.evmChains);
    if (roll % 3 === 0) chains.push(opts.solanaChain);
    if (roll % 7 === 0) chains.push('eip155:137', 'eip155:8453');
    const hasRdns = roll % 2 === 0;
    const rdns = hasRdns ? `com.${s}` : null;
    const kind = roll % 4;
    wallets.push(
      entry({
        id: h,
        name,
        order: wallets.length + 1,
        chains,
        rdns,
        injected: hasRdns ? [{ namespace: 'eip155', injected_id: rdns as string }] : null,
        mobile_link: kind !== 3 ? `${s}://` : null,
        desktop_link: kind === 1 || kind === 2 ? `${s}-desktop://` : null,
        webapp_link: kind === 3 ? `https://app.${s}.example/` : null,
        app_store: kind !== 3 ? `https://apps.example/${s}` : null,
        play_store: kind !== 3 ? `https://play.example/${s}` : null,
        chrome_store: hasRdns ? `https://extensions.example/${s}` : null,
        app_type: roll % 11 === 0 ? 'hybrid' : 'wallet',
        badge_type: i < 12 ? 'certified' : 'none',
      }),
    );
  }
  return wallets;
}
