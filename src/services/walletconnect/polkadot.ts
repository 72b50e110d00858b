/**
 * A WalletConnect session's polkadot namespace as a PolkadotTransport, so `getWalletProvider('polkadot')`
 * signs through a WalletConnect wallet like through an extension. The requests are WalletConnect's Polkadot JSON-RPC:
 * polkadot_signMessage { address, message } and polkadot_signTransaction { address, transactionPayload }, each
 * answering { signature }; every answer is checked before it is handed on.
 */
import { z } from 'zod/mini';
import { sessionPolkadot } from '../../core/polkadot';
import { signerResultSchema, type PolkadotSignerResult } from '../../core/polkadotSchemas';
import type { PolkadotTransport } from '../chains/polkadot';
import type { UniversalProviderLike, WcSessionEvents } from './types';
import { accountsChangedOn, topicOf } from './events';

const answer = z.object({ signature: signerResultSchema.shape.signature });

function checked(raw: unknown, id: number): PolkadotSignerResult {
  const parsed = answer.safeParse(raw);
  if (!parsed.success) throw Object.assign(new Error('The wallet answered with something that is not a Polkadot signature.'), { code: -32603 });
  return { id, signature: parsed.data.signature as `0x${string}` };
}

export function walletConnectPolkadotTransport(up: UniversalProviderLike): PolkadotTransport {
  const current = () => sessionPolkadot(up.session?.namespaces ?? {});
  let ids = 0;
  const chain = () => current().chains[0];
  return {
    // the session is the authorization: its accounts are the answer, asked or restored
    connect: () => Promise.resolve(current().accounts.map((address) => ({ address }))),
    // the session's end belongs to the WalletConnect flows (SPEC §4: one disconnect for every namespace on it)
    disconnect: () => Promise.resolve(),
    async signRaw({ address, data }) {
      return checked(await up.request({ method: 'polkadot_signMessage', params: { address, message: data } }, chain()), ++ids);
    },
    async signPayload(payload) {
      const params = { address: payload.address, transactionPayload: payload };
      return checked(await up.request({ method: 'polkadot_signTransaction', params }, chain()), ++ids);
    },
    onAccountsChanged(listener) {
      const onEvent = (payload: WcSessionEvents['session_event']) => {
        const data = accountsChangedOn(payload, 'polkadot', up.session?.topic);
        if (!data) return;
        const list = data.filter((a): a is string => typeof a === 'string');
        listener(list.map((a) => ({ address: a.includes(':') ? (a.split(':')[2] ?? '') : a })));
      };
      const onDelete = (payload: WcSessionEvents['session_delete']) => {
        if (!up.session || topicOf(payload) === up.session.topic) listener([]);
      };
      up.on('session_event', onEvent);
      up.on('session_delete', onDelete);
      return () => {
        up.removeListener('session_event', onEvent);
        up.removeListener('session_delete', onDelete);
      };
    },
  };
}
