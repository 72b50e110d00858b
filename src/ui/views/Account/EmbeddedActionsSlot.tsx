import { Suspense, type ReactElement } from 'react';
import { ChunkBoundary } from '../../components/ChunkBoundary';
import { lazyView } from '../lazyView';
import type { NamespaceAccount } from '../../../../slices';

// With the embedded views' chunk: accounts of other wallets never load it.
const EmbeddedAccountActions = lazyView(() => import(/* webpackChunkName: "wg-view-embedded" */ '../Embedded/AccountActions').then((m) => m.EmbeddedAccountActions));

interface EmbeddedActionsSlotProps {
  account: NamespaceAccount;
}

/** The embedded wallet's account actions (Update email, account type), shown only for the AUTH connector. */
export function EmbeddedActionsSlot({ account }: EmbeddedActionsSlotProps): ReactElement | null {
  if (account.connectedWalletInfo?.type !== 'AUTH') return null;
  return (
    <ChunkBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <EmbeddedAccountActions />
      </Suspense>
    </ChunkBoundary>
  );
}
