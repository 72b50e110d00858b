/**
 * SPEC §8 errors a visitor can act on, and SPEC §1's legal checkbox, in Chromium on the sandbox: a send that
 * would revert and one without enough gas each say so in their own words before the wallet is asked; a -32002
 * from the wallet tells the visitor to open it; the legal checkbox blocks connecting until ticked.
 */
import type { Page } from 'playwright-core';
import { createTestClient, http, parseEther, zeroAddress } from 'viem';
import { openPage, useStackAndBrowser } from './browser';

const ctx = useStackAndBrowser();

const demo = () => ctx.stack.description.urls.demo;
const chainA = () => ctx.stack.description.chains!.evm[0]!;
const promptOf = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' });
const wallet = (page: Page) => page.getByRole('button', { name: 'Sandbox Wallet Installed', exact: true });
const walletRequests = (page: Page) => page.evaluate(() => window.sandboxWallets!.sandbox.requests());

async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
  await wallet(page).click();
  await promptOf(page).getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('tab', { name: 'Tokens' }).waitFor();
}

async function fillSend(page: Page, symbol: string, amount: string, to: string) {
  await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('button', { name: /Select token|Token:/ }).click();
  await page.getByRole('list', { name: 'Your tokens' }).getByRole('button', { name: new RegExp(`\\b${symbol}\\b`) }).click();
  await page.getByLabel('Amount').fill(amount);
  await page.getByLabel('To', { exact: true }).fill(to);
}

describe('SPEC §8 send errors before the wallet is asked', () => {
  it('§8 execution reverted and §8 insufficient funds: each form shows its own words as soon as it is filled, and the wallet is never asked', async () => {
    const { page, problems } = await openPage(ctx.browser, `${demo()}/plain.html`);
    await connect(page);
    const owner = await page.evaluate(() => window.sandboxWallets!.sandbox.state().address);

    // sUSD refuses a transfer to the zero address: the node's preflight reverts with that reason
    await fillSend(page, 'sUSD', '0.1', zeroAddress);
    await page.getByRole('alert').getByText('This transaction would fail (reverted): zero address').waitFor();
    expect(await page.locator('form').getByRole('button', { name: 'Transaction Would Fail' }).isDisabled()).toBe(true);
    expect(await promptOf(page).count()).toBe(0);
    expect(await walletRequests(page)).not.toContain('eth_sendTransaction');
    // the visitor is still on the form, with what they typed
    expect(await page.getByLabel('Amount').inputValue()).toBe('0.1');

    // The account holds 0.001 ETH: sending all of it leaves nothing for gas.
    await createTestClient({ mode: 'anvil', transport: http(chainA().rpcUrl) }).setBalance({ address: owner, value: parseEther('0.001') });
    await page.getByLabel('Amount').fill('');
    await page.getByRole('button', { name: /Token:/ }).click();
    await page.getByRole('list', { name: 'Your tokens' }).getByRole('button', { name: /\bETH\b/ }).click();
    await page.getByLabel('Amount').fill('0.001');
    await page.getByRole('alert').getByText('Not enough ETH to pay for gas').waitFor();
    expect(await promptOf(page).count()).toBe(0);
    expect(await walletRequests(page)).not.toContain('eth_sendTransaction');
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

/** The message the Amount field is described by (the refusal beside it), or '' when none. */
const amountDescription = (page: Page) =>
  page.getByLabel('Amount').evaluate((input) => {
    const root = input.getRootNode() as Document | ShadowRoot;
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return ids.map((id) => root.getElementById(id)?.textContent?.trim() ?? '').join(' ');
  });

describe('SPEC §8 insufficient funds with the whole balance', () => {
  it('the refusal is said beside the amount before Send is pressed, and after a press the preflight refuses', async () => {
    const { page, problems } = await openPage(ctx.browser, `${demo()}/plain.html`);
    const owner = await page.evaluate(() => window.sandboxWallets!.sandbox.state().address);
    const anvil = createTestClient({ mode: 'anvil', transport: http(chainA().rpcUrl) });
    await anvil.setBalance({ address: owner, value: parseEther('10') });
    await connect(page);
    const submit = page.locator('form').getByRole('button', { name: /^(Send|Insufficient Funds for Gas)$/ });

    // Max: the whole balance, nothing left for gas. Said as soon as the preflight knows, without pressing Send.
    await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('button', { name: /Select token|Token:/ }).click();
    await page.getByRole('list', { name: 'Your tokens' }).getByRole('button', { name: /\bETH\b/ }).click();
    await page.getByRole('button', { name: 'Max' }).click();
    await page.getByLabel('To', { exact: true }).fill('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC');
    await page.waitForFunction((el) => /Not enough ETH to pay for gas/.test(el?.closest('.wg-field')?.textContent ?? ''), await page.getByLabel('Amount').elementHandle());
    expect(await amountDescription(page)).toBe('Not enough ETH to pay for gas');
    // the button says why it cannot send, instead of doing nothing
    expect(await submit.textContent()).toBe('Insufficient Funds for Gas');
    expect(await submit.isDisabled()).toBe(true);

    // A smaller amount clears it; the chain then takes the rest away before the press: the press says so, beside the amount.
    const estimated = page.waitForResponse((r) => /eth_estimateGas/.test(r.request().postData() ?? ''));
    await page.getByLabel('Amount').fill('1');
    await estimated;
    await page.waitForFunction((el) => el instanceof HTMLButtonElement && !el.disabled && el.textContent === 'Send', await submit.elementHandle());
    expect(await amountDescription(page)).toBe('');
    await anvil.setBalance({ address: owner, value: parseEther('1') });
    await submit.click();
    await page.waitForFunction((el) => /Not enough ETH to pay for gas/.test(el?.closest('.wg-field')?.textContent ?? ''), await page.getByLabel('Amount').elementHandle());
    expect(await amountDescription(page)).toBe('Not enough ETH to pay for gas');
    expect(await submit.isDisabled()).toBe(true);
    expect(await promptOf(page).count()).toBe(0);
    expect(await walletRequests(page)).not.toContain('eth_sendTransaction');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('SPEC §8 wallet codes', () => {
  it('§8 -32002: a request already pending in the wallet tells the visitor to open it; Try again connects', async () => {
    const { page, problems } = await openPage(ctx.browser, `${demo()}/plain.html`);
    await page.evaluate(() => window.sandboxWallets!.sandbox.holdPendingRequest(true));
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await wallet(page).click();
    await page.getByRole('alert').getByText('A request is already pending in your wallet — open it to continue').waitFor();
    expect(await promptOf(page).count()).toBe(0);

    await page.evaluate(() => window.sandboxWallets!.sandbox.holdPendingRequest(false));
    await page.getByRole('button', { name: 'Try again' }).click();
    await promptOf(page).getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('button', { name: 'Disconnect' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('SPEC §1 legal checkbox', () => {
  it('§1 features.legalCheckbox: no wallet can be chosen until the terms are accepted; the consent is remembered', async () => {
    const { page, problems } = await openPage(ctx.browser, `${demo()}/plain.html?legal=1`);
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    const consent = page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' });
    await consent.waitFor();
    expect(await page.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(`${demo()}/terms`);
    expect(await page.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(`${demo()}/privacy`);
    expect(await wallet(page).isDisabled()).toBe(true);
    await wallet(page).click({ force: true });
    expect(await promptOf(page).count()).toBe(0);
    expect(await walletRequests(page)).not.toContain('eth_requestAccounts');

    await consent.check();
    expect(await wallet(page).isEnabled()).toBe(true);
    // looked at in both themes and on a phone (not asserted: for the engineer's eyes)
    await page.screenshot({ path: '/tmp/spec23a-legal-light.png' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/spec23a-legal-dark-phone.png' });
    await page.emulateMedia({ colorScheme: 'light' });
    await wallet(page).click();
    await promptOf(page).getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('heading', { name: 'Connection declined' }).waitFor();

    // accepted once: after a reload the box is still ticked and the wallets are open
    await page.reload();
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy', checked: true }).waitFor();
    expect(await wallet(page).isEnabled()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
