import type { Browser } from 'playwright-core';

export interface AllWalletsRun {
  /** catalogue entries the list can scroll through */
  entries: number;
  /** long tasks (> 50 ms) seen while scrolling the whole list and while filtering it */
  longTasksScrolling: number[];
  longTasksFiltering: number[];
}

/** Collects long tasks from the moment it runs (a string: tsx would decorate a function with helpers). */
const OBSERVE_LONG_TASKS = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); })
    .observe({ type: 'longtask', buffered: false });
})();`;

/**
 * AllWallets with 1,000+ catalogue entries scrolls and filters without a long task over 50 ms.
 * Scrolls the virtualised list to its end with the mouse wheel (pages load as it goes), then types a search.
 */
export async function measureAllWallets(browser: Browser, demoUrl: string): Promise<AllWalletsRun> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(demoUrl, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
  await page.getByRole('button', { name: /^All wallets/ }).click();
  const list = page.getByRole('list', { name: 'Wallets' });
  await list.waitFor();
  const entries = Number((await list.getByRole('listitem').first().getAttribute('aria-setsize')) ?? 0);
  await page.evaluate(OBSERVE_LONG_TASKS);
  await list.hover();
  const atEnd = () =>
    page.evaluate(() => {
      const viewport = document.querySelector('walletgate-modal')?.shadowRoot?.querySelector('.wg-aw-viewport');
      return !!viewport && viewport.scrollTop + viewport.clientHeight >= viewport.scrollHeight - 2;
    });
  for (let i = 0; i < 400 && !(await atEnd()); i += 1) await page.mouse.wheel(0, 600);
  const longTasksScrolling = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.splice(0));
  const search = page.getByRole('searchbox', { name: 'Search wallets' });
  await search.click();
  await page.keyboard.type('sandbox wal', { delay: 40 });
  // the full list stays mounted (hidden) during a search: wait for a visible result
  await page.getByText('Sandbox Wallet', { exact: true }).filter({ visible: true }).first().waitFor();
  await search.fill('');
  await page.keyboard.type('amber', { delay: 40 });
  await page.getByText(/Amber/).filter({ visible: true }).first().waitFor();
  const longTasksFiltering = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.splice(0));
  await context.close();
  return { entries, longTasksScrolling, longTasksFiltering };
}
