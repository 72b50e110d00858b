/**
 * The dialog's motion in Chromium on the demo page (SPEC §2: views change in 150 ms): a view change ends on its
 * own clock even when the page's animations do not advance, and assistive technology reads only the view on screen;
 * the Connect list does not move once painted, while its email and social sections load, even on a slow CPU; nor does
 * what sits below Account's tabs (the network, Disconnect) while the balances arrive.
 */
import type { Page } from 'playwright-core';
import { openPage, useStackAndBrowser } from './browser';

// with motion, as most visitors see it
const ctx = useStackAndBrowser({}, 'as-visitors');

/** What the new view and the card's body look like: the view's opacity and transform, the body's height against its content's. */
const motionOf = (page: Page) =>
  page.evaluate(() => {
    const card = document.querySelector('walletgate-modal')!.shadowRoot!.querySelector('[role="dialog"]')!;
    const view = getComputedStyle(card.querySelector('.wg-view')!);
    const body = card.querySelector<HTMLElement>('.wg-body')!;
    const inner = card.querySelector<HTMLElement>('.wg-body-inner')!;
    return { opacity: view.opacity, transform: view.transform, bodyHeight: body.getBoundingClientRect().height, contentHeight: inner.offsetHeight };
  });

describe('a view change', () => {
  it('finishes within its 150 ms by the page clock even when animations stall, and only the new view is in the accessibility tree', async () => {
    const { page, problems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`);
    await page.clock.install();
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
    // there and back once, so the view's chunk is here (its loading is not what this test is about)
    await dialog.getByRole('button', { name: 'What is a wallet?' }).click();
    await page.getByRole('dialog', { name: 'What is a wallet?' }).locator('.wg-view').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('textbox', { name: /email/i }).waitFor();
    // The page's animations stop advancing, as when its frames are throttled: nothing may wait on them.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
    await page.clock.pauseAt(Date.now() + 60_000);

    await dialog.getByRole('button', { name: 'What is a wallet?' }).click();
    await page.getByRole('dialog', { name: 'What is a wallet?' }).locator('.wg-view').waitFor();
    // at once: the old view is gone from what assistive technology reads
    expect(await page.getByRole('button', { name: 'What is a wallet?' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: /email/i }).count()).toBe(0);

    await page.clock.runFor(150);
    const settled = await motionOf(page);
    expect(settled.opacity).toBe('1');
    expect(settled.transform).toBe('none');
    expect(Math.round(settled.bodyHeight)).toBe(settled.contentHeight);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

/** Records, every animation frame, where the wallet entry is on screen (once it has a box), until `stop`. */
function trackEntry(page: Page) {
  return page.evaluate(() => {
    const track = { boxes: [] as number[][], stopped: false };
    (window as unknown as { wgTrack: typeof track }).wgTrack = track;
    const step = () => {
      const dialog = document.querySelector('walletgate-modal')?.shadowRoot?.querySelector('[role="dialog"]');
      const entry = [...(dialog?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes('Sandbox Wallet'));
      const box = entry?.getBoundingClientRect();
      if (box && box.width > 0) track.boxes.push([box.x, box.y, box.width, box.height].map((n) => Math.round(n * 10) / 10));
      if (!track.stopped) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

/** Opens Connect and returns every box the wallet entry had, frame by frame, until 20 frames after both sections arrived. */
async function entryBoxesWhileConnectOpens(page: Page): Promise<number[][]> {
  await page.waitForFunction(() => document.querySelector('walletgate-modal')?.shadowRoot?.querySelector('[role="dialog"] .wg-view button'));
  await trackEntry(page);
  await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
  await page.getByRole('textbox', { name: /email/i }).waitFor();
  await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
  const seen = await page.evaluate(() => (window as unknown as { wgTrack: { boxes: unknown[] } }).wgTrack.boxes.length);
  await page.waitForFunction((n) => (window as unknown as { wgTrack: { boxes: unknown[] } }).wgTrack.boxes.length >= n + 20, seen);
  return page.evaluate(() => {
    const track = (window as unknown as { wgTrack: { boxes: number[][]; stopped: boolean } }).wgTrack;
    track.stopped = true;
    return track.boxes;
  });
}

describe('the Connect list', () => {
  it('does not move once painted while its email and social sections load, also with the CPU slowed 4×', async () => {
    for (const rate of [1, 4]) {
      const { page, problems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const boxes = await entryBoxesWhileConnectOpens(page);
      expect(boxes.length).toBeGreaterThan(20);
      // every frame's box is the first painted one
      expect(boxes.filter((box) => box.join() !== boxes[0]!.join())).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});

/** Records, every animation frame, the boxes of Account's network and Disconnect buttons, until `stop`. */
function trackAccountButtons(page: Page) {
  return page.evaluate(() => {
    const track = { boxes: [] as string[], stopped: false };
    (window as unknown as { wgTrack: typeof track }).wgTrack = track;
    const step = () => {
      const buttons = [...(document.querySelector('walletgate-modal')?.shadowRoot?.querySelectorAll('[role="dialog"] button') ?? [])];
      const boxes = buttons
        .filter((b) => b.textContent?.includes('Network: ') || b.textContent?.trim() === 'Disconnect')
        .map((b) => b.getBoundingClientRect())
        .map((box) => [box.x, box.y, box.width, box.height].map((n) => Math.round(n * 10) / 10).join());
      track.boxes.push(boxes.join(' | '));
      if (!track.stopped) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

describe('the Account view', () => {
  it('keeps the network and Disconnect where they painted while the balances arrive, also with the CPU slowed 4×', async () => {
    for (const rate of [1, 4]) {
      const { page, problems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      // the balances answer once the view has painted and settled, so they surely arrive after it
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      // the sandbox chain's balances are read from its node (eth_getBalance, eth_call), which is held until then
      const chain = new URL(ctx.stack.description.networks.find((n) => n.caipNetworkId === 'eip155:31337')!.rpcUrls.default.http[0]!);
      await page.route(
        (url) => url.origin === chain.origin,
        async (route) => {
          if (/"eth_(getBalance|call)"/.test(route.request().postData() ?? '')) await released;
          await route.continue();
        },
      );
      await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
      await page.getByRole('button', { name: 'Sandbox Wallet Installed', exact: true }).click();
      await page.getByRole('dialog', { name: 'Sandbox Wallet request' }).getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('button', { name: 'Disconnect' }).waitFor();
      await page.waitForFunction(() => {
        const view = document.querySelector('walletgate-modal')?.shadowRoot?.querySelector('[role="dialog"] .wg-view');
        return !!view && getComputedStyle(view).opacity === '1' && getComputedStyle(view).transform === 'none';
      });
      await trackAccountButtons(page);
      release();
      await page.getByText('Sandbox USD', { exact: true }).waitFor();
      const seen = await page.evaluate(() => (window as unknown as { wgTrack: { boxes: unknown[] } }).wgTrack.boxes.length);
      await page.waitForFunction((n) => (window as unknown as { wgTrack: { boxes: unknown[] } }).wgTrack.boxes.length >= n + 20, seen);
      const boxes = await page.evaluate(() => {
        const track = (window as unknown as { wgTrack: { boxes: string[]; stopped: boolean } }).wgTrack;
        track.stopped = true;
        return track.boxes;
      });
      // both buttons, in every frame where the first one painted them
      expect(boxes[0]!.split(' | ')).toHaveLength(2);
      expect(boxes.filter((box) => box !== boxes[0])).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});
