import { buffers, eventChannel, END } from 'redux-saga';
import { isHex } from 'viem';
import { z } from 'zod/mini';
import type { Eip1193Provider } from '../../src/services/providers';
import { parseChainId } from '../../src/core/chainId';
import { LIMITS } from '../../src/core/constants';
import { checksummedEvm } from '../../src/core/evmAddress';

// The wallet speaks for its own accounts: 20 bytes of hex in any case, its checksum not checked (Send checks what a
// person types) but made: what enters the state is the EIP-55 form, whatever case the wallet answered in.
const hexAddress = z.pipe(
  z.string().check(z.refine((v) => v.length === 42 && isHex(v, { strict: true }))),
  z.transform((v: string) => checksummedEvm(v)),
);
/**
 * A wallet's accounts, at most LIMITS.walletAccounts of them: a longer list is refused whole (its length is checked
 * before any element), never truncated — which of 200,000 accounts would be the visitor's is not ours to guess.
 */
const accountList = z.pipe(z.array(z.unknown()).check(z.maxLength(LIMITS.walletAccounts)), z.array(hexAddress));
// parseChainId decides what a chain id may look like
const chainId = z.union([z.string(), z.int().check(z.gte(0))]);

export type ProviderEvent =
  | { type: 'accountsChanged'; accounts: string[] }
  | { type: 'chainChanged'; chainId: number }
  | { type: 'disconnect' }
  | { type: 'malformed'; event: string };

/** A wallet's EIP-1193 events as a channel; each payload is checked, a malformed one is reported, not trusted. */
export function createProviderEventsChannel(provider: Eip1193Provider) {
  return eventChannel<ProviderEvent>((emit) => {
    const onAccounts = (accounts: unknown) => {
      const parsed = accountList.safeParse(accounts);
      emit(parsed.success ? { type: 'accountsChanged', accounts: parsed.data } : { type: 'malformed', event: 'accountsChanged' });
    };
    const onChain = (value: unknown) => {
      const parsed = chainId.safeParse(value);
      const n = parsed.success ? parseChainId(parsed.data) : undefined;
      emit(n === undefined ? { type: 'malformed', event: 'chainChanged' } : { type: 'chainChanged', chainId: n });
    };
    const onDisconnect = () => emit({ type: 'disconnect' });
    if (!provider.on) {
      queueMicrotask(() => emit(END));
      return () => {};
    }
    provider.on('accountsChanged', onAccounts);
    provider.on('chainChanged', onChain);
    provider.on('disconnect', onDisconnect);
    return () => {
      provider.removeListener?.('accountsChanged', onAccounts);
      provider.removeListener?.('chainChanged', onChain);
      provider.removeListener?.('disconnect', onDisconnect);
    };
  }, buffers.expanding(16));
}

/** Parses what eth_requestAccounts / eth_accounts return. */
export const accountsSchema = accountList;

/** Why a wallet's answer to an accounts request is refused, in words a log reader understands; null when it is fine. */
export function accountsRefusal(raw: unknown, method: string): string | null {
  if (Array.isArray(raw) && raw.length > LIMITS.walletAccounts) {
    return `The wallet answered ${method} with ${raw.length} accounts; at most ${LIMITS.walletAccounts} are accepted`;
  }
  return accountList.safeParse(raw).success ? null : `The wallet answered ${method} with something that is not a list of addresses`;
}
export const chainIdSchema = chainId;
