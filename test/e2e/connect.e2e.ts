import type { Page } from 'playwright-core';
import { openPage, useStackAndBrowser } from './browser';

// with motion, as most visitors see it
const ctx = useStackAndBrowser({}, 'as-visitors');

type Gate = {
  getAccount(): { isConnected: boolean; address: string | null; status: string };
  getNetwork(): { caipNetworkId: string | null };
  open(request?: { view?: string }): Promise<void>;
};

const gate = <T>(page: Page, fn: (g: Gate) => T | Promise<T>) =>
  page.evaluate(`(${fn.toString()})(window.walletGates.plain)`) as Promise<T>;
const truncate = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`;
const promptOf = (page: Page, wallet = 'Sandbox Wallet') => page.getByRole('dialog', { name: `${wallet} request` });
const modal = (page: Page) => page.getByRole('dialog', { name: /Account|Connect Wallet|Connecting|Choose network|Switch network/ });

async function connectAndApprove(page: Page, wallet = 'Sandbox Wallet') {
  await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
  await page.getByRole('button', { name: `${wallet} Installed`, exact: true }).click();
  await promptOf(page, wallet).getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('button', { name: 'Disconnect' }).waitFor();
}

describe('connecting an injected EVM wallet on the sandbox', () => {
  it('connects after approval and shows the address, balance and network; stays connected across a reload', async () => {
    const { page, problems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`);
    await connectAndApprove(page);
    const address = await page.evaluate(() => window.sandboxWallets!.sandbox.state().address!);
    await modal(page).getByText(truncate(address)).waitFor();
    // the summary's balance (the Tokens tab lists the same amount again, further down)
    await page.getByText(/^[\d,]+\.\d{2} ETH$/).first().waitFor();
    await page.getByRole('button', { name: 'Network: Sandbox A' }).waitFor();
    expect(await gate(page, (g) => g.getAccount().address)).toBe(address);

    await page.reload();
    await page.waitForFunction(() => (window as unknown as { walletGates?: { plain?: Gate } }).walletGates?.plain?.getAccount().isConnected === true);
    expect(await promptOf(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the rejection, then connects on Try again', async () => {
    const { page } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`);
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await page.getByRole('button', { name: 'Sandbox Wallet Installed', exact: true }).click();
    await promptOf(page).getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('heading', { name: 'Connection declined' }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await promptOf(page).getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('button', { name: 'Disconnect' }).waitFor();
    await page.context().close();
  });

  it('switches network from the modal and from the wallet, and shows UnsupportedChain for a chain the site did not ask for', async () => {
    const { page } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`);
    await connectAndApprove(page);
    await page.getByRole('button', { name: 'Network: Sandbox A' }).click();
    await page.getByRole('button', { name: /Sandbox B/ }).click();
    await page.getByRole('button', { name: 'Network: Sandbox B' }).waitFor();
    expect(await gate(page, (g) => g.getNetwork().caipNetworkId)).toBe('eip155:31338');
    expect(await page.evaluate(() => window.sandboxWallets!.sandbox.state().chainId)).toBe(31338);

    await page.keyboard.press('Escape');
    await page.evaluate(() => window.sandboxWallets!.sandbox.switchChain(31337));
    await page.waitForFunction(() => (window as unknown as { walletGates: { plain: Gate } }).walletGates.plain.getNetwork().caipNetworkId === 'eip155:31337');

    await page.evaluate(() => window.sandboxWallets!.sandbox.switchChain(1));
    const unsupported = page.getByRole('dialog', { name: 'Switch network' });
    await unsupported.waitFor();
    await unsupported.getByText("This app doesn't support your current network.", { exact: false }).waitFor();
    await unsupported.getByRole('button', { name: /Sandbox A/ }).click();
    await unsupported.waitFor({ state: 'detached' });
    expect(await gate(page, (g) => g.getNetwork().caipNetworkId)).toBe('eip155:31337');
    await page.context().close();
  });

  it('closes UnsupportedChain on back', async () => {
    const { page } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`);
    await connectAndApprove(page);
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.sandboxWallets!.sandbox.switchChain(1));
    await page.getByRole('dialog', { name: 'Switch network' }).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog', { name: 'Switch network' }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('connects the legacy wallet and disconnects, forgetting the session', async () => {
    const { page } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`);
    await connectAndApprove(page, 'Legacy Sandbox Wallet');
    expect(await page.evaluate(() => window.sandboxWallets!.legacy.state().address)).toBe(await gate(page, (g) => g.getAccount().address));
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await modal(page).waitFor({ state: 'detached' });
    expect(await gate(page, (g) => g.getAccount().isConnected)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('@walletgate/connectionStatus'))).toBe('"disconnected"');
    await page.reload();
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await page.getByRole('button', { name: 'Legacy Sandbox Wallet Recent' }).waitFor();
    expect(await gate(page, (g) => g.getAccount().isConnected)).toBe(false);
    await page.context().close();
  });
});
