/**
 * The e2e run's shared sandbox, in a process of its own: one stack per jest worker (started on its first request,
 * reset on every later one) and one Chromium that every worker connects to. A test file asks for its worker's
 * stack with `POST /stacks/<worker>` and gets it as seeded, with the services started afresh with the file's
 * options, so files share the cost of starting but never each other's state.
 *
 * Prints one JSON line `{"url": …}` once listening; stops everything when its stdin closes (the run ended or died).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { chromium, type BrowserServer } from 'playwright-core';
import { z } from 'zod';
import { startStack, type ServiceOptions } from '../../sandbox/stack';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { claimPortBlock } from '../helpers/ports';

type SharedStack = Awaited<ReturnType<typeof startStack>>;

const serviceOptions = z.object({ historyPageSize: z.number().int().positive().optional(), onrampSettleMs: z.number().int().nonnegative().optional() });

/** Each worker's stack, and whether a file has had it since it was last reset (a fresh one needs no reset). */
const stacks = new Map<string, { stack: Promise<SharedStack>; used: boolean; options: ServiceOptions }>();
let browser: Promise<BrowserServer> | undefined;
/** Requests for one worker's stack run one after another (a worker runs one file at a time; this keeps it so). */
const queues = new Map<string, Promise<unknown>>();

function serial<T>(worker: string, work: () => Promise<T>): Promise<T> {
  const next = (queues.get(worker) ?? Promise.resolve()).then(work, work);
  queues.set(worker, next.catch(() => {}));
  return next;
}

const sameOptions = (a: ServiceOptions, b: ServiceOptions) => a.historyPageSize === b.historyPageSize && a.onrampSettleMs === b.onrampSettleMs;

/** The worker's stack as seeded, with `options`; `use` marks it handed to a file (the next request resets it). */
async function acquire(worker: string, options: ServiceOptions, use: boolean): Promise<SharedStack> {
  let entry = stacks.get(worker);
  if (!entry) {
    const stack = startStack({ basePort: claimPortBlock(), build: false, ...options });
    entry = { stack, used: false, options };
    stacks.set(worker, entry);
    stack.catch(() => stacks.delete(worker));
  }
  const stack = await entry.stack;
  if (entry.used || !sameOptions(entry.options, options)) {
    await stack.reset(options);
    entry.options = options;
  }
  entry.used ||= use;
  return stack;
}

async function body(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text ? JSON.parse(text) : {};
}

function reply(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://host');
  const [, kind, worker, action] = url.pathname.split('/');
  if (req.method === 'GET' && kind === 'browser') {
    browser ??= chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    return reply(res, 200, { wsEndpoint: (await browser).wsEndpoint() });
  }
  if (req.method === 'POST' && kind === 'stacks' && worker && !action) {
    const options = serviceOptions.parse(await body(req));
    const stack = await serial(worker, () => acquire(worker, options, true));
    return reply(res, 200, { ports: stack.ports, description: stack.description });
  }
  if (req.method === 'POST' && kind === 'stacks' && worker && action === 'restart-relay') {
    const entry = stacks.get(worker);
    if (!entry) return reply(res, 404, { error: `worker ${worker} has no stack` });
    const stack = await entry.stack;
    await serial(worker, () => stack.restartRelay!());
    return reply(res, 200, {});
  }
  return reply(res, 404, { error: `no ${req.method} ${url.pathname}` });
}

async function main() {
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => reply(res, 500, { error: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    await Promise.allSettled([...stacks.values()].map(async (s) => (await s.stack).stop()));
    if (browser) await (await browser).close().catch(() => {});
    process.exit(0);
  };
  process.stdin.on('end', () => void stop());
  process.stdin.on('close', () => void stop());
  process.stdin.resume();
  process.on('SIGTERM', () => void stop());
  // The first file's stack and the browser start now, while jest is still starting its workers.
  void serial('1', () => acquire('1', {}, false)).catch(() => {});
  browser = chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`stack host: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
