import { lazy, Suspense, type ReactElement } from 'react';
import type { NamespaceAccount } from '../../../../slices';

// With the embedded views' chunk: accounts of other wallets never load it.
const EmbeddedAccountActions = lazy(() =>
  import(/* webpackChunkName: "wg-view-embedded" */ '../Embedded/AccountActions').then((m) => ({ default: m.EmbeddedAccountActions })),
);

interface EmbeddedActionsSlotProps {
  account: NamespaceAccount;
}

/** The embedded wallet's account actions (Update email, account type), shown only for the AUTH connector. */
export function EmbeddedActionsSlot({ account }: EmbeddedActionsSlotProps): ReactElement | null {
  if (account.connectedWalletInfo?.type !== 'AUTH') return null;
  return (
    <Suspense fallback={null}>
      <EmbeddedAccountActions />
    </Suspense>
  );
}
