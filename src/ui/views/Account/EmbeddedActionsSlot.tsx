import { Suspense, type ReactElement } from 'react';
import { ChunkBoundary } from '../../components/ChunkBoundary';
import { lazyView } from '../lazyView';
import type { NamespaceAccount } from '../../../../slices';

// With the embedded views' chunk: accounts of other wallets never load it.
const EmbeddedAccountActions = lazyView(() => import(/* webpackChunkName: "wg-view-embedded" */ '../Embedded/AccountActions').then((m) => m.EmbeddedAccountActions));
const EmbeddedWalletLabel = lazyView(() => import(/* webpackChunkName: "wg-view-embedded" */ '../Embedded/AccountActions').then((m) => m.EmbeddedWalletLabel));

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

interface WalletLabelProps {
  name: string;
  type: string | undefined;
}

/** The wallet's name under its avatar; the embedded wallet says which login it is ("Google · name"). */
export function WalletLabel({ name, type }: WalletLabelProps): ReactElement {
  const plain = <p className="wg-small wg-muted">{name}</p>;
  if (type !== 'AUTH') return plain;
  return (
    <ChunkBoundary fallback={() => plain}>
      <Suspense fallback={plain}>
        <EmbeddedWalletLabel />
      </Suspense>
    </ChunkBoundary>
  );
}
