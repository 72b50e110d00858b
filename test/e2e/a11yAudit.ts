/**
 * Accessibility: axe-core on every view (the table in a11yViews.ts) in every locale of LOCALES_TO_AUDIT, in the light
 * and the dark theme, with zero violations. One page load per journey; each view is audited where it stands in every
 * locale (switched live, as `setLocale` does) and both themes (as `setThemeMode` does), so no view is reached twice.
 * A journey is walked in one of the locales, loaded with the page (`?locale=`): the journeys take turns, so each
 * locale is also audited as a page that starts in it. The journeys are split among a few files (AUDIT_PARTS), so
 * jest's workers audit them side by side.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { useStackAndBrowser } from './browser';
import { AUDIT_PARTS, JOURNEYS, LOCALES_TO_AUDIT, THEMES_TO_AUDIT, stringsOf, waitForView, type AuditLocale, type AuditPart, type StepContext } from './a11yViews';

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

/** The modal in `locale`, as a site's `setLocale` puts it; resolves once its root says that language. */
async function setLocale(page: Page, locale: AuditLocale) {
  await page.evaluate((tag) => (window.walletGates as { plain: { setLocale(l: string): Promise<void> } }).plain.setLocale(tag), locale);
  await page.waitForFunction((tag) => document.querySelector('walletgate-modal')?.shadowRoot?.querySelector('.wg-root')?.getAttribute('lang') === tag, locale);
}

/** The locale a journey is walked in: they take turns through LOCALES_TO_AUDIT. */
const walkedIn = (journey: string): AuditLocale => LOCALES_TO_AUDIT[JOURNEYS.findIndex((j) => j.name === journey) % LOCALES_TO_AUDIT.length]!;

export function describeAudit(part: AuditPart) {
  const ctx = useStackAndBrowser();
  // the table is the source of truth: a journey in no part, or a part without a file of its own, would go unaudited
  if (part === Object.keys(AUDIT_PARTS)[0]) {
    it('every journey is audited in exactly one file', () => {
      const parts = Object.entries(AUDIT_PARTS);
      expect(parts.filter(([name]) => !existsSync(path.join(__dirname, `a11y.${name}.e2e.ts`))).map(([name]) => name)).toEqual([]);
      expect(parts.flatMap(([, journeys]) => journeys).sort()).toEqual(JOURNEYS.map((j) => j.name).sort());
    });
  }
  const journeys = JOURNEYS.filter((j) => AUDIT_PARTS[part].includes(j.name));
  describe(`every view in locales ${LOCALES_TO_AUDIT.join(', ')}, light and dark`, () => {
    it.each(journeys.map((journey) => [journey.name, walkedIn(journey.name), journey] as const))('%s (walked in %s): axe finds no violations', async (_name, locale, journey) => {
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
          // the walking locale first, as the page shows it; then each other locale, switched live; then back
          for (const shown of [locale, ...LOCALES_TO_AUDIT.filter((l) => l !== locale)]) {
            await setLocale(page, shown);
            for (const theme of THEMES_TO_AUDIT) {
              await setTheme(page, theme);
              for (const line of await auditModal(page)) violations.push(`${entry.label ?? entry.view} (${shown}, ${theme}) ${line}`);
            }
            await setTheme(page, 'light');
          }
          await setLocale(page, locale);
          audited.push(entry.label ?? entry.view);
        }
      } finally {
        await step.page.context().close();
        await context.close();
      }
      expect(audited).toEqual(journey.views.map((v) => v.label ?? v.view));
      expect(violations).toEqual([]);
      expect(problems).toEqual([]);
      // a hang guard, not a budget: the longest journey walks a dozen views in three locales and two themes on a loaded machine
    }, 300_000);
  });
}
