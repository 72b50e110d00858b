import type { Locator, Page } from 'playwright-core';

/**
 * From the open account view (`dialog`): Send → token → amount → receiver, as a visitor fills the form. Answers the
 * form's Send button once it is enabled; pressing it, and what the wallet is then asked, stays with the test.
 */
export async function fillSendForm(page: Page, dialog: Locator, symbol: string, amount: string, to: string): Promise<Locator> {
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('button', { name: /Select token|Token:/ }).click();
  await page.getByRole('list', { name: 'Your tokens' }).getByRole('button', { name: new RegExp(`\\b${symbol}\\b`) }).click();
  await page.getByLabel('Amount').fill(amount);
  await page.getByLabel('To', { exact: true }).fill(to);
  const submit = page.locator('form').getByRole('button', { name: 'Send', exact: true });
  await submit.waitFor();
  await page.waitForFunction((el) => el instanceof HTMLButtonElement && !el.disabled, await submit.elementHandle());
  return submit;
}
