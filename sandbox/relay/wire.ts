/** JSON-RPC framing on the relay socket. Ids are larger than a double holds (clients use 19-digit ids),
 * so frames are parsed with @walletconnect/safe-json (big numbers become BigInt) and ids go back out
 * exactly as they came: a string stays a string, a big number is written as the same digits. */
import { safeJsonParse, safeJsonStringify } from '@walletconnect/safe-json';

export type RpcId = number | string | bigint;

export interface RpcRequest {
  id: RpcId;
  method: string;
  params: Record<string, unknown>;
}

export type Frame =
  | { kind: 'request'; request: RpcRequest }
  | { kind: 'response'; id: RpcId; ok: boolean }
  | { kind: 'invalid'; id: RpcId | null; code: number; message: string };

const isId = (v: unknown): v is RpcId => typeof v === 'string' || typeof v === 'bigint' || (typeof v === 'number' && Number.isInteger(v));

export function parseFrame(text: string): Frame {
  const value: unknown = safeJsonParse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { kind: 'invalid', id: null, code: -32700, message: 'Parse error' };
  const frame = value as Record<string, unknown>;
  const id = isId(frame.id) ? frame.id : null;
  if (typeof frame.method === 'string') {
    if (id === null) return { kind: 'invalid', id: null, code: -32600, message: 'Invalid request: id missing' };
    const params = frame.params;
    if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params))) {
      return { kind: 'invalid', id, code: -32602, message: 'Invalid params: expected an object' };
    }
    return { kind: 'request', request: { id, method: frame.method, params: (params ?? {}) as Record<string, unknown> } };
  }
  if (id !== null && ('result' in frame || 'error' in frame)) return { kind: 'response', id, ok: 'result' in frame };
  return { kind: 'invalid', id, code: -32600, message: 'Invalid request' };
}

/** The id as a map key, however it was spelled on the wire (`123`, `"123"`, `"123n"`). */
export function idKey(id: RpcId): string {
  return String(id).replace(/n$/, '');
}

/** Serializes with safe-json, then writes a BigInt id as a bare number (safe-json would quote it). */
function encode(id: RpcId, rest: Record<string, unknown>): string {
  const text = safeJsonStringify({ id, jsonrpc: '2.0', ...rest });
  if (typeof id !== 'bigint') return text;
  const quoted = `{"id":"${id.toString()}n"`;
  return text.startsWith(quoted) ? `{"id":${id.toString()}${text.slice(quoted.length)}` : text;
}

export const resultFrame = (id: RpcId, result: unknown): string => encode(id, { result });
export const errorFrame = (id: RpcId | null, code: number, message: string): string =>
  id === null ? JSON.stringify({ id: null, jsonrpc: '2.0', error: { code, message } }) : encode(id, { error: { code, message } });
export const requestFrame = (id: RpcId, method: string, params: unknown): string => encode(id, { method, params });
