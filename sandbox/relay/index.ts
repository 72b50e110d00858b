/** The sandbox's WalletConnect v2 relay: a loopback WebSocket speaking the relay JSON-RPC the 2.x clients
 * use (docs/ARCHITECTURE.md, "Notes on the toolchain"). `restart()` drops every connection and listens
 * again on the same port with the mailbox kept, like a relay redeploy; `stop()` ends it for good. */
import { createServer, type Server } from 'node:http';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { authenticate } from './auth';
import { Hub, RpcError, type Connection } from './hub';
import { DEFAULT_MAILBOX_LIMITS, type MailboxLimits } from './mailbox';
import { errorFrame, idKey, parseFrame, resultFrame } from './wire';

export interface RelayOptions {
  port: number;
  log?: (line: string) => void;
  /** the relay's clock (ms since epoch) for TTLs and token expiry; tests inject one */
  now?: () => number;
  /** WebSocket ping period; clients drop a socket after ~35 s without one */
  pingIntervalMs?: number;
  limits?: Partial<MailboxLimits>;
  /** largest frame accepted */
  maxPayloadBytes?: number;
}

export interface Relay {
  /** ws://127.0.0.1:<port> */
  url: string;
  stop(): Promise<void>;
  /** Closes every connection (code 1012) and listens again on the same port; stored messages survive.
   * `whileDown` (tests) runs while nothing listens. */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  /** live counts, for tests and the log */
  stats(): { connections: number; topics: number; messages: number };
}

/** RFC 6455 registry: 3000 is "Unauthorized"; the clients report it as an abnormal close and stop retrying. */
export const CLOSE_UNAUTHORIZED = 3000;
const CLOSE_RESTART = 1012;
const CLOSE_GOING_AWAY = 1001;
const CLOSE_WAIT_MS = 1000;

export async function startRelay(opts: RelayOptions): Promise<Relay> {
  const log = opts.log ?? (() => {});
  const now = opts.now ?? Date.now;
  const hub = new Hub(now, { ...DEFAULT_MAILBOX_LIMITS, ...opts.limits });
  /** each socket's connection state, and whether it answered the last ping */
  const sockets = new Map<WebSocket, { conn: Connection; alive: boolean }>();
  const url = `ws://127.0.0.1:${opts.port}`;
  let server: Server | undefined;
  let wss: WebSocketServer | undefined;
  let pinger: NodeJS.Timeout | undefined;

  const onConnection = (ws: WebSocket, clientId: string) => {
    const conn: Connection = {
      clientId,
      topics: new Set(),
      inflight: new Map(),
      sent: new Set(),
      send: (text) => {
        if (ws.readyState === WebSocket.OPEN) ws.send(text);
      },
    };
    const entry = { conn, alive: true };
    sockets.set(ws, entry);
    ws.on('pong', () => (entry.alive = true));
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (isBinary) return conn.send(errorFrame(null, -32600, 'Invalid request: binary frame'));
      const frame = parseFrame(data.toString());
      if (frame.kind === 'response') return hub.acknowledge(conn, idKey(frame.id));
      if (frame.kind === 'invalid') return conn.send(errorFrame(frame.id, frame.code, frame.message));
      const { request } = frame;
      try {
        conn.send(resultFrame(request.id, hub.handle(conn, request)));
      } catch (err) {
        if (err instanceof RpcError) return conn.send(errorFrame(request.id, err.code, err.message));
        log(`relay: ${request.method} failed: ${err instanceof Error ? err.message : String(err)}`);
        conn.send(errorFrame(request.id, -32603, 'Internal error'));
      }
    });
    ws.on('close', () => {
      hub.detach(conn);
      sockets.delete(ws);
    });
    ws.on('error', (err) => log(`relay: socket error: ${err.message}`));
  };

  const heartbeat = () => {
    for (const [ws, entry] of sockets) {
      if (!entry.alive) {
        ws.terminate();
        continue;
      }
      entry.alive = false;
      ws.ping();
    }
    hub.mailbox.sweep();
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      wss = new WebSocketServer({ noServer: true, maxPayload: opts.maxPayloadBytes ?? 1024 * 1024 });
      const srv = createServer((_req, res) => {
        res.writeHead(426, { 'Content-Type': 'text/plain', Upgrade: 'websocket' }).end('WalletGate sandbox WalletConnect relay: connect with a WebSocket.\n');
      });
      srv.on('upgrade', (req, socket, head) => {
        const ws$ = wss;
        if (!ws$) return socket.destroy();
        void authenticate(req.url ?? '/', now()).then((auth) => {
          ws$.handleUpgrade(req, socket, head, (ws) => {
            if (!auth.ok) {
              log(`relay: rejected a client (${auth.reason})`);
              ws.close(CLOSE_UNAUTHORIZED, `Unauthorized: ${auth.reason}`);
              return;
            }
            onConnection(ws, auth.clientId);
          });
        });
      });
      srv.once('error', reject);
      srv.listen(opts.port, '127.0.0.1', () => {
        srv.off('error', reject);
        server = srv;
        pinger = setInterval(heartbeat, opts.pingIntervalMs ?? 15_000);
        pinger.unref();
        resolve();
      });
    });

  const shutdown = async (code: number, reason: string) => {
    clearInterval(pinger);
    const closing = [...sockets.keys()].map(
      (ws) =>
        new Promise<void>((done) => {
          if (ws.readyState === WebSocket.CLOSED) return done();
          const timer = setTimeout(() => ws.terminate(), CLOSE_WAIT_MS);
          ws.once('close', () => {
            clearTimeout(timer);
            done();
          });
          ws.close(code, reason);
        }),
    );
    await Promise.all(closing);
    await new Promise<void>((done) => (wss ? wss.close(() => done()) : done()));
    const srv = server;
    server = undefined;
    wss = undefined;
    if (srv) {
      srv.closeAllConnections();
      await new Promise<void>((done) => srv.close(() => done()));
    }
  };

  await listen();
  log(`relay: listening on ${url}`);
  return {
    url,
    stop: () => shutdown(CLOSE_GOING_AWAY, 'relay stopping'),
    restart: async (whileDown?: () => Promise<void>) => {
      await shutdown(CLOSE_RESTART, 'relay restarting');
      await whileDown?.();
      await listen();
      log('relay: restarted');
    },
    stats: () => ({ connections: sockets.size, ...hub.mailbox.size }),
  };
}
