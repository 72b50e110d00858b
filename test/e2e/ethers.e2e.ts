/**
 * walletgate/ethers and walletgate/ethers5 end to end: on /ethers.html, a message signed and a
 * transaction sent through each adapter's signer, checked on the real chain; a signer from before a chain switch
 * refuses.
 */
import type { Page } from 'playwright-core';
import { createPublicClient, http, parseEther, verifyMessage, type Hex } from 'viem';
import { openPage, useStackAndBrowser } from './browser';

const ctx = useStackAndBrowser();
const RECEIVER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
const MESSAGE = 'Hello from an ethers site';

declare global {
  interface Window {
    walletGates?: Record<string, unknown>;
  }
}

const value = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const promptOf = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' });

async function text(page: Page, label: string, expected: string | RegExp) {
  await value(page, label).filter({ hasText: expected }).waitFor();
  return (await value(page, label).textContent())!;
}

describe('an ethers site with WalletGate as its modal', () => {
  it('signs and sends through the ethers v6 and v5 signers; both verify on chain', async () => {
    const { page, problems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/ethers.html`);
    await page.getByRole('button', { name: 'Connect (ethers site)' }).click();
    await page.getByRole('button', { name: 'Sandbox Wallet Installed', exact: true }).click();
    await promptOf(page).getByRole('button', { name: 'Approve' }).click();
    const address = (await page.evaluate(() => window.sandboxWallets!.sandbox.state().address!)) as Hex;
    await text(page, 'ethers account', address);
    await text(page, 'ethers chain', '31337');
    await page.keyboard.press('Escape');
    const chain = createPublicClient({ transport: http(ctx.stack.description.networks[0]!.rpcUrls.default.http[0]) });

    for (const version of ['v6', 'v5']) {
      await page.getByRole('button', { name: `Sign with ethers ${version}` }).click();
      await promptOf(page).getByRole('button', { name: 'Approve' }).click();
      const signature = (await text(page, `Sign with ethers ${version}: result`, /^0x/)) as Hex;
      expect(await verifyMessage({ address, message: MESSAGE, signature })).toBe(true);

      await page.getByRole('button', { name: `Send 0.01 ETH with ethers ${version}` }).click();
      await promptOf(page).getByRole('button', { name: 'Approve' }).click();
      const hash = (await text(page, `Send 0.01 ETH with ethers ${version}: result`, /^0x/)) as Hex;
      const receipt = await chain.waitForTransactionReceipt({ hash });
      const tx = await chain.getTransaction({ hash });
      expect([receipt.status, tx.from.toLowerCase(), tx.to?.toLowerCase(), tx.value]).toEqual(['success', address.toLowerCase(), RECEIVER.toLowerCase(), parseEther('0.01')]);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a signer obtained before a chain switch refuses instead of signing on the wrong chain', async () => {
    const { page } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/ethers.html`);
    await page.evaluate(() => window.sandboxWallets!.sandbox.autoApprove(true));
    await page.getByRole('button', { name: 'Connect (ethers site)' }).click();
    await page.getByRole('button', { name: 'Sandbox Wallet Installed', exact: true }).click();
    await text(page, 'ethers chain', '31337');
    const outcome = await page.evaluate(async () => {
      const demo = window.ethersDemo!;
      const [v6, v5] = [await demo.v6.getSigner(), await demo.v5.getSigner()];
      window.sandboxWallets!.sandbox.switchChain(31338);
      // WalletGate may follow the wallet at once (its event handled synchronously): look before listening
      await new Promise<void>((resolve) => {
        if (demo.v6.getConnection().chainId === 31338) return resolve();
        const off = demo.v6.subscribe(() => {
          if (demo.v6.getConnection().chainId === 31338) {
            off();
            resolve();
          }
        });
      });
      const refuse = (p: Promise<string>) => p.then(() => 'signed', (e: Error) => e.message);
      const fresh = await demo.v6.getSigner();
      return { v6: await refuse(v6.signMessage('x')), v5: await refuse(v5.signMessage('x')), freshChain: Number((await fresh.provider.getNetwork()).chainId) };
    });
    expect(outcome.v6).toMatch(/made for chain 31337, but the wallet is now on chain 31338/);
    expect(outcome.v5).toMatch(/made for chain 31337, but the wallet is now on chain 31338/);
    expect(outcome.freshChain).toBe(31338);
    expect(await page.evaluate(() => window.sandboxWallets!.sandbox.requests().filter((m) => m === 'personal_sign').length)).toBe(0);
    await page.context().close();
  });
});
