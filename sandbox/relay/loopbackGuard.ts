/** Test helper (node): proves a WalletConnect client stays on loopback. Wraps `globalThis.fetch`, any global
 * `WebSocket`, and every TCP connect in the process (the `ws` package and undici both end up there), records
 * each attempt to reach a host other than 127.0.0.1 / ::1 / localhost, and refuses it. */
import net from 'node:net';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost', '[::1]']);

export interface LoopbackGuard {
  /** every refused destination, e.g. `fetch https://pulse.walletconnect.org/batch` */
  readonly violations: string[];
  restore(): void;
}

const hostOf = (url: string): string => {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
};

/**
 * Names under the reserved `.test` top-level domain (RFC 6761) resolve nowhere, so they cannot leave the machine.
 * The widget's unit tests use them (`http://api.test` under msw); jest runs files of every project in the same worker
 * processes, and a file that ended there earlier may still send one after its msw server closed. Such an attempt is
 * refused like any other, but it is not this process's WalletConnect client reaching out: not a violation.
 */
const isReservedTestName = (host: string) => host === 'test' || host.endsWith('.test');

export function guardLoopback(): LoopbackGuard {
  const violations: string[] = [];
  const refuse = (what: string, host?: string) => {
    if (host === undefined || !isReservedTestName(host)) violations.push(what);
    return new Error(`loopback guard: refused ${what}`);
  };

  const realFetch = globalThis.fetch;
  globalThis.fetch = ((input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!LOOPBACK.has(hostOf(url))) return Promise.reject(refuse(`fetch ${url}`, hostOf(url)));
    return realFetch(input, init);
  }) as typeof fetch;

  const g = globalThis as { WebSocket?: new (url: string | URL, ...rest: unknown[]) => unknown };
  const RealWebSocket = g.WebSocket;
  if (RealWebSocket) {
    g.WebSocket = class extends (RealWebSocket as new (...args: unknown[]) => object) {
      constructor(url: string | URL, ...rest: unknown[]) {
        if (!LOOPBACK.has(hostOf(String(url)))) throw refuse(`WebSocket ${String(url)}`, hostOf(String(url)));
        super(url, ...rest);
      }
    } as typeof RealWebSocket;
  }

  // net.Socket#connect(options | port, host?, listener?) — read the host before any DNS lookup.
  const proto = net.Socket.prototype as unknown as { connect: (...args: unknown[]) => net.Socket };
  const realConnect = proto.connect;
  proto.connect = function (this: net.Socket, ...args: unknown[]) {
    const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
    let host: string | undefined;
    if (first && typeof first === 'object') {
      const o = first as { host?: string; path?: string };
      host = o.path ? 'localhost' : (o.host ?? 'localhost');
    } else if (typeof first === 'number' || typeof first === 'string') {
      host = typeof args[1] === 'string' ? args[1] : 'localhost'; // (port, host?) or (unix path)
    }
    if (host !== undefined && !LOOPBACK.has(host)) {
      const error = refuse(`tcp ${host}`, host);
      process.nextTick(() => this.destroy(error));
      return this;
    }
    return realConnect.apply(this, args);
  };

  return {
    violations,
    restore() {
      globalThis.fetch = realFetch;
      if (RealWebSocket) g.WebSocket = RealWebSocket;
      proto.connect = realConnect;
    },
  };
}
