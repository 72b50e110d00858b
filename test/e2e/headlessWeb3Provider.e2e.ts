/**
 * headless-web3-provider, a published EVM test wallet, through the modal on the sandbox: it signs
 * with ethers 5 in the test process and asks the test to approve each request, as a visitor would in the wallet.
 * What it does that the sandbox wallets do not: it announces `rdns: "headless-web3-provider"` (no dot), sets
 * `window.ethereum` to the same provider (a Proxy, so the modal must know it as the announced wallet, not list it a
 * second time as "Browser Wallet"), answers lowercase addresses, has no `removeListener`, and emits chainChanged
 * with a number. It signs the characters of what personal_sign hands it (hex too), so the site here signs text.
 *
 * Passes once the modal accepts an rdns without a dot (sagas/channels/eip6963.ts): before that the
 * announcement is dropped and the wallet shows only as the generic "Browser Wallet".
 */
import type { Page } from 'playwright-core';
import { createPublicClient, http, parseEther, verifyMessage, type Hex } from 'viem';
import { injectHeadlessWeb3Provider, Web3RequestKind, type Web3ProviderBackend } from 'headless-web3-provider';
import { evmAccount, evmPrivateKey } from '../../sandbox/chains/keys';
import { useStackAndBrowser } from './browser';

const ctx = useStackAndBrowser();

type Gate = {
  getAccount(): { isConnected: boolean; address: string | null };
  getWalletProvider(): { request(a: unknown): Promise<unknown> };
};
const gate = (page: Page) => page.evaluate(() => (window as unknown as { walletGates: { plain: Gate } }).walletGates.plain.getAccount());
const modal = (page: Page) => page.getByRole('dialog', { name: /Account|Send|Select token|Connect Wallet/ });

const owner = evmAccount(6).address;
const receiver = evmAccount(7).address;
let page: Page;
let problems: string[];
let wallet: Web3ProviderBackend;

beforeAll(async () => {
  const chainA = ctx.stack.description.chains!.evm[0]!;
  page = await (await ctx.browser.newContext()).newPage();
  problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => void (m.type() === 'error' && problems.push(`console: ${m.text()}`)));
  wallet = await injectHeadlessWeb3Provider(page as never, [evmPrivateKey(6)], chainA.chainId, chainA.rpcUrl);
  await page.goto(`${ctx.stack.description.urls.demo}/plain.html`);
});
afterAll(async () => {
  await page?.context().close();
});

it('is listed once, under its own name; connects once approved in the wallet, signs, and sends ETH mined on the sandbox chain', async () => {
  await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
  await page.getByRole('button', { name: 'Headless Web3 Provider Installed', exact: true }).click();
  await wallet.authorize(Web3RequestKind.RequestAccounts);
  await page.getByRole('button', { name: 'Disconnect' }).waitFor();
  // the same provider is window.ethereum: no second entry for it
  expect(await page.getByRole('button', { name: /^Browser Wallet/ }).count()).toBe(0);
  // the wallet answers lowercase; which case the modal hands out is not this test's business
  expect((await gate(page)).address?.toLowerCase()).toBe(owner.toLowerCase());

  // it signs the characters it is given (ethers 5's signMessage of a string), hex included: the site sends text
  const signed = page.evaluate(
    (address) => (window as unknown as { walletGates: { plain: Gate } }).walletGates.plain.getWalletProvider().request({ method: 'personal_sign', params: ['hello', address] }),
    owner,
  ) as Promise<Hex>;
  await wallet.authorize(Web3RequestKind.SignMessage);
  const signature = await signed;
  expect(await verifyMessage({ address: owner, message: 'hello', signature })).toBe(true);
  expect(await verifyMessage({ address: receiver, message: 'hello', signature })).toBe(false);

  const chain = createPublicClient({ transport: http(ctx.stack.description.chains!.evm[0]!.rpcUrl) });
  const before = await chain.getBalance({ address: receiver });
  await modal(page).getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('button', { name: /Select token|Token:/ }).click();
  await page.getByRole('list', { name: 'Your tokens' }).getByRole('button', { name: /\bETH\b/ }).click();
  await page.getByLabel('Amount').fill('0.0126');
  await page.getByLabel('To', { exact: true }).fill(receiver);
  const submit = page.locator('form').getByRole('button', { name: 'Send', exact: true });
  await submit.waitFor();
  await page.waitForFunction((el) => el instanceof HTMLButtonElement && !el.disabled, await submit.elementHandle());
  await submit.click();
  await wallet.authorize(Web3RequestKind.SendTransaction);
  await page.getByText('Transaction started').waitFor();
  // anvil mines as it receives: the hash the wallet answered is already in a block
  expect(await chain.getBalance({ address: receiver })).toBe(before + parseEther('0.0126'));
  expect(problems).toEqual([]);
});
