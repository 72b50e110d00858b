/**
 * Names on the sandbox in Chromium with the injected Sandbox Wallet: 'abc' and 'al ice'
 * are refused before any call, a new user registers `alice-1234` (suffix applied, signed in the wallet, the
 * signature checked by the sandbox API), the sandbox's reverse lookup returns it, and after a reload the account
 * button and the Account view show the name.
 */
import type { Page } from 'playwright-core';
import { ReverseResponseSchema } from '../../src/core/api/profile';
import runAxe from './axe';
import { openPage, useStackAndBrowser } from './browser';

const ctx = useStackAndBrowser();

const promptOf = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' });
const modal = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
/** The plug-and-play account button in the page (its own shadow root). */
const pageButton = (page: Page) => page.locator('#plain-connect').getByRole('button');

/** The profile calls the page makes, in order (path only). */
function profileCalls(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/v1/profile/suggestions/') || pathname.startsWith('/v1/profile/account')) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

it('registers alice-1234.reown.id from Account and shows it on the button and in Account after a reload', async () => {
  const { page, problems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`);
  const calls = profileCalls(page);
  await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
  await page.getByRole('button', { name: 'Sandbox Wallet Installed', exact: true }).click();
  await promptOf(page).getByRole('button', { name: 'Approve' }).click();
  const address = await page.evaluate(() => window.sandboxWallets!.sandbox.state().address!);

  // a new user has no name: Account offers to choose one
  await modal(page, 'Account').getByRole('button', { name: 'Choose a name' }).click();
  const form = modal(page, 'Choose Name');
  const input = form.getByRole('textbox', { name: 'Name' });
  const register = form.getByRole('button', { name: /^Register/ });

  // SPEC §5, before any call: too short, then a space
  await input.fill('abc');
  await form.getByText('A name has at least 4 characters').waitFor();
  expect(await register.isDisabled()).toBe(true);
  await input.fill('al ice');
  await form.getByText('Use only letters, digits or hyphens').waitFor();
  expect(await register.isDisabled()).toBe(true);

  await input.fill('alice-1234');
  await form.getByText('alice-1234.reown.id is available').waitFor();
  await form.getByRole('button', { name: 'alice-1234-web3.reown.id' }).waitFor(); // a suggestion
  // 'abc' and 'al ice' were never sent: the only lookup is the valid name's
  expect(calls).toEqual(['GET /v1/profile/suggestions/alice-1234']);
  expect(await runAxe(page)).toEqual([]);

  await form.getByRole('button', { name: 'Register alice-1234.reown.id' }).click();
  await modal(page, 'Register Name').getByText('Registering alice-1234.reown.id').waitFor();
  await promptOf(page).getByText(/alice-1234\.reown\.id/).first().waitFor(); // the wallet shows the message it signs
  await promptOf(page).getByRole('button', { name: 'Approve' }).click();
  await modal(page, 'Register Name').getByRole('heading', { name: 'alice-1234.reown.id is yours' }).waitFor();
  expect(calls).toContain('POST /v1/profile/account');

  // the sandbox checked the signature and stored the name: its reverse lookup returns it
  const reverse = ReverseResponseSchema.parse(await (await fetch(`${ctx.stack.description.urls.api}/v1/profile/reverse/${address}?apiVersion=2`)).json());
  expect(reverse.map((n) => n.name)).toEqual(['alice-1234.reown.id']);

  await page.reload();
  await pageButton(page).filter({ hasText: 'alice-1234.reown.id' }).waitFor();
  await pageButton(page).click();
  await modal(page, 'Account').getByText('Your name: alice-1234.reown.id').waitFor();
  expect(await modal(page, 'Account').getByText('alice-1234.reown.id', { exact: true }).isVisible()).toBe(true);
  expect(await modal(page, 'Account').getByRole('button', { name: 'Choose a name' }).count()).toBe(0);
  expect(problems).toEqual([]);
  await page.context().close();
});
