// Throwaway: measures long tasks while scrolling and searching All Wallets over the sandbox catalogue (not committed).
import { launchBrowser } from './test/e2e/browser';
import { sandboxPorts } from './sandbox/ports';
import { startChains } from './sandbox/chains';
import { startApi } from './sandbox/api';
import { startDemoServer } from './sandbox/demo/server';
import { describeSandbox } from './sandbox/description';

const ports = sandboxPorts(5400);
const chains = await startChains({ ports });
const api = await startApi({ port: ports.api, chains: chains.info });
const description = describeSandbox(ports, chains.info);
const demo = await startDemoServer({ port: ports.demo, assetsDir: '/tmp/wg-demo-build', describe: () => description });
const browser = await launchBrowser();
try {
  for (const throttle of [1, 4]) {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await page.addInitScript(() => {
      (window as any).__long = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) (window as any).__long.push(Math.round(e.duration)); }).observe({ type: 'longtask', buffered: false });
    });
    await page.goto(`${demo.url}/plain.html`);
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await page.getByRole('button', { name: 'All wallets' }).click();
    await page.getByRole('list', { name: 'Wallets' }).waitFor();
    await page.waitForTimeout(500);
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.evaluate(() => ((window as any).__long = []));
    const t0 = Date.now();
    // scroll to the very end, page after page, ~300 px per frame
    const result = await page.evaluate(async () => {
      const host = document.querySelector('walletgate-modal')!.shadowRoot!;
      const vp = host.querySelector<HTMLElement>('.wg-aw-viewport')!;
      const frames: number[] = [];
      let last = performance.now();
      const deadline = last + 60_000;
      while (performance.now() < deadline) {
        vp.scrollTop += 300;
        await new Promise((r) => requestAnimationFrame(r));
        const now = performance.now();
        frames.push(now - last);
        last = now;
        const items = host.querySelectorAll('.wg-aw-grid > li');
        const lastPos = Number(items[items.length - 1]?.getAttribute('aria-posinset'));
        const size = Number(items[0]?.getAttribute('aria-setsize'));
        if (lastPos >= size && vp.scrollTop + vp.clientHeight >= vp.scrollHeight - 1) return { frames, lastPos, size, rendered: items.length };
      }
      return { frames, lastPos: -1, size: -1, rendered: -1 };
    });
    const scrollMs = Date.now() - t0;
    const scrollLong: number[] = await page.evaluate(() => (window as any).__long);
    await page.evaluate(() => ((window as any).__long = []));
    // filter: type, wait for results, clear, type another
    const box = page.getByRole('searchbox', { name: 'Search wallets' });
    await box.pressSequentially('oak', { delay: 60 });
    await page.getByRole('button', { name: /Oak/ }).first().waitFor();
    await box.fill('');
    await page.getByRole('button', { name: 'Sandbox Wallet', exact: true }).waitFor();
    await box.pressSequentially('wallet', { delay: 60 });
    await page.getByRole('list', { name: 'Wallets' }).waitFor();
    await page.waitForTimeout(800);
    await box.fill('');
    await page.waitForTimeout(300);
    const searchLong: number[] = await page.evaluate(() => (window as any).__long);
    const sorted = [...result.frames].sort((a, b) => a - b);
    console.log(JSON.stringify({
      cpuThrottle: throttle,
      scroll: { ms: scrollMs, frames: result.frames.length, lastPos: result.lastPos, setSize: result.size, renderedAtEnd: result.rendered,
        frameP50: Math.round(sorted[Math.floor(sorted.length / 2)]!), frameP95: Math.round(sorted[Math.floor(sorted.length * 0.95)]!), frameMax: Math.round(sorted[sorted.length - 1]!),
        longTasks: scrollLong },
      search: { longTasks: searchLong },
    }));
    await page.close();
  }
} finally {
  await browser.close();
  await demo.stop();
  await api.stop();
  await chains.stop();
}
