/**
 * Accessibility: axe-core on every view (the table in a11yViews.ts) in one locale of LOCALES_TO_AUDIT, in the light
 * and the dark theme, with zero violations. One page load per journey; each view is audited in both themes where it
 * stands (the theme switches live, as `setThemeMode` does), so no view is reached twice. Each locale is a file of its
 * own (a11y.<locale>.e2e.ts), so jest's workers can audit them side by side.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { useStackAndBrowser } from './browser';
import { JOURNEYS, LOCALES_TO_AUDIT, THEMES_TO_AUDIT, stringsOf, waitForView, type AuditLocale, type StepContext } from './a11yViews';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type Theme = (typeof THEMES_TO_AUDIT)[number];

/** axe on the modal's host (its open shadow root: dialog and toasts), as `rule: target` lines. */
async function auditModal(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    type Result = { violations: { id: string; nodes: { target: unknown[]; failureSummary?: string }[] }[] };
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Result> } }).axe;
    const result = await axe.run({ include: [['walletgate-modal']] }, { resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
  });
}

async function setTheme(page: Page, theme: Theme) {
  await page.evaluate((mode) => (window.walletGates as { plain: { setThemeMode(m: string): void } }).plain.setThemeMode(mode), theme);
  await page.waitForFunction((mode) => document.querySelector('walletgate-modal')?.getAttribute('data-theme') === mode, theme);
  // colours that transition (hover styles) reach the new palette before axe measures them
  await page.waitForFunction(() => {
    const root = document.querySelector('walletgate-modal')?.shadowRoot;
    return !!root && root.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished');
  });
}

export function describeAudit(locale: AuditLocale) {
  const ctx = useStackAndBrowser();
  // the list is the source of truth: a locale added to it without a file of its own would go unaudited
  if (locale === LOCALES_TO_AUDIT[0]) {
    it('every audited locale has its file', () => {
      const missing = LOCALES_TO_AUDIT.filter((l) => !existsSync(path.join(__dirname, `a11y.${l}.e2e.ts`)));
      expect(missing).toEqual([]);
    });
  }
  describe(`every view in locale ${locale}, light and dark`, () => {
    it.each(JOURNEYS.map((journey) => [journey.name, journey] as const))('%s: axe finds no violations', async (_name, journey) => {
      const query = new URLSearchParams({ ...journey.query, locale, theme: 'light' });
      const url = `${ctx.stack.description.urls.demo}${journey.path}?${query}`;
      const context = await ctx.browser.newContext({ reducedMotion: 'reduce' });
      const step: StepContext = { page: await context.newPage(), url, s: stringsOf(locale), stack: ctx.stack, locale, notes: {} };
      const problems: string[] = [];
      const watched = new Set<Page>();
      const watch = (page: Page) => {
        if (watched.has(page)) return;
        watched.add(page);
        page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      };
      const audited: string[] = [];
      const violations: string[] = [];
      try {
        watch(step.page);
        await step.page.goto(url);
        for (const entry of journey.views) {
          await entry.reach(step);
          const { page } = step;
          watch(page);
          await waitForView(page, entry.view);
          for (const theme of THEMES_TO_AUDIT) {
            await setTheme(page, theme);
            for (const line of await auditModal(page)) violations.push(`${entry.label ?? entry.view} (${locale}, ${theme}) ${line}`);
          }
          await setTheme(page, 'light');
          audited.push(entry.label ?? entry.view);
        }
      } finally {
        await step.page.context().close();
        await context.close();
      }
      expect(audited).toEqual(journey.views.map((v) => v.label ?? v.view));
      expect(violations).toEqual([]);
      expect(problems).toEqual([]);
      // a hang guard, not a budget: the longest journey walks a dozen views in two themes on a loaded machine
    }, 180_000);
  });
}
