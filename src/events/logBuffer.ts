/**
 * The debug log a site can read for support (SPEC §9 log buffer: 1,024,000 bytes): the instance's warnings and
 * errors, newest last, the oldest dropped once the buffer is full. Only the texts WalletGate logs (which never
 * carry keys, tokens or frame payloads) and an error's name and message, never a whole object.
 */
import { LIMITS } from '../core/constants';

export interface LogEntry {
  at: number;
  level: 'warn' | 'error';
  text: string;
}

export interface LogBuffer {
  add(level: LogEntry['level'], message: string, detail?: unknown): void;
  /** a copy, oldest first */
  read(): LogEntry[];
}

function describe(detail: unknown): string {
  if (detail instanceof Error) return `${detail.name}: ${detail.message}`;
  if (typeof detail === 'string' || typeof detail === 'number' || typeof detail === 'boolean') return String(detail);
  return '';
}

const encoder = typeof TextEncoder === 'undefined' ? null : new TextEncoder();
const sizeOf = (text: string) => (encoder ? encoder.encode(text).length : text.length * 3);

export function createLogBuffer(now: () => number = Date.now, maxBytes: number = LIMITS.logBufferBytes): LogBuffer {
  const entries: { entry: LogEntry; bytes: number }[] = [];
  let total = 0;
  return {
    add(level, message, detail) {
      const extra = detail === undefined ? '' : describe(detail);
      const text = extra ? `${message}: ${extra}` : message;
      const bytes = sizeOf(text);
      if (bytes > maxBytes) return;
      entries.push({ entry: { at: now(), level, text }, bytes });
      total += bytes;
      while (total > maxBytes) total -= entries.shift()!.bytes;
    },
    read: () => entries.map(({ entry }) => ({ ...entry })),
  };
}
