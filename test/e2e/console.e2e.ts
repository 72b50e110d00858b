/**
 * A visitor's console stays clean on the demo's front page, where three WalletGate instances
 * share one page (each with its own secure frame and, once needed, its own WalletConnect core). Connect with the
 * injected wallet, reload, sign in by email, reload with the email session, disconnect: no warning, no error.
 */
import type { Page } from 'playwright-core';
import { useStackAndBrowser } from './browser';
import { nextCode } from './mailbox';

// with motion, as most visitors see it
const ctx = useStackAndBrowser({}, 'as-visitors');
const urls = () => ctx.stack.description.urls;

const codeFor = (email: string) => nextCode(urls().secureSite, email);

type Gate = { getAccount(): { isConnected: boolean }; open(): void; disconnect(): Promise<void> };
const connected = (page: Page, is: boolean) =>
  page.waitForFunction((want) => (window.walletGates as { plain: Gate }).plain.getAccount().isConnected === want, is);
const dialog = (page: Page) => page.getByRole('dialog');

it('keeps the console free of warnings and errors through connect → reload → email login → reload → disconnect', async () => {
  const context = await ctx.browser.newContext();
  const page = await context.newPage();
  const noise: string[] = [];
  page.on('pageerror', (e) => noise.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') noise.push(`${m.type()}: ${m.text()}`);
  });
  // the three instances name themselves (instanceId), so each keeps its own stored connection: after a reload only
  // the plug-and-play one restores, and the Redux host (sign-in on) has no connection to ask a signature for
  await page.goto(`${urls().demo}/`);

  // every instance shows a WalletConnect QR code: three UniversalProviders on one page, each on its own core
  for (const name of ['plain', 'react', 'redux']) {
    await page.evaluate((n) => {
      const entry = (window.walletGates as Record<string, Gate | { gate: Gate }>)[n]!;
      ('gate' in entry ? entry.gate : entry).open();
    }, name);
    await dialog(page).getByRole('button', { name: 'WalletConnect QR Code' }).click();
    await dialog(page).getByRole('button', { name: 'Copy link' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
  }

  // connect the injected wallet through the plug-and-play instance
  await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
  await dialog(page).getByRole('button', { name: 'Sandbox Wallet Installed', exact: true }).click();
  await page.getByRole('dialog', { name: 'Sandbox Wallet request' }).getByRole('button', { name: 'Approve' }).click();
  await connected(page, true);

  await page.reload();
  await connected(page, true);
  await page.evaluate(() => (window.walletGates as { plain: Gate }).plain.disconnect());
  await connected(page, false);

  // email login in the same instance, then a reload with the email session: three frames on one page
  const email = `console-${Date.now()}@example.com`;
  await page.evaluate(() => (window.walletGates as { plain: Gate }).plain.open());
  await dialog(page).getByRole('textbox', { name: 'Email address' }).fill(email);
  await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click();
  const code = await codeFor(email);
  await dialog(page).getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await connected(page, true);

  await page.reload();
  await connected(page, true);
  await page.evaluate(() => (window.walletGates as { plain: Gate }).plain.disconnect());
  await connected(page, false);

  expect(noise).toEqual([]);
  await context.close();
});
