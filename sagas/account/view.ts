/**
 * What the visitor has in view in the account area decides what is fetched, here and not in the views: a
 * view only renders, so Redux DevTools can re-render any recorded state without a request leaving the page.
 * After every action this saga reads what is in view (the open modal's view, the Account tab, the network and
 * account) and, when that changed, asks the flows for it. The flows keep their own rules: the 30 s portfolio
 * cache and retry block (SPEC §9, balances.ts), SPEC §3 lastNetworkInView for Activity, NFTs' owner key.
 */
import { actionChannel, put, select, take } from 'redux-saga/effects';
import { buffers, type Channel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { selectAccount, selectAccountInfo, selectActiveNetwork, selectConfig, selectCurrentNamespace, selectIsOpen, selectView, type WalletGateRootState } from '../../slices';
import { sendOpened, tokenBalancesRequested } from '../../slices/send';
import { swapOpened } from '../../slices/swapRequests';
import { hasBalances } from '../../src/core/balances';
import { nftsRequested, selectActivityOutdated, selectNftsKeyInView, selectNftsOutdated, transactionsRequested } from '../../slices/transactions';

/** The account tabs in their order on screen (Activity only with the history feature), as AccountTabs shows them. */
const TABS = ['tokens', 'nfts', 'activity'] as const;

type InView =
  | { panel: 'tokens' | 'send'; network: string | null; address: string | null }
  | { panel: 'swap'; view: 'Swap' | 'SwapPreview'; network: string | null; address: string | null }
  | { panel: 'nfts'; key: string | null; outdated: boolean }
  | { panel: 'activity'; network: string | null; address: string | null; outdated: boolean };

/** What the account area shows now, or null when it shows none of its data. */
function selectAccountInView(state: WalletGateRootState): InView | null {
  if (!selectIsOpen(state)) return null;
  const view = selectView(state);
  const network = selectActiveNetwork(state)?.caipNetworkId ?? null;
  const { address } = selectAccountInfo(state);
  if (view === 'WalletSend') return { panel: 'send', network, address };
  if (view === 'Swap' || view === 'SwapPreview') return { panel: 'swap', view, network, address };
  if (view !== 'Account') return null;
  // SPEC §6: balances and activity only where they are enabled (a Bitcoin or Polkadot account shows no assets)
  const namespace = selectCurrentNamespace(state);
  if (!hasBalances(namespace)) return null;
  const count = selectConfig(state)?.features.history ? TABS.length : TABS.length - 1;
  const current = selectAccount(state, namespace)?.currentTab ?? 0;
  const tab = TABS[Math.min(Math.max(current, 0), count - 1)]!;
  if (tab === 'nfts') return { panel: 'nfts', key: selectNftsKeyInView(state), outdated: selectNftsOutdated(state) };
  if (tab === 'activity') return { panel: 'activity', network, address, outdated: selectActivityOutdated(state) };
  return { panel: 'tokens', network, address };
}

const same = (a: InView | null, b: InView | null) => JSON.stringify(a) === JSON.stringify(b);

/** The request for what came into view, if it needs one. */
function requestFor(shown: InView): Action | null {
  switch (shown.panel) {
    case 'tokens':
      // entering Tokens always asks; the balances saga answers from its 30 s cache when it can (SPEC §9)
      return shown.network && shown.address ? tokenBalancesRequested() : null;
    case 'send':
      return sendOpened();
    case 'swap':
      return swapOpened();
    case 'nfts':
      return shown.outdated ? nftsRequested() : null;
    case 'activity':
      // SPEC §3 lastNetworkInView: another network or account in view (or a send since) starts the list over
      return shown.outdated && shown.network && shown.address ? transactionsRequested() : null;
  }
}

export function* watchAccountInView() {
  // Only "something happened" matters (the state is read afresh), so one slot is enough and none is missed
  // while this saga's own request is being dispatched.
  const changes: Channel<Action> = yield actionChannel('*', buffers.sliding(1));
  let last: InView | null = null;
  while (true) {
    const shown: InView | null = yield select(selectAccountInView);
    if (!same(shown, last)) {
      last = shown;
      const request = shown ? requestFor(shown) : null;
      if (request) yield put(request);
    }
    yield take(changes);
  }
}
