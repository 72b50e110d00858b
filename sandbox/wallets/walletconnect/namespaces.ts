/** What the sandbox WalletConnect wallet offers and how a proposal is shown and answered. */
import type { ProposalTypes, SessionTypes } from '@walletconnect/types';
import { buildApprovedNamespaces } from '@walletconnect/utils';
import { SOLANA_WALLET_METHODS } from './signingSolana';
import { POLKADOT_WALLET_METHODS } from './signingPolkadot';

export const WALLET_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'eth_chainId',
  'eth_accounts',
] as const;
export const WALLET_EVENTS = ['accountsChanged', 'chainChanged'] as const;

export const caip2 = (chainId: number): string => `eip155:${chainId}`;
export const caip10 = (chainId: number, address: string): string => `eip155:${chainId}:${address}`;
/** `eip155:31337` → 31337; anything else → undefined */
export const evmChainId = (caip: string): number | undefined => {
  const [ns, ref] = caip.split(':');
  const id = Number(ref);
  return ns === 'eip155' && Number.isInteger(id) && id > 0 ? id : undefined;
};

export interface ProposalView {
  id: number;
  dappName: string;
  dappUrl: string;
  dappIcons: string[];
  /** every chain the dapp asked for, required or optional */
  chains: string[];
  methods: string[];
  events: string[];
}

export function describeProposal(proposal: ProposalTypes.Struct): ProposalView {
  const all = [...Object.entries(proposal.requiredNamespaces ?? {}), ...Object.entries(proposal.optionalNamespaces ?? {})];
  const uniq = (xs: string[]) => [...new Set(xs)];
  return {
    id: proposal.id,
    dappName: proposal.proposer.metadata.name,
    dappUrl: proposal.proposer.metadata.url,
    dappIcons: proposal.proposer.metadata.icons ?? [],
    chains: uniq(all.flatMap(([key, ns]) => ns.chains ?? (key.includes(':') ? [key] : []))),
    methods: uniq(all.flatMap(([, ns]) => ns.methods ?? [])),
    events: uniq(all.flatMap(([, ns]) => ns.events ?? [])),
  };
}

/** The session namespaces for `address` on the wallet's chains that the proposal asked for. Throws (with
 * the library's message) when the proposal requires something the wallet cannot give. */
export function approvedNamespaces(
  proposal: ProposalTypes.Struct,
  chainIds: number[],
  address: string,
  /** the wallet's Solana cluster and account, offered when the proposal asks for solana */
  solana?: { caipNetworkId: string; address: string },
  /** the wallet's Polkadot accounts (CAIP-10, one per network), offered when the proposal asks for polkadot */
  polkadot?: { accounts: string[] },
  /** the wallet's Bitcoin networks and payment address, offered when the proposal asks for bip122 */
  bitcoin?: { chains: string[]; address: string; methods: string[] },
  /** the wallet's Cosmos networks and address, offered when the proposal asks for cosmos */
  cosmos?: { chains: string[]; address: string; methods: string[] },
): SessionTypes.Namespaces {
  return buildApprovedNamespaces({
    proposal,
    supportedNamespaces: {
      eip155: {
        chains: chainIds.map(caip2),
        methods: [...WALLET_METHODS],
        events: [...WALLET_EVENTS],
        accounts: chainIds.map((id) => caip10(id, address)),
      },
      ...(solana
        ? {
            solana: {
              chains: [solana.caipNetworkId],
              methods: [...SOLANA_WALLET_METHODS],
              events: ['accountsChanged'],
              accounts: [`${solana.caipNetworkId}:${solana.address}`],
            },
          }
        : {}),
      ...(polkadot?.accounts.length
        ? {
            polkadot: {
              chains: polkadot.accounts.map((a) => a.split(':').slice(0, 2).join(':')),
              methods: [...POLKADOT_WALLET_METHODS],
              events: ['chainChanged', 'accountsChanged'],
              accounts: polkadot.accounts,
            },
          }
        : {}),
      ...(bitcoin
        ? {
            bip122: {
              chains: bitcoin.chains,
              methods: bitcoin.methods,
              events: ['bip122_addressesChanged'],
              accounts: bitcoin.chains.map((c) => `${c}:${bitcoin.address}`),
            },
          }
        : {}),
      ...(cosmos
        ? {
            cosmos: {
              chains: cosmos.chains,
              methods: cosmos.methods,
              events: ['chainChanged', 'accountsChanged'],
              accounts: cosmos.chains.map((c) => `${c}:${cosmos.address}`),
            },
          }
        : {}),
    },
  });
}

/** The same namespaces with every account replaced by `address`, and `chainId` added if missing. */
export function withAccount(namespaces: SessionTypes.Namespaces, address: string, addChainId?: number): SessionTypes.Namespaces {
  const eip155 = namespaces.eip155;
  if (!eip155) return namespaces;
  const chains = [...new Set([...(eip155.chains ?? eip155.accounts.map((a) => a.split(':').slice(0, 2).join(':'))), ...(addChainId ? [caip2(addChainId)] : [])])];
  return { ...namespaces, eip155: { ...eip155, chains, accounts: chains.map((c) => `${c}:${address}`) } };
}

export function sessionChainIds(session: SessionTypes.Struct): number[] {
  const ns = session.namespaces.eip155;
  const chains = ns?.chains ?? ns?.accounts.map((a) => a.split(':').slice(0, 2).join(':')) ?? [];
  return [...new Set(chains.map(evmChainId).filter((id): id is number => id !== undefined))];
}
