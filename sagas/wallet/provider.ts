/** Small helpers every wallet flow shares: calling a provider, and establishing or tearing down a connection. */
import { call, put, select } from 'redux-saga/effects';
import { connected, disconnected, selectConnectorById, selectMergedConnectors, type AccountListType } from '../../slices';
import type { ChainNamespace } from '../../src/core/caip';
import type { Eip1193Provider } from '../../src/services/providers';
import type { Connector } from '../../src/core/connectors';
import { accountsRefusal, accountsSchema, chainIdSchema } from '../channels/eip1193';
import { parseChainId } from '../../src/core/chainId';

export function request<T = unknown>(provider: Eip1193Provider, method: string, params?: unknown[]): Promise<T> {
  return provider.request(params === undefined ? { method } : { method, params }) as Promise<T>;
}

/** eth_requestAccounts / eth_accounts, checked: anything but a list of addresses is an error. */
export function* readAccounts(provider: Eip1193Provider, method: 'eth_requestAccounts' | 'eth_accounts') {
  const raw: unknown = yield call(request, provider, method);
  const parsed = accountsSchema.safeParse(raw);
  if (!parsed.success) throw Object.assign(new Error(accountsRefusal(raw, method) ?? `The wallet answered ${method} badly`), { code: -32603 });
  return parsed.data;
}

export function* readChainId(provider: Eip1193Provider) {
  const raw: unknown = yield call(request, provider, 'eth_chainId');
  const parsed = chainIdSchema.safeParse(raw);
  const chainId = parsed.success ? parseChainId(parsed.data) : undefined;
  if (chainId === undefined) throw Object.assign(new Error('The wallet answered eth_chainId with something that is not a chain id'), { code: -32603 });
  return chainId;
}

export interface Establish {
  namespace: ChainNamespace;
  connectorId: string;
  accounts: string[];
  chainId: number | string;
  /** the network's CAIP-2 id when it is not `<namespace>:<chainId>` */
  caipNetworkId?: string;
  /** a restored connection does not count as a newly used wallet */
  restored: boolean;
  /** the wallet behind a connector that stands for many (WalletConnect: the session's peer) */
  wallet?: { name: string; icon?: string };
  /** the accounts with their types, when the wallet says them (bip122: payment and ordinals) */
  typedAccounts?: { address: string; type: AccountListType }[];
}

/** What a wallet that said yes is, as one `connected` event (SPEC §4): the slices that care take their part of it. */
export function* establishConnection({ namespace, connectorId, accounts, chainId, caipNetworkId: givenNetworkId, restored, wallet, typedAccounts }: Establish) {
  const connector: Connector | undefined = yield select(selectConnectorById, connectorId);
  const address = accounts[0]!;
  const caipNetworkId = givenNetworkId ?? `${namespace}:${chainId}`;
  const walletInfo = {
    name: wallet?.name ?? connector?.name ?? connectorId,
    type: connector?.type ?? 'INJECTED',
    ...(wallet?.icon ? { icon: wallet.icon } : connector?.imageUrl ? { icon: connector.imageUrl } : {}),
    ...(connector?.rdns ? { rdns: connector.rdns } : {}),
  };
  // a multi-chain wallet is one recent wallet, under its merged entry's id (SPEC §3), whichever chain connected
  const merged: Connector[] = yield select(selectMergedConnectors);
  const owner = merged.find((c) => c.connectors?.some((p) => p.id === connectorId));
  // the embedded (AUTH) wallet is signed into, not picked from the wallet list: it is never a recent wallet;
  // a WalletConnect connection records the catalogue wallet picked, when it finishes (SPEC §4)
  const recent = !restored && connector?.type !== 'AUTH' && connector?.type !== 'WALLET_CONNECT';
  yield put(
    connected({
      namespace,
      connectorId,
      caipNetworkId,
      address,
      caipAddress: `${caipNetworkId}:${address}`,
      walletInfo,
      allAccounts: (typedAccounts ?? accounts).map((a) => (typeof a === 'string' ? { address: a, type: 'eoa' as const } : a)),
      ...(recent
        ? {
            recentWallet: {
              id: owner?.id ?? connectorId,
              name: walletInfo.name,
              ...(walletInfo.icon ? { imageUrl: walletInfo.icon } : {}),
              ...(walletInfo.rdns ? { rdns: walletInfo.rdns } : {}),
            },
          }
        : {}),
    }),
  );
}

/** The wallet let the site go, or the visitor disconnected: the slices reset their part of the namespace (SPEC §4). */
export function* tearDownConnection(namespace: ChainNamespace) {
  yield put(disconnected({ namespace }));
}
