/**
 * Swaps on the sandbox in Chromium with the injected Sandbox Wallet: 10 sUSD → sGLD (approve and swap
 * mined, the chain's balances moved by the quoted amounts within the 1% slippage), ETH → sUSD (no approval, the
 * native currency wrapped by the router), and a stale quote: the pool moves while the swap waits in the wallet, the
 * swap reverts on chain and the widget says why, keeping the amounts. Balances are read from the chain.
 */
import type { Page } from 'playwright-core';
import { createPublicClient, createWalletClient, http, parseEther, parseUnits, type Address, type Hash } from 'viem';
import { poolAbi, tokenAbi } from '../../sandbox/chains';
import { evmAccount } from '../../sandbox/chains/keys';
import { formatTokenAmount, minimumReceived } from '../../src/core/swap';
import AxeBuilder from './axe';
import { openPage, useStackAndBrowser } from './browser';
import { nextCode } from './mailbox';

const ctx = useStackAndBrowser();

const chainA = () => ctx.stack.description.chains!.evm[0]!;
const token = (symbol: string) => chainA().tokens.find((t) => t.symbol === symbol)!.address;
const publicClient = () => createPublicClient({ transport: http(chainA().rpcUrl) });
const tokenOf = (symbol: string, address: Address) =>
  publicClient().readContract({ address: token(symbol), abi: tokenAbi, functionName: 'balanceOf', args: [address] });
const ethOf = (address: Address) => publicClient().getBalance({ address });
/** What the pool gives for `amount` of `tokenIn` right now (the router quotes the same for a one-pool route). */
const poolOut = (tokenIn: Address, amount: bigint, pool = chainA().pool.address) =>
  publicClient().readContract({ address: pool, abi: poolAbi, functionName: 'getAmountOut', args: [tokenIn, amount] });

/** Sandbox Wallet's first account (sandbox/wallets/injected): a visitor who never swapped. */
const OWNER = evmAccount(1).address;

const promptOf = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' });
const modal = (page: Page) => page.getByRole('dialog', { name: /Account|Swap|Select token|Review swap/ });

let page: Page;
let problems: string[];
beforeAll(async () => {
  const context = await ctx.browser.newContext({ reducedMotion: 'reduce' });
  page = await context.newPage();
  problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  await page.goto(`${ctx.stack.description.urls.demo}/plain.html`);
  await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
  await page.getByRole('button', { name: 'Sandbox Wallet Installed', exact: true }).click();
  await promptOf(page).getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('tab', { name: 'Tokens' }).waitFor();
});
afterAll(async () => {
  await page?.context().close();
});

async function waitEnabled(locator: ReturnType<Page['locator']>, on: Page = page) {
  await locator.waitFor();
  await on.waitForFunction((el) => el instanceof HTMLButtonElement && !el.disabled, await locator.elementHandle());
}

/** From the account: Swap → pick both tokens → type the amount → wait for the quote. */
async function fillSwap(pay: RegExp, receive: RegExp, amount: string, on: Page = page) {
  // the last swap's toast gone first, so 'Swap completed' afterwards is this swap's
  await on.getByText('Swap completed').waitFor({ state: 'detached' });
  await modal(on).getByRole('button', { name: 'Swap', exact: true }).click();
  await on.getByRole('button', { name: /^Token to pay/ }).click();
  await on.getByRole('list', { name: 'Tokens to swap' }).getByRole('button', { name: pay }).click();
  await on.getByRole('button', { name: /^(Token to receive|Choose token)/ }).click();
  await on.getByRole('list', { name: 'Tokens to swap' }).getByRole('button', { name: receive }).click();
  await on.getByLabel('Amount to pay').fill(amount);
  await waitEnabled(on.getByRole('button', { name: 'Review swap' }), on);
}

describe('swaps on the sandbox', () => {
  it('swaps 10 sUSD to sGLD: approve and swap mined, balances moved by the quote within 1% slippage', async () => {
    const amount = parseUnits('10', 6);
    const [usdBefore, goldBefore] = await Promise.all([tokenOf('sUSD', OWNER), tokenOf('sGLD', OWNER)]);
    await fillSwap(/\bsUSD\b/, /\bsGLD\b/, '10');
    const quoted = await poolOut(token('sUSD'), amount);
    // the form shows the pool's own figure
    await page.getByLabel('Amount to receive').getByText(formatTokenAmount(String(Number(quoted) / 1e18))).waitFor();
    await page.getByText('Minimum received (1% slippage)').waitFor();
    expect(await AxeBuilder(page)).toEqual([]);
    await page.getByRole('button', { name: 'Review swap' }).click();
    await modal(page).getByText('10 sUSD', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Approve and swap' }).click();
    await page.getByText('Approve sUSD in your wallet').waitFor();
    await promptOf(page).getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Confirm the swap in your wallet').waitFor();
    await promptOf(page).getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Swap completed').waitFor();
    await page.getByRole('tab', { name: 'Tokens' }).waitFor();

    const [usdAfter, goldAfter] = await Promise.all([tokenOf('sUSD', OWNER), tokenOf('sGLD', OWNER)]);
    expect(usdBefore - usdAfter).toBe(amount);
    const received = goldAfter - goldBefore;
    expect(received).toBeGreaterThanOrEqual(minimumReceived(quoted));
    expect(received).toBeLessThanOrEqual(quoted);
    // nobody else traded in between: exactly the quote
    expect(received).toBe(quoted);
  });

  it('swaps the native currency for a token (no approval)', async () => {
    const amount = parseEther('0.1');
    const [ethBefore, usdBefore] = await Promise.all([ethOf(OWNER), tokenOf('sUSD', OWNER)]);
    const wethPool = chainA().swap.pools[1]!.address;
    await fillSwap(/^Ether\b/, /\bsUSD\b/, '0.1');
    const quoted = await poolOut(token('WETH'), amount, wethPool);
    await page.getByRole('button', { name: 'Review swap' }).click();
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    await page.getByText('Confirm the swap in your wallet').waitFor();
    await promptOf(page).getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Swap completed').waitFor();
    const [ethAfter, usdAfter] = await Promise.all([ethOf(OWNER), tokenOf('sUSD', OWNER)]);
    expect(usdAfter - usdBefore).toBe(quoted);
    // 0.1 ETH and the gas
    expect(ethBefore - ethAfter).toBeGreaterThan(amount);
    expect(ethBefore - ethAfter).toBeLessThan(amount + parseEther('0.01'));
  });

  it('a stale quote reverts on chain; the widget says why and keeps the amounts', async () => {
    const [usdBefore, goldBefore] = await Promise.all([tokenOf('sUSD', OWNER), tokenOf('sGLD', OWNER)]);
    await fillSwap(/\bsUSD\b/, /\bsGLD\b/, '10');
    await page.getByRole('button', { name: 'Review swap' }).click();
    await page.getByRole('button', { name: 'Approve and swap' }).click();
    await promptOf(page).getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Confirm the swap in your wallet').waitFor();

    // While the swap waits in the wallet, someone buys 50,000 sUSD worth of sGLD: sGLD gets ~10% dearer.
    const deployer = createWalletClient({ account: evmAccount(0), transport: http(chainA().rpcUrl) });
    const whale = parseUnits('50000', 6);
    const mined = async (hash: Hash) => expect((await publicClient().waitForTransactionReceipt({ hash, pollingInterval: 20 })).status).toBe('success');
    await mined(await deployer.writeContract({ chain: null, address: token('sUSD'), abi: tokenAbi, functionName: 'mint', args: [evmAccount(0).address, whale] }));
    await mined(await deployer.writeContract({ chain: null, address: token('sUSD'), abi: tokenAbi, functionName: 'approve', args: [chainA().pool.address, whale] }));
    await mined(
      await deployer.writeContract({
        chain: null,
        address: chainA().pool.address,
        abi: poolAbi,
        functionName: 'swapExactTokensForTokens',
        args: [token('sUSD'), whale, 0n, evmAccount(0).address],
      }),
    );

    await promptOf(page).getByRole('button', { name: 'Approve' }).click();
    await modal(page).getByRole('alert').getByText(/The swap failed on chain: the price moved more than 1% since the quote/).waitFor();
    // the amounts stay as entered
    await modal(page).getByText('10 sUSD', { exact: true }).waitFor();
    // on chain: the swap was mined and reverted, and nothing moved but gas
    const block = await publicClient().getBlock({ includeTransactions: true });
    const swapTx = block.transactions.find((tx) => tx.from.toLowerCase() === OWNER.toLowerCase());
    expect(swapTx).toBeDefined();
    expect((await publicClient().getTransactionReceipt({ hash: swapTx!.hash })).status).toBe('reverted');
    expect([await tokenOf('sUSD', OWNER), await tokenOf('sGLD', OWNER)]).toEqual([usdBefore, goldBefore]);

    // back on the form, the amount is still there and a new quote can be asked for
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('Amount to pay').inputValue()).toBe('10');
    expect(problems).toEqual([]);
  });

  it('swaps over WalletConnect: the sandbox WalletConnect wallet approves the approval and the swap', async () => {
    const visitor = evmAccount(5).address; // the sandbox WalletConnect wallet's account
    const amount = parseUnits('10', 6);
    const context = await ctx.browser.newContext({ reducedMotion: 'reduce' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const dapp = await context.newPage();
    await dapp.goto(`${ctx.stack.description.urls.demo}/plain.html`);
    await dapp.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await dapp.getByRole('button', { name: 'WalletConnect QR Code' }).click();
    await dapp.getByRole('img', { name: 'QR code for WalletConnect' }).waitFor();
    await dapp.getByRole('button', { name: 'Copy link' }).click();
    const uri = await dapp.evaluate(() => navigator.clipboard.readText());
    const { page: wallet } = await openPage(ctx.browser, ctx.stack.description.urls.wcWallet!);
    await wallet.locator('body[data-ready="true"]').waitFor();
    await wallet.getByRole('textbox', { name: 'WalletConnect URI' }).fill(uri);
    await wallet.getByRole('button', { name: 'Pair' }).click();
    await wallet.getByRole('article', { name: 'Session proposal from WalletGate Demo' }).getByRole('button', { name: 'Approve' }).click();
    await dapp.getByRole('tab', { name: 'Tokens' }).waitFor();

    const request = wallet.getByRole('article', { name: 'eth_sendTransaction request from WalletGate Demo' });
    // the wallet's account holds only ETH: 0.02 ETH → sUSD first (one transaction) …
    await fillSwap(/^Ether\b/, /\bsUSD\b/, '0.02', dapp);
    await dapp.getByRole('button', { name: 'Review swap' }).click();
    await dapp.getByRole('button', { name: 'Swap', exact: true }).click();
    await request.getByRole('button', { name: 'Approve' }).click();
    await dapp.getByText('Swap completed').waitFor();
    const [usdBefore, goldBefore] = await Promise.all([tokenOf('sUSD', visitor), tokenOf('sGLD', visitor)]);
    expect(usdBefore).toBeGreaterThan(amount);
    // … then 10 sUSD → sGLD: the approval and the swap, both approved in the wallet
    await fillSwap(/\bsUSD\b/, /\bsGLD\b/, '10', dapp);
    const quoted = await poolOut(token('sUSD'), amount);
    await dapp.getByRole('button', { name: 'Review swap' }).click();
    await dapp.getByRole('button', { name: 'Approve and swap' }).click();
    await request.getByRole('button', { name: 'Approve' }).click();
    await dapp.getByText('Confirm the swap in your wallet').waitFor();
    await request.getByRole('button', { name: 'Approve' }).click();
    await dapp.getByText('Swap completed').waitFor();
    const [usdAfter, goldAfter] = await Promise.all([tokenOf('sUSD', visitor), tokenOf('sGLD', visitor)]);
    expect(usdBefore - usdAfter).toBe(amount);
    expect(goldAfter - goldBefore).toBeGreaterThanOrEqual(minimumReceived(quoted));
    expect(goldAfter - goldBefore).toBeLessThanOrEqual(quoted);
    await context.close();
    await wallet.context().close();
  });

  it('swaps with the embedded wallet: each transaction approved in the secure frame (ApproveTransaction)', async () => {
    const email = `swap-${Date.now()}@example.com`;
    const { page: dapp, problems: dappProblems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`);
    await dapp.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await dapp.getByRole('dialog').getByRole('textbox', { name: 'Email address' }).fill(email);
    await dapp.getByRole('dialog').getByRole('button', { name: 'Continue', exact: true }).click();
    const code = await nextCode(ctx.stack.description.urls.secureSite, email);
    await dapp.getByRole('dialog').getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await dapp.keyboard.type(code);
    await dapp.getByRole('tab', { name: 'Tokens' }).waitFor();
    const address = (await dapp.evaluate(() => (window.walletGates!.plain as { getAccount(): { address: string } }).getAccount().address)) as Address;
    const usdBefore = await tokenOf('sUSD', address);
    const amount = parseEther('0.01');
    await fillSwap(/^Ether\b/, /\bsUSD\b/, '0.01', dapp);
    const quoted = await poolOut(token('WETH'), amount, chainA().swap.pools[1]!.address);
    await dapp.getByRole('button', { name: 'Review swap' }).click();
    await dapp.getByRole('button', { name: 'Swap', exact: true }).click();
    await dapp.frameLocator('#w3m-iframe').getByRole('button', { name: 'Approve' }).click();
    await dapp.getByText('Swap completed').waitFor();
    const received = (await tokenOf('sUSD', address)) - usdBefore;
    expect(received).toBeGreaterThanOrEqual(minimumReceived(quoted));
    expect(received).toBeLessThanOrEqual(quoted);
    expect(dappProblems).toEqual([]);
    await dapp.context().close();
  });
});
