/**
 * Where a click → dialog goes: records a Chromium trace of the click on the demo's connect button (production
 * build, same page and clock as bench/measure.ts) and prints the main thread's work between the click and the
 * dialog's first paint — each task, and the time by kind (script, style, layout, paint…).
 *   WALLETGATE_BENCH_PORT=… node --import tsx bench/profileClick.ts [/ | /plain.html | react-alone] [runs] [--no-build | --maps]
 * `--maps` builds the same production bundles with source maps beside them (never referenced by the scripts), so the
 * JS samples are named by function and source line. Each trace is also written to /tmp/click-trace-<run>.json.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import nodePath from 'node:path';
import type { BrowserContext } from 'playwright-core';
import webpack from 'webpack';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { demoConfig } from '../webpack.config';
import { startStack } from '../sandbox/stack';
import { buildReactAlone, REACT_ALONE_BUTTON } from './reactAlone';
import { launchBrowser } from '../test/e2e/browser';
import { instrument } from './measure';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

const sourceMaps = new Map<string, TraceMap | null>();
const path = process.argv[2] ?? '/';
const runs = Number(process.argv[3] ?? 3);
const maps = process.argv.includes('--maps');
const build = !process.argv.includes('--no-build') && !maps;
const alone = path === 'react-alone';
const BUTTON = alone ? REACT_ALONE_BUTTON : 'Connect (plug-and-play)';
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'toplevel',
  'v8.execute',
  'blink',
  'cc',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.compile',
  'v8.compile',
];

/** Our own mark in the same click listener phase as the bench's clock, so the trace knows where the click is. */
const MARK = `document.addEventListener('click', () => performance.mark('wg-click'), { capture: true });`;

if (maps) {
  // the same production build, with source maps beside it (not referenced by the scripts): names for the samples
  await new Promise<void>((resolve, reject) =>
    webpack({
      ...demoConfig('production'),
      devtool: 'hidden-source-map',
      cache: { type: 'filesystem', name: `demo-maps-${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8)}`, cacheDirectory: '/tmp/walletgate-profile-cache' },
    }, (error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString('errors-only'))) : resolve())),
  );
}
const reactAlone = alone ? await buildReactAlone() : null;
const serve = async (context: BrowserContext) => {
  if (!reactAlone) return;
  await context.route('**/bench/react-alone.html', (route) => route.fulfill({ contentType: 'text/html', body: reactAlone.html }));
  await context.route('**/bench/react-alone.js', (route) => route.fulfill({ contentType: 'text/javascript', body: reactAlone.script }));
};
const stack = await startStack({ basePort: Number(process.env.WALLETGATE_BENCH_PORT ?? 4900), build });
for (const file of ['react-vendor.js', 'demo-all.js', 'demo-plain.js', 'chunks/ui.js']) {
  console.log(`${file.padEnd(18)} ${gzipSync(readFileSync(nodePath.join('dist/demo', file))).length} B gzip`);
}
const browser = await launchBrowser('browser');
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    await serve(context);
    const page = await context.newPage();
    await page.addInitScript({ content: instrument(BUTTON) });
    await page.addInitScript({ content: MARK });
    await page.goto(`${stack.description.urls.demo}${alone ? '/bench/react-alone.html' : path}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => window.__bench?.buttonReadyAt !== undefined);
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.getByRole('button', { name: BUTTON, exact: true }).click();
    await page.waitForFunction(() => window.__bench?.dialogAt !== undefined && window.__bench.nextFrameAt !== undefined);
    const [clickToDialog, clickToNext] = await page.evaluate(() => [window.__bench!.dialogAt! - window.__bench!.clickAt!, window.__bench!.nextFrameAt! - window.__bench!.clickAt!]);
    const buffer = await browser.stopTracing();
    writeFileSync(`/tmp/click-trace-${run}.json`, buffer);
    const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    report(traceEvents, clickToDialog!, clickToNext!);
    await context.close();
  }
} finally {
  await browser.close();
  await stack.stop();
}

function report(events: TraceEvent[], clickToDialog: number, clickToNext: number) {
  const mark = events.find((e) => e.name === 'wg-click' && e.cat.includes('user_timing'));
  if (!mark) throw new Error('no click mark in the trace');
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === mark.pid);
  const tid = main?.tid ?? mark.tid;
  const t0 = mark.ts;
  const end = t0 + clickToDialog * 1000;
  const mine = events.filter((e) => e.pid === mark.pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  // nesting: each event's parent is the innermost open event containing it
  const stackOpen: TraceEvent[] = [];
  const self = new Map<TraceEvent, number>();
  const children = new Map<TraceEvent, TraceEvent[]>();
  const tops: TraceEvent[] = [];
  for (const e of mine) {
    while (stackOpen.length && stackOpen[stackOpen.length - 1]!.ts + stackOpen[stackOpen.length - 1]!.dur! <= e.ts) stackOpen.pop();
    const parent = stackOpen[stackOpen.length - 1];
    self.set(e, e.dur!);
    if (parent) {
      self.set(parent, self.get(parent)! - e.dur!);
      children.set(parent, [...(children.get(parent) ?? []), e]);
    } else tops.push(e);
    stackOpen.push(e);
  }
  const label = (e: TraceEvent) => {
    const d = e.args?.data ?? {};
    if (e.name === 'FunctionCall') return `FunctionCall ${String(d.functionName ?? '') || '(anon)'} ${String(d.url ?? '').split('/').pop()}:${String(d.lineNumber ?? '')}:${String(d.columnNumber ?? '')}`;
    if (e.name === 'EventDispatch') return `EventDispatch ${String(d.type)}`;
    if (e.name === 'TimerFire' || e.name === 'FireAnimationFrame') return `${e.name} ${String(d.id ?? '')}`;
    return e.name;
  };
  console.log(`\n== click → dialog ${clickToDialog.toFixed(1)} ms (next frame ${clickToNext.toFixed(1)} ms)`);
  const inWindow = (e: TraceEvent) => e.ts + e.dur! > t0 - 2000 && e.ts < end + 3000;
  const print = (e: TraceEvent, depth: number) => {
    if (e.dur! < 150 && depth > 0) return;
    console.log(`${' '.repeat(depth * 2)}${((e.ts - t0) / 1000).toFixed(2).padStart(7)} +${(e.dur! / 1000).toFixed(2).padStart(6)} ms (self ${(self.get(e)! / 1000).toFixed(2)})  ${label(e)}`);
    if (depth < 7) for (const c of children.get(e) ?? []) print(c, depth + 1);
  };
  for (const e of tops.filter(inWindow)) if (e.dur! >= 100) print(e, 0);
  // self time by kind, click → dialog
  const byName = new Map<string, number>();
  for (const e of mine) {
    const from = Math.max(e.ts, t0);
    const to = Math.min(e.ts + e.dur!, end);
    if (to <= from) continue;
    const share = (self.get(e)! * (to - from)) / e.dur!;
    byName.set(e.name, (byName.get(e.name) ?? 0) + share);
  }
  console.log('  self time by event, click → dialog:');
  for (const [name, us] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 25)) if (us > 50) console.log(`    ${(us / 1000).toFixed(2).padStart(7)} ms  ${name}`);
  samples(events, mark.pid, t0, end);
}

function mapped(url: string, line: number, column: number): string {
  const file = url.split('/assets/')[1];
  if (!file) return `${url.split('/').pop()}:${line}:${column}`;
  if (!sourceMaps.has(file)) {
    try {
      sourceMaps.set(file, new TraceMap(readFileSync(nodePath.join('dist/demo', `${file}.map`), 'utf8')));
    } catch {
      sourceMaps.set(file, null);
    }
  }
  const map = sourceMaps.get(file);
  if (!map) return `${file}:${line}:${column}`;
  const pos = originalPositionFor(map, { line: line + 1, column });
  return `${pos.name ?? '?'} ${String(pos.source ?? '').replace(/^webpack:\/\/walletgate\//, '')}:${pos.line}`;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; scriptId: number; lineNumber?: number; columnNumber?: number };
}

/** The sampled JS stacks between the click and the dialog: self and total time per function, names from source maps. */
function samples(events: TraceEvent[], pid: number, t0: number, end: number) {
  const nodes = new Map<number, { parent?: number; frame: string }>();
  const urls = new Map<number, string>();
  const times: { ts: number; node: number }[] = [];
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid);
  if (!profile) return console.log('  (no CPU samples)');
  let ts = Number((profile.args?.data as { startTime?: number }).startTime);
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)) {
    const data = chunk.args!.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
    for (const n of data.cpuProfile?.nodes ?? []) {
      const f = n.callFrame;
      if (f.url) urls.set(f.scriptId, f.url);
      const url = f.url ?? urls.get(f.scriptId);
      const frame = url && f.lineNumber !== undefined ? mapped(url, f.lineNumber, f.columnNumber ?? 0) : f.functionName || '(native)';
      nodes.set(n.id, { parent: n.parent, frame });
    }
    const s = data.cpuProfile?.samples ?? [];
    const d = data.timeDeltas ?? [];
    for (let i = 0; i < s.length; i += 1) {
      ts += d[i] ?? 0;
      times.push({ ts, node: s[i]! });
    }
  }
  const selfTime = new Map<string, number>();
  const totalTime = new Map<string, number>();
  for (let i = 0; i < times.length - 1; i += 1) {
    const { ts: at, node } = times[i]!;
    if (at < t0 || at > end) continue;
    const dt = Math.min(times[i + 1]!.ts - at, 1000);
    const frame = nodes.get(node)?.frame ?? '?';
    selfTime.set(frame, (selfTime.get(frame) ?? 0) + dt);
    const seen = new Set<string>();
    for (let n: number | undefined = node; n !== undefined; n = nodes.get(n)?.parent) {
      const f = nodes.get(n)?.frame ?? '?';
      if (seen.has(f)) continue;
      seen.add(f);
      totalTime.set(f, (totalTime.get(f) ?? 0) + dt);
    }
  }
  console.log('  JS samples, self (click → dialog):');
  for (const [f, us] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`    ${(us / 1000).toFixed(2).padStart(7)} ms  ${f}`);
  console.log('  JS samples, total:');
  for (const [f, us] of [...totalTime].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(`    ${(us / 1000).toFixed(2).padStart(7)} ms  ${f}`);
}
