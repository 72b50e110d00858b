import AxeBuilder from './axe';
import { focusedId, openPage, useStackAndBrowser } from './browser';

const ctx = useStackAndBrowser();

describe('the modal shell on the demo page', () => {
  it('opens from a plug-and-play button, navigates, closes on Escape and gives focus back', async () => {
    const { page, problems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/`);
    const connect = page.getByRole('button', { name: 'Connect (plug-and-play)' });
    await connect.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.getByRole('button', { name: 'What is a wallet?' }).click();
    await page.getByRole('button', { name: 'Back' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'What is a wallet?' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedId(page)).toBe('Connect (plug-and-play)'); // the button in #plain-connect's shadow root
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('pre-renders the dialog hidden before the first click without fetching any view chunk for it', async () => {
    const { page, problems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.waitForFunction(() => document.querySelector('walletgate-modal')?.shadowRoot?.querySelector('[role="dialog"] .wg-view button'));
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0); // hidden: not a dialog anyone can see or reach
    expect(scripts.filter((path) => path.includes('/wg-view-'))).toEqual([]);
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    await page.getByRole('textbox', { name: /email/i }).waitFor(); // the email section's chunk loads once shown
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps Tab inside the dialog and closes with the close button', async () => {
    const { page } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`);
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await page.getByRole('dialog').waitFor();
    // the first field takes the first focus once its chunk has loaded: start from there
    const email = page.getByRole('textbox', { name: /email/i });
    await email.waitFor();
    await page.waitForFunction(() => {
      const host = document.querySelector('walletgate-modal');
      return host?.shadowRoot?.activeElement?.tagName === 'INPUT';
    });
    // Tab round the dialog until focus comes back to where it started (wallets from the catalogue may join the
    // list meanwhile, so the number of stops is not fixed); it must wrap without ever reaching the page.
    const first = await focusedId(page);
    const seen = new Set<string>();
    for (let i = 0; i < 40 && !seen.has(first); i += 1) {
      await page.keyboard.press('Tab');
      seen.add(await focusedId(page));
    }
    expect(seen.has(first)).toBe(true);
    expect(seen.has('Connect (plug-and-play)')).toBe(false);
    expect(seen.has('Close')).toBe(true);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await focusedId(page)).toBe('Connect (plug-and-play)'); // the button in #plain-connect's shadow root
    await page.context().close();
  });

  it('runs three independent instances: React, Redux host and plug-and-play', async () => {
    const { page, problems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/`);
    await page.getByRole('button', { name: 'Connect (React)' }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByText('Modal open · view Connect').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.getByText('Modal closed · view Connect').waitFor();

    await page.getByRole('button', { name: 'Connect (Redux host)' }).click();
    await page.getByRole('dialog').waitFor();
    const log = page.getByLabel('Host store: latest actions');
    expect(await log.textContent()).toMatch(/^walletGate\//m);
    // the log stays inside its box, on a wide page and a phone's
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      const fit = await log.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const section = el.closest('section')!.getBoundingClientRect();
        return { inSection: box.left >= section.left - 0.5 && box.right <= section.right + 0.5, overflows: el.scrollWidth > el.clientWidth + 1, pageScrolls: document.documentElement.scrollWidth > innerWidth };
      });
      expect({ width, ...fit }).toEqual({ width, inSection: true, overflows: false, pageScrolls: false });
    }
    // the modal's state lives in the host's own store, under WALLETGATE_KEY
    expect(
      await page.evaluate(() => (window as unknown as { walletGates: { redux: { store: { getState(): { walletGate: { modal: { open: boolean } } } } } } }).walletGates.redux.store.getState().walletGate.modal.open),
    ).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('has no accessibility violations in the open dialog', async () => {
    const { page } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`);
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await page.getByRole('dialog').waitFor();
    const violations = await AxeBuilder(page);
    expect(violations).toEqual([]);
    await page.context().close();
  });
});

describe('analytics against the sandbox sink', () => {
  it('posts MODAL_OPEN to /e with the project id, and the page domain in the body', async () => {
    const api = ctx.stack.description.urls.api;
    await fetch(`${api}/sandbox/analytics`, { method: 'DELETE' });
    const { page } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`);
    const posted = page.waitForResponse((r) => new URL(r.url()).pathname === '/e' && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    expect((await posted).status()).toBe(202);
    type Recorded = { events: { query: { projectId: string }; event: { domain: string; props: { event: string } } }[] };
    const recorded = (await (await fetch(`${api}/sandbox/analytics`)).json()) as Recorded;
    const open = recorded.events.find((e) => e.event.props.event === 'MODAL_OPEN');
    expect(open?.query.projectId).toBe('walletgate-sandbox');
    expect(open?.event.domain).toBe('127.0.0.1');
    await page.context().close();
  });
});
