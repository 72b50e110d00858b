/**
 * Buy crypto on the sandbox in Chromium: a new visitor buys 50 USD of the sandbox's
 * native token — the quote shows its fees, the provider's page opens in a popup, the purchase completes there, the
 * chain has the ETH, and the account's balance and Activity (pending, then bought) show it. In a restricted time
 * zone Buy says it is unavailable and asks nothing of the on-ramp API. On a phone, Continue says it opens a new tab.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { createPublicClient, formatEther, http, parseEther, type Address } from 'viem';
import { evmAccount } from '../../sandbox/chains/keys';
import { formatBalance } from '../../src/core/format';
import AxeBuilder from './axe';
import { useStackAndBrowser } from './browser';

// The purchase settles when the test says (POST /sandbox/onramp/hold, then /settle), not after a settle time.
const ctx = useStackAndBrowser();

const chainA = () => ctx.stack.description.chains!.evm[0]!;
const ethOf = (address: Address) => createPublicClient({ transport: http(chainA().rpcUrl) }).getBalance({ address });
const modal = (page: Page) => page.getByRole('dialog', { name: /Account|Buy crypto/ });
const panel = (page: Page) => page.getByRole('tabpanel');
/** What the page asked of the on-ramp API: options, quotes, the provider URL, the purchases. */
const isOnrampCall = (url: string) => /\/v1\/onramp\/|\/v1\/generators\/onrampurl|[?&]onramp=/.test(url);

/** How many on-ramp calls the sandbox API has answered (its request log). */
async function apiOnrampCalls(): Promise<number> {
  const { requests } = (await (await fetch(`${ctx.stack.description.urls.api}/sandbox/requests`)).json()) as { requests: { path: string; query: Record<string, string> }[] };
  return requests.filter((r) => r.path.startsWith('/v1/onramp') || r.path.startsWith('/v1/generators') || r.query.onramp).length;
}

/** The Legacy Sandbox Wallet on auto-approve holds account 3 (sandbox/wallets): a visitor new to the demo. */
const BUYER = evmAccount(3).address;

/** The purchases the sandbox provider holds unpaid. */
async function heldPurchases(): Promise<string[]> {
  return ((await (await fetch(`${ctx.stack.description.urls.api}/sandbox/onramp/waiting`)).json()) as { waiting: string[] }).waiting;
}

async function openConnected(options: BrowserContextOptions = {}, clock = false) {
  const context = await ctx.browser.newContext({ reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  // the page's clock runs at real speed; a test moves it on to the widget's next read of the purchases
  if (clock) await page.clock.install();
  const problems: string[] = [];
  const onrampCalls: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('request', (r) => {
    if (isOnrampCall(r.url())) onrampCalls.push(r.url());
  });
  await page.goto(`${ctx.stack.description.urls.demo}/plain.html?wallet.autoApprove=1`);
  await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
  await page.getByRole('button', { name: 'Legacy Sandbox Wallet Installed', exact: true }).click();
  await page.getByRole('tab', { name: 'Tokens' }).waitFor();
  return { page, problems, onrampCalls };
}

describe('buying crypto on the sandbox', () => {
  it('buys 50 USD of ETH: quote with fees, the provider in a popup, the chain credited, balance and Activity updated', async () => {
    const before = await ethOf(BUYER);
    const { page, problems } = await openConnected({}, true);
    await modal(page).getByRole('group', { name: 'Account actions' }).getByRole('button', { name: 'Buy' }).click();
    await page.getByLabel('You buy').waitFor();
    expect(await page.getByLabel('You buy').inputValue()).toBe('ETH');
    expect(await page.getByLabel('Pay with').inputValue()).toBe('card');
    await page.getByText('From $10.00 to $7,500.00').waitFor();

    // outside the card's limits: refused before any call, said on the button
    await page.getByLabel('Amount in USD').fill('5');
    await page.getByRole('button', { name: 'The minimum is $10.00' }).waitFor();

    // 50 USD: the sandbox quote (provider fee 1.2 %, network fee 0.3 %)
    await page.getByLabel('Amount in USD').fill('50');
    const quote = page.getByRole('region', { name: 'Quote' });
    await quote.getByText('$0.60').waitFor();
    await quote.getByText('$0.15').waitFor();
    await quote.getByText('$49.25').waitFor();
    await quote.getByText('$50.00').waitFor();
    await quote.getByText(`${(49.25 / 3000).toLocaleString('en-US', { maximumFractionDigits: 6 })} ETH`).waitFor();
    await page.getByRole('radio', { name: /Coinbase/ }).waitFor();
    await page.getByRole('radio', { name: /Meld/ }).waitFor();
    expect(await AxeBuilder(page)).toEqual([]);

    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Continue with Coinbase' }).click()]);
    await popup.waitForURL(/\/sandbox\/onramp\?/);
    const credited = await popup.locator('input[name="amount"]').inputValue();
    expect(Number(credited)).toBeCloseTo(49.25 / 3000, 6);
    expect(await popup.locator('input[name="address"]').inputValue()).toBe(BUYER);

    // the modal shows Activity while the visitor buys; the purchase is pending until the provider has paid
    await page.getByRole('tab', { name: 'Activity', selected: true }).waitFor();
    // the provider takes the purchase and holds it unpaid until the test settles it
    expect((await (await fetch(`${ctx.stack.description.urls.api}/sandbox/onramp/hold`, { method: 'POST' })).json())).toEqual({ held: true });
    await popup.getByRole('button', { name: 'Complete purchase' }).click();
    await popup.getByRole('heading', { name: 'Processing your purchase' }).waitFor();
    expect(await heldPurchases()).toHaveLength(1);
    // the widget reads the purchases every 3 s (sagas/onramp): the next read finds it pending
    const row = panel(page).getByRole('listitem').filter({ hasText: 'Bought' });
    await page.clock.runFor(3_000);
    await row.getByText(/Pending/).waitFor();
    expect(await ethOf(BUYER)).toBe(before);
    await fetch(`${ctx.stack.description.urls.api}/sandbox/onramp/settle`, { method: 'POST' });
    await popup.getByRole('heading', { name: 'Purchase complete' }).waitFor();
    // and the read after the provider paid finds it bought
    await page.clock.runFor(3_000);
    await row.getByText(/Pending/).waitFor({ state: 'detached' });
    await row.getByText('+0.016 ETH').waitFor();
    expect(await panel(page).getByRole('listitem').filter({ hasText: 'Bought' }).count()).toBe(1);

    const after = await ethOf(BUYER);
    expect(after).toBe(before + parseEther(credited));
    await modal(page).getByText(`${formatBalance(formatEther(after))} ETH`, { exact: true }).first().waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('in a restricted time zone says buying is unavailable and makes no on-ramp call', async () => {
    const asked = await apiOnrampCalls();
    const { page, problems, onrampCalls } = await openConnected({ timezoneId: 'Asia/Shanghai' });
    await modal(page).getByRole('button', { name: 'Buy' }).click();
    await page.getByRole('alert').getByText('Buying crypto is not available where you are.').waitFor();
    expect(await page.getByLabel('Amount in USD').count()).toBe(0);
    expect(await AxeBuilder(page)).toEqual([]);
    expect(onrampCalls).toEqual([]);
    expect(await apiOnrampCalls()).toBe(asked);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('on a phone, Continue says it opens a new browser tab (SPEC §2 mobile label)', async () => {
    const { page, problems } = await openConnected({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    });
    await modal(page).getByRole('button', { name: 'Buy' }).click();
    await page.getByLabel('Amount in USD').fill('50');
    await page.getByRole('button', { name: 'Open and continue in a new browser tab' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
