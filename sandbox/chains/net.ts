import net from 'node:net';

/** Fails fast when a port is taken, so a stale chain on that port is never mistaken for ours. */
export function assertPortFree(port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new Error(`port ${port} is already in use`) : err),
    );
    server.listen(port, host, () => server.close(() => resolve()));
  });
}

/** Polls `check` until it returns true; rejects after `timeoutMs` or when `abort` returns a reason. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  { timeoutMs = 15_000, intervalMs = 20, abort }: { timeoutMs?: number; intervalMs?: number; abort?: () => string | undefined } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = abort?.();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** A port nothing listens on right now (for a throwaway server). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
