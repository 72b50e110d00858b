/**
 * The account area on the sandbox in Chromium with the injected Sandbox Wallet: balances as
 * on the chain, sending a token and ETH (approved in the wallet, checked on the chain), Activity with signs,
 * paging, a spam transfer hidden, NFTs, and Receive copying the address.
 */
import type { Page } from 'playwright-core';
import { createPublicClient, createWalletClient, formatEther, formatUnits, http, parseUnits, type Address } from 'viem';
import { tokenAbi } from '../../sandbox/chains';
import { evmAccount } from '../../sandbox/chains/keys';
import { formatBalance, formatFiat } from '../../src/core/format';
import AxeBuilder from './axe';
import { useStackAndBrowser } from './browser';
import { fillSendForm } from './sendForm';

/** Small history pages, so a handful of transfers already reach page two. */
const PAGE_SIZE = 4;
const ctx = useStackAndBrowser({ historyPageSize: PAGE_SIZE });

const chainA = () => ctx.stack.description.chains!.evm[0]!;
const token = (symbol: string) => chainA().tokens.find((t) => t.symbol === symbol)!;
const publicClient = () => createPublicClient({ transport: http(chainA().rpcUrl) });
const ethOf = (address: Address) => publicClient().getBalance({ address });
const tokenOf = (symbol: string, address: Address) =>
  publicClient().readContract({ address: token(symbol).address, abi: tokenAbi, functionName: 'balanceOf', args: [address] }) as Promise<bigint>;

/** Sandbox Wallet holds accounts 1 and 2; the receiver is account 4, the spammer account 8 (sandbox/chains/evm/seed.ts). */
const OWNER = evmAccount(1).address;
const RECEIVER = evmAccount(4).address;

const promptOf = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' });
const modal = (page: Page) => page.getByRole('dialog', { name: /Account|Send|Select token|Receive/ });
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const panel = (page: Page) => page.getByRole('tabpanel');

async function openConnected(): Promise<{ page: Page; problems: string[] }> {
  // reduced motion: axe then sees views after their 150 ms fade-in, not half-transparent during it
  const context = await ctx.browser.newContext({ reducedMotion: 'reduce' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.stack.description.urls.demo });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  await page.goto(`${ctx.stack.description.urls.demo}/plain.html`);
  await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
  await page.getByRole('button', { name: 'Sandbox Wallet Installed', exact: true }).click();
  await promptOf(page).getByRole('button', { name: 'Approve' }).click();
  await tab(page, 'Tokens').waitFor();
  return { page, problems };
}

let page: Page;
let problems: string[];
beforeAll(async () => {
  // A spam airdrop to the owner before anything is looked at: Activity must not show it.
  const spammer = createWalletClient({ account: evmAccount(8), transport: http(chainA().rpcUrl) });
  const hash = await spammer.writeContract({
    chain: null,
    address: token('SPAM').address,
    abi: tokenAbi,
    functionName: 'transfer',
    args: [OWNER, parseUnits('777', 18)],
  });
  await publicClient().waitForTransactionReceipt({ hash, pollingInterval: 20 });
  ({ page, problems } = await openConnected());
});
afterAll(async () => {
  await page?.context().close();
});

/** Sends from the open modal: Send → token → amount → receiver → Send, approved in the wallet. */
async function send(symbol: string, amount: string, to: string, { axe = false, reject = false } = {}) {
  const submit = await fillSendForm(page, modal(page), symbol, amount, to);
  if (axe) expect(await AxeBuilder(page)).toEqual([]);
  await submit.click();
  await promptOf(page).getByRole('button', { name: reject ? 'Reject' : 'Approve' }).click();
  await page.getByText(reject ? 'Transaction declined in your wallet' : 'Transaction started').waitFor();
  await tab(page, 'Tokens').waitFor();
}

describe('the account area on the sandbox', () => {
  it('shows the balances the chain has (wallet asset discovery)', async () => {
    const [eth, usd, gold] = await Promise.all([ethOf(OWNER), tokenOf('sUSD', OWNER), tokenOf('sGLD', OWNER)]);
    const list = panel(page).getByRole('listitem');
    await list.first().waitFor();
    await panel(page).getByText(`${formatBalance(formatEther(eth))} ETH`).waitFor();
    await panel(page).getByText(`${formatBalance(formatUnits(usd, 6))} sUSD`).waitFor();
    await panel(page).getByText(`${formatBalance(formatUnits(gold, 18))} sGLD`).waitFor();
    // the sandbox chains are no testnets: the sandbox price table's values show (ETH 3000, sUSD 1, sGLD 2400)
    await panel(page).getByText(formatFiat(Number(formatEther(eth)) * 3000, false), { exact: true }).waitFor();
    await panel(page).getByText(formatFiat(Number(formatUnits(usd, 6)), false), { exact: true }).waitFor();
    expect(await panel(page).getByText('$0.00', { exact: true }).count()).toBe(0);
    // the wallet lists no spam token
    expect(await panel(page).getByText('SPAM').count()).toBe(0);
    expect(await AxeBuilder(page)).toEqual([]);
  });

  it('lists the collectibles held, with their images', async () => {
    await tab(page, 'NFTs').click();
    await panel(page).getByText('Sandbox Critters #3').waitFor();
    await panel(page).getByText('Sandbox Critters #4').waitFor();
    const src = await panel(page).locator('img').first().getAttribute('src');
    expect(src).toMatch(/\/sandbox\/nft\/31337\/\d\.svg$/);
    await tab(page, 'Tokens').click();
  });

  it('sends 0.5 sUSD, approved in the wallet; the receiver has it on the chain', async () => {
    const before = await tokenOf('sUSD', RECEIVER);
    await send('sUSD', '0.5', RECEIVER, { axe: true });
    expect(await tokenOf('sUSD', RECEIVER)).toBe(before + parseUnits('0.5', 6));
    // the balances follow (read again past the cache)
    await panel(page).getByText(`${formatBalance(formatUnits(await tokenOf('sUSD', OWNER), 6))} sUSD`).waitFor();
  });

  it('sends ETH; the receiver has it on the chain', async () => {
    const before = await ethOf(RECEIVER);
    await send('ETH', '0.0126', RECEIVER);
    expect(await ethOf(RECEIVER)).toBe(before + parseUnits('0.0126', 18));
  });

  it('tells a transaction rejected in the wallet as declined, in the calm tone, not as an error', async () => {
    const before = await ethOf(RECEIVER);
    await send('ETH', '0.001', RECEIVER, { reject: true });
    // a polite status, not the assertive alert region; and no crash wording anywhere
    await page.getByRole('status').getByText('Transaction declined in your wallet').waitFor();
    expect(await page.getByRole('alert').getByText(/./).count()).toBe(0);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    expect(await ethOf(RECEIVER)).toBe(before);
  });

  it('shows the new transfers in Activity with their sign, hides spam, and pages past the first page', async () => {
    await tab(page, 'Activity').click();
    await panel(page).getByText('-0.013 ETH').waitFor(); // 0.0126 with 3 decimals
    await panel(page).getByText('-0.500 sUSD').waitFor();
    // the seeded mints are the oldest entries, on a later page: the visitor pages on with Load more (a list that
    // fits shows the button; scrolling it into view does the same in a longer one)
    const oldest = panel(page).getByText('+5.000 sGLD');
    for (let i = 0; i < 10 && (await oldest.count()) === 0; i += 1) {
      const more = panel(page).getByRole('button', { name: 'Load more' });
      // the click goes to the button itself: a pointer click scrolls it into view first, and in a longer list that
      // scroll loads the next page by itself, replacing the button under the pointer again and again
      if (await more.count()) await more.dispatchEvent('click');
      await page.waitForFunction(
        () => !document.querySelector('walletgate-modal')?.shadowRoot?.querySelector('[role="tabpanel"] [role="status"]'),
      );
    }
    await oldest.waitFor();
    await panel(page).getByText('+10,000.000 sUSD').waitFor();
    const { requests } = (await (await fetch(`${ctx.stack.description.urls.api}/sandbox/requests`)).json()) as { requests: { path: string; query: Record<string, string> }[] };
    const history = requests.filter((r) => r.path === `/v1/account/${OWNER}/history` && !r.query.onramp);
    expect(history.some((r) => r.query.cursor && r.query.chainId === 'eip155:31337')).toBe(true);
    expect(await panel(page).getByText(/SPAM/).count()).toBe(0);
    expect(await panel(page).getByText('+777.000', { exact: false }).count()).toBe(0);
  });

  it('copies the address from Receive and shows its QR and networks', async () => {
    await modal(page).getByRole('button', { name: 'Receive', exact: true }).click();
    await page.getByRole('img', { name: 'QR code of your address' }).waitFor();
    await page.getByRole('region', { name: 'Networks' }).getByText('Sandbox B').waitFor();
    expect(await AxeBuilder(page)).toEqual([]);
    await page.getByRole('button', { name: 'Copy address' }).click();
    await page.getByText('Address copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(OWNER);
    expect(problems).toEqual([]);
  });
});

describe('a wallet without asset discovery', () => {
  it('shows the balance API’s balances, which match the chain', async () => {
    const context = await ctx.browser.newContext();
    const legacy = await context.newPage();
    await legacy.goto(`${ctx.stack.description.urls.demo}/plain.html?wallet.autoApprove=1`);
    await legacy.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await legacy.getByRole('button', { name: 'Legacy Sandbox Wallet Installed', exact: true }).click();
    await legacy.getByRole('tab', { name: 'Tokens' }).waitFor();
    const account = evmAccount(3).address;
    const usd = await tokenOf('sUSD', account);
    await legacy.getByRole('tabpanel').getByText(`${formatBalance(formatUnits(usd, 6))} sUSD`).waitFor();
    await context.close();
  });
});
