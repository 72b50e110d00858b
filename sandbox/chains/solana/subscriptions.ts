import { PublicKey } from '@solana/web3.js';
import type { WebSocket, WebSocketServer } from 'ws';
import type { SignatureStatus, SolanaLedger } from './ledger';
import { renderAccount } from './methods';

type Sub =
  | { kind: 'signature'; socket: WebSocket; signature: string }
  | { kind: 'account'; socket: WebSocket; key: string; encoding: string }
  | { kind: 'slot'; socket: WebSocket };

const notifications = { signature: 'signatureNotification', account: 'accountNotification', slot: 'slotNotification' } as const;

/** signatureSubscribe, accountSubscribe and slotSubscribe over the WebSocket server; returns a detach function. */
export function attachSubscriptions(ledger: SolanaLedger, wss: WebSocketServer): () => void {
  const subs = new Map<number, Sub>();
  let nextId = 1;

  const notify = (id: number, sub: Sub, result: unknown) => {
    if (sub.socket.readyState === sub.socket.OPEN) {
      sub.socket.send(JSON.stringify({ jsonrpc: '2.0', method: notifications[sub.kind], params: { result, subscription: id } }));
    }
  };
  const signatureResult = (status: SignatureStatus) => ({ context: { slot: status.slot }, value: { err: status.err } });

  const onSignature = (signature: string, status: SignatureStatus) => {
    for (const [id, sub] of subs) {
      if (sub.kind === 'signature' && sub.signature === signature) {
        notify(id, sub, signatureResult(status));
        subs.delete(id); // signature subscriptions end after one notification
      }
    }
  };
  const onAccounts = (keys: string[]) => {
    const changed = new Set(keys);
    for (const [id, sub] of subs) {
      if (sub.kind === 'account' && changed.has(sub.key)) {
        const value = renderAccount(ledger, ledger.getAccount(new PublicKey(sub.key)), sub.encoding);
        notify(id, sub, { context: { slot: ledger.slot }, value });
      }
    }
  };
  const onSlot = (slot: number) => {
    for (const [id, sub] of subs) if (sub.kind === 'slot') notify(id, sub, { parent: slot - 1, root: slot, slot });
  };
  ledger.on('signature', onSignature);
  ledger.on('accounts', onAccounts);
  ledger.on('slot', onSlot);

  wss.on('connection', (socket) => {
    socket.on('message', (raw) => {
      let req: { id?: unknown; method?: unknown; params?: unknown };
      try {
        req = JSON.parse(raw.toString()) as typeof req;
      } catch {
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }));
        return;
      }
      if (req.id === undefined || req.id === null) return; // notifications such as web3.js's `ping`
      const params = Array.isArray(req.params) ? req.params : [];
      const reply = (result: unknown) => socket.send(JSON.stringify({ jsonrpc: '2.0', id: req.id, result }));
      const fail = (code: number, message: string) => socket.send(JSON.stringify({ jsonrpc: '2.0', id: req.id, error: { code, message } }));
      const id = nextId++;
      switch (req.method) {
        case 'signatureSubscribe': {
          const signature = String(params[0]);
          const sub: Sub = { kind: 'signature', socket, signature };
          reply(id);
          const status = ledger.status(signature);
          if (status) notify(id, sub, signatureResult(status)); // already landed
          else subs.set(id, sub);
          return;
        }
        case 'accountSubscribe': {
          let key: string;
          try {
            key = new PublicKey(String(params[0])).toBase58();
          } catch {
            fail(-32602, 'Invalid param: not a valid public key');
            return;
          }
          const cfg = (params[1] ?? {}) as { encoding?: string };
          subs.set(id, { kind: 'account', socket, key, encoding: cfg.encoding ?? 'base64' });
          reply(id);
          return;
        }
        case 'slotSubscribe':
          subs.set(id, { kind: 'slot', socket });
          reply(id);
          return;
        case 'signatureUnsubscribe':
        case 'accountUnsubscribe':
        case 'slotUnsubscribe':
          reply(subs.delete(Number(params[0])));
          return;
        default:
          fail(-32601, 'Method not found');
      }
    });
    socket.on('close', () => {
      for (const [id, sub] of subs) if (sub.socket === socket) subs.delete(id);
    });
  });

  return () => {
    ledger.off('signature', onSignature);
    ledger.off('accounts', onAccounts);
    ledger.off('slot', onSlot);
    subs.clear();
  };
}
