/** Turns an unsafe RPC request into what the approval card shows: a one-line summary and the details. */
import { decodeBase58 } from '../../chains/solana/base58';

export interface RequestView {
  /** "sign a message", "send a transaction", … */
  action: string;
  account?: string;
  details: string;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

function formatEther(value: unknown): string {
  let wei: bigint;
  try {
    wei = BigInt(typeof value === 'string' || typeof value === 'number' ? value : 0);
  } catch {
    return String(value);
  }
  const digits = wei.toString().padStart(19, '0');
  const fraction = digits.slice(-18).replace(/0+$/, '');
  return `${digits.slice(0, -18)}${fraction ? `.${fraction}` : ''} ETH`;
}

function decodeMessage(message: unknown): string {
  if (typeof message !== 'string') return JSON.stringify(message);
  if (!/^0x([0-9a-fA-F]{2})*$/.test(message)) return message;
  const bytes = new Uint8Array((message.length - 2) / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(message.slice(2 + i * 2, 4 + i * 2), 16);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return message;
  }
}

function describeTx(tx: unknown): string {
  const t = (tx ?? {}) as Record<string, unknown>;
  const lines = [`To: ${typeof t.to === 'string' ? t.to : '(new contract)'}`, `Value: ${formatEther(t.value ?? 0)}`];
  const data = t.data ?? t.input;
  if (typeof data === 'string' && data !== '0x') lines.push(`Data: ${data}`);
  return lines.join('\n');
}

/** Solana params travel as an object (or `[object]`). */
function solanaParams(params: unknown): Record<string, unknown> {
  const p = Array.isArray(params) ? params[0] : params;
  return p && typeof p === 'object' ? (p as Record<string, unknown>) : {};
}

const byteLength = (base64: unknown) => (typeof base64 === 'string' ? Math.floor((base64.replace(/=+$/, '').length * 3) / 4) : 0);

/** A base58 message as UTF-8 text when it is text, else as sent. */
function decodeBase58Text(message: unknown): string {
  if (typeof message !== 'string') return JSON.stringify(message);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(decodeBase58(message));
  } catch {
    return message;
  }
}

export function describeRequest(method: string, params: unknown): RequestView {
  const list = Array.isArray(params) ? (params as unknown[]) : [];
  switch (method) {
    case 'personal_sign': {
      const [a, b] = list;
      const [message, account] = typeof a === 'string' && ADDRESS.test(a) && !(typeof b === 'string' && ADDRESS.test(b)) ? [b, a] : [a, b];
      return { action: 'sign a message', account: typeof account === 'string' ? account : undefined, details: decodeMessage(message) };
    }
    case 'eth_signTypedData_v4': {
      const [account, data] = list;
      let typed: unknown = data;
      try {
        if (typeof data === 'string') typed = JSON.parse(data);
      } catch {
        // shown as sent
      }
      const t = (typed ?? {}) as { domain?: unknown; primaryType?: unknown; message?: unknown };
      return {
        action: `sign typed data${typeof t.primaryType === 'string' ? ` (${t.primaryType})` : ''}`,
        account: typeof account === 'string' ? account : undefined,
        details: JSON.stringify({ domain: t.domain, message: t.message }, null, 2),
      };
    }
    case 'eth_sendTransaction': {
      const from = (list[0] as { from?: unknown } | undefined)?.from;
      return { action: 'send a transaction', account: typeof from === 'string' ? from : undefined, details: describeTx(list[0]) };
    }
    case 'wallet_sendCalls': {
      const batch = (list[0] ?? {}) as { from?: unknown; calls?: unknown[] };
      const calls = Array.isArray(batch.calls) ? batch.calls : [];
      return {
        action: `send ${calls.length} call${calls.length === 1 ? '' : 's'}`,
        account: typeof batch.from === 'string' ? batch.from : undefined,
        details: calls.map((call, i) => `Call ${i + 1}\n${describeTx(call)}`).join('\n\n'),
      };
    }
    case 'wallet_grantPermissions': {
      // ERC-7715: what a session key may do for the app, until when
      const request = ((Array.isArray(params) ? params[0] : params) ?? {}) as { address?: unknown; expiry?: unknown; permissions?: unknown[] };
      const permissions = Array.isArray(request.permissions) ? request.permissions : [];
      const until = typeof request.expiry === 'number' ? new Date(request.expiry * 1000).toISOString() : 'no expiry';
      return {
        action: 'grant a session',
        account: typeof request.address === 'string' ? request.address : undefined,
        details: [`Until: ${until}`, ...permissions.map((p, i) => `Permission ${i + 1}\n${JSON.stringify(p, null, 2)}`)].join('\n\n'),
      };
    }
    case 'solana_signMessage': {
      const p = solanaParams(params);
      return { action: 'sign a message on Solana', account: typeof p.pubkey === 'string' ? p.pubkey : undefined, details: decodeBase58Text(p.message) };
    }
    case 'solana_signTransaction':
      return { action: 'sign a Solana transaction', details: `${byteLength(solanaParams(params).transaction)} bytes` };
    case 'solana_signAllTransactions': {
      const txs = solanaParams(params).transactions;
      const n = Array.isArray(txs) ? txs.length : 0;
      return { action: `sign ${n} Solana transaction${n === 1 ? '' : 's'}`, details: `${n} transaction${n === 1 ? '' : 's'}` };
    }
    case 'solana_signAndSendTransaction':
      return { action: 'send a Solana transaction', details: `${byteLength(solanaParams(params).transaction)} bytes` };
    default:
      return { action: `run ${method}`, details: JSON.stringify(params ?? [], null, 2) };
  }
}
