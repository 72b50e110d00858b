/**
 * The embedded wallet on Solana: when the site configured Solana networks, a login also connects
 * the solana namespace through the AUTH connector — the frame's Solana account for the active (or first)
 * Solana network, a SolanaTransport over the embedded provider registered in `deps.solana`, so
 * `getWalletProvider('solana')` and Send on Solana sign through the frame after the visitor approves.
 */
import { call, put, select } from 'redux-saga/effects';
import { restoreFailed, selectRequestedNetworks } from '../../../slices';
import { selectNetworkIn } from '../../../slices/networkIn';
import { AUTH_CONNECTOR_ID } from '../../../src/core/embedded';
import type { Network } from '../../../src/core/options';
import { isSolanaAddress } from '../../../src/core/solana';
import { walletErrorWords } from '../../../src/core/errors/wallet';
import { embeddedSolanaTransport } from '../../../src/services/embedded/solana';
import { connectSolana } from './flows';
import { ask, type EmbeddedContext } from '../../embedded/context';
import type { EmbeddedPart } from '../driver';

/**
 * Connects the solana namespace with the frame's Solana account; a failure leaves eip155 connected and is logged.
 * `restore`: the login was remembered and the solana namespace was connected through it before the reload (SPEC §4):
 * connected again silently, or marked failed so the restore does not wait on it. True when it connected.
 */
function* connectEmbeddedSolana(ctx: EmbeddedContext, { restore }: { restore: boolean }) {
  const network: Network | null = yield select(selectNetworkIn, 'solana');
  if (!network) {
    if (restore) yield put(restoreFailed({ namespace: 'solana' }));
    return false;
  }
  try {
    const user = yield* ask(ctx, 'GET_USER', { chainId: network.caipNetworkId });
    if (!isSolanaAddress(user.address)) throw new Error('The secure frame has no Solana account for this network.');
    const chains = (yield select(selectRequestedNetworks) as unknown) as Network[];
    const transport = embeddedSolanaTransport(
      ctx.bridge.provider,
      user.address,
      chains.filter((n) => n.chainNamespace === 'solana').map((n) => n.caipNetworkId),
    );
    ctx.deps.solana.set(AUTH_CONNECTOR_ID, { transport });
    const done: boolean = yield call(connectSolana, ctx.deps, AUTH_CONNECTOR_ID, { silent: restore });
    return done;
  } catch (error) {
    ctx.deps.solana.delete(AUTH_CONNECTOR_ID);
    if (restore) yield put(restoreFailed({ namespace: 'solana' }));
    ctx.deps.logger.warn('[WalletGate] the embedded wallet could not connect on Solana', walletErrorWords(error));
    return false;
  }
}

/** The embedded wallet's solana side (ChainFlows.embedded), loaded with the embedded wallet's flows. */
export const solanaEmbedded: EmbeddedPart = { join: connectEmbeddedSolana };

/** The CAIP-2 id a Solana request goes to: the active Solana network, else the first configured. */
export function* solanaRequestChain() {
  const network: Network | null = yield select(selectNetworkIn, 'solana');
  return network?.caipNetworkId ?? null;
}
