/**
 * Issue 18 in Chromium against the real sandbox: a new embedded-wallet user switches between the regular and the
 * smart account on Account, signs as the smart account before and after it exists (ERC-6492, then ERC-1271, both
 * checked with viem's verifyMessage on a public client of the sandbox chain), and sends a batch of two token
 * transfers with wallet_sendCalls: the first use deploys the account, both transfers land in one transaction, and
 * wallet_getCallsStatus reports success. Everything is read back from the chain.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { createPublicClient, createWalletClient, encodeFunctionData, http, parseUnits, toHex, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { tokenAbi } from '../../sandbox/chains';
import { evmAccount } from '../../sandbox/chains/keys';
import runAxe from './axe';
import { e2ePort, openPage, useStackAndBrowser } from './browser';
import { nextCode } from './mailbox';

const ctx = useStackAndBrowser(e2ePort(25));

const chainA = () => ctx.stack.description.chains!.evm[0]!;
const usd = () => chainA().tokens.find((t) => t.symbol === 'sUSD')!.address as Address;
const chain = () => createPublicClient({ transport: http(chainA().rpcUrl) });
const dialog = (page: Page) => page.getByRole('dialog');

interface GateAccount {
  isConnected: boolean;
  address: string | null;
}
const gateAccount = (page: Page) => page.evaluate(() => (window.walletGates as { plain: { getAccount(): GateAccount } }).plain.getAccount());

/** Starts an RPC request in the page; `settled` reads how it ended. */
async function startRequest(page: Page, key: string, method: string, params: unknown[]) {
  await page.evaluate(
    ({ key, method, params }) => {
      const gate = (window.walletGates as { plain: { getWalletProvider(): { request(a: unknown): Promise<unknown> } } }).plain;
      const outcomes = ((window as unknown as { outcomes: Record<string, unknown> }).outcomes ??= {});
      gate
        .getWalletProvider()
        .request({ method, params })
        .then(
          (result) => (outcomes[key] = { result }),
          (error: { message: string; code: number }) => (outcomes[key] = { error: { message: error.message, code: error.code } }),
        );
    },
    { key, method, params },
  );
}

async function settled(page: Page, key: string): Promise<{ result?: unknown; error?: { message: string; code: number } }> {
  const handle = await page.waitForFunction((k) => (window as unknown as { outcomes?: Record<string, unknown> }).outcomes?.[k], key);
  return (await handle.jsonValue()) as { result?: unknown; error?: { message: string; code: number } };
}

/** Runs a request the visitor approves in the secure frame; answers its result. */
async function approved(page: Page, key: string, method: string, params: unknown[], beforeApprove?: () => Promise<void>) {
  await startRequest(page, key, method, params);
  const frame = page.frameLocator('#w3m-iframe');
  await frame.getByRole('heading', { name: 'Approve request' }).waitFor();
  await beforeApprove?.();
  await frame.getByRole('button', { name: 'Approve' }).click();
  const outcome = await settled(page, key);
  if (outcome.error) throw new Error(`${method} failed: ${outcome.error.message}`);
  return outcome.result;
}

describe('smart accounts for embedded-wallet users', () => {
  let page: Page;
  let problems: string[];
  let eoa: Address;
  let smart: Address;

  beforeAll(async () => {
    ({ page, problems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`));
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    const email = `smart-${randomUUID().slice(0, 8)}@example.com`;
    await dialog(page).getByRole('textbox', { name: 'Email address' }).fill(email);
    await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click();
    const code = await nextCode(ctx.stack.description.urls.secureSite, email);
    await dialog(page).getByRole('group', { name: 'Verification code' }).getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(code);
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor();
    await page.waitForFunction(() => (window.walletGates as { plain: { getAccount(): GateAccount } }).plain.getAccount().isConnected);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('lists both accounts on Account and switches between them', async () => {
    const accounts = dialog(page).getByRole('region', { name: 'Your accounts' });
    const regular = accounts.getByRole('listitem', { name: /^Regular account: 0x/ });
    const smartItem = accounts.getByRole('listitem', { name: /^Smart account: 0x/ });
    eoa = (await regular.getAttribute('aria-label'))!.split(': ')[1] as Address;
    smart = (await smartItem.getAttribute('aria-label'))!.split(': ')[1] as Address;
    expect(eoa).not.toBe(smart);
    // a new user starts on the smart account (SPEC §4 default), not yet on chain
    expect((await gateAccount(page)).address).toBe(smart);
    await smartItem.getByText('In use').waitFor();
    await smartItem.getByText(/Created with its first transaction/).waitFor();
    expect(await chain().getCode({ address: smart })).toBeUndefined();
    expect(await runAxe(page)).toEqual([]);

    await dialog(page).getByRole('button', { name: 'Use your regular account' }).click();
    await regular.getByText('In use').waitFor();
    expect((await gateAccount(page)).address).toBe(eoa);
    await dialog(page).getByRole('button', { name: 'Use your smart account' }).click();
    await smartItem.getByText('In use').waitFor();
    expect((await gateAccount(page)).address).toBe(smart);
  });

  it('signs as the undeployed smart account: an ERC-6492 signature viem verifies on the sandbox chain', async () => {
    const message = 'Hello from a counterfactual smart account';
    const signature = (await approved(page, 'sign-before', 'personal_sign', [toHex(message), smart])) as Hex;
    expect(await chain().verifyMessage({ address: smart, message, signature })).toBe(true);
    expect(await chain().verifyMessage({ address: smart, message: 'not this', signature })).toBe(false);
    expect(await chain().getCode({ address: smart })).toBeUndefined();
  });

  it('answers EIP-5792 capabilities: atomic batches on the smart account', async () => {
    await startRequest(page, 'caps', 'wallet_getCapabilities', [smart, [toHex(chainA().chainId)]]);
    expect((await settled(page, 'caps')).result).toEqual({ [toHex(chainA().chainId)]: { atomic: { status: 'supported' } } });
  });

  it('sends two token transfers with wallet_sendCalls: the first use deploys the account and both land atomically', async () => {
    // the smart account receives 100 sUSD from a seeded account, on the chain itself
    const funder = createWalletClient({ account: evmAccount(2), transport: http(chainA().rpcUrl) });
    const funded = await funder.writeContract({ address: usd(), abi: tokenAbi, functionName: 'transfer', args: [smart, parseUnits('100', 6)], chain: null });
    await chain().waitForTransactionReceipt({ hash: funded, pollingInterval: 50 });

    const [first, second] = [privateKeyToAddress(generatePrivateKey()), privateKeyToAddress(generatePrivateKey())];
    const transfer = (to: Address, amount: string) => ({ to: usd(), data: encodeFunctionData({ abi: tokenAbi, functionName: 'transfer', args: [to, parseUnits(amount, 6)] }) });
    const calls = [transfer(first, '12.5'), transfer(second, '30')];
    const frame = page.frameLocator('#w3m-iframe');
    const result = (await approved(page, 'batch', 'wallet_sendCalls', [{ version: '2.0.0', chainId: toHex(chainA().chainId), from: smart, atomicRequired: true, calls }], async () => {
      // the approval shows every call of the batch before the visitor approves
      const details = frame.getByLabel('Request details');
      await details.getByText(/Call 1/).waitFor();
      await details.getByText(/Call 2/).waitFor();
      expect(await details.textContent()).toContain(calls[1]!.data);
    })) as { id: string };
    expect(result.id).toMatch(/^0x[0-9a-f]+$/);

    // the account has code now, and the Account view says so
    expect(await chain().getCode({ address: smart })).toMatch(/^0x[0-9a-f]{100,}$/);
    const read = (owner: Address) => chain().readContract({ address: usd(), abi: tokenAbi, functionName: 'balanceOf', args: [owner] });
    expect([await read(first), await read(second), await read(smart)]).toEqual([parseUnits('12.5', 6), parseUnits('30', 6), parseUnits('57.5', 6)]);

    await startRequest(page, 'status', 'wallet_getCallsStatus', [result.id]);
    const status = (await settled(page, 'status')).result as { status: number; atomic: boolean; receipts: { status: string; transactionHash: Hex }[] };
    expect(status).toMatchObject({ status: 200, atomic: true });
    // atomic: one transaction carried both transfers
    expect(status.receipts).toHaveLength(1);
    const receipt = await chain().getTransactionReceipt({ hash: status.receipts[0]!.transactionHash });
    expect(receipt.status).toBe('success');
    expect(receipt.logs.filter((log) => log.address.toLowerCase() === usd().toLowerCase())).toHaveLength(2);

    await page.evaluate(() => (window.walletGates as { plain: { open(r: unknown): Promise<void> } }).plain.open({ view: 'Account' }));
    await dialog(page).getByRole('listitem', { name: /^Smart account: 0x/ }).getByText(/Active on this network/).waitFor();
  });

  it('signs as the deployed smart account: an ERC-1271 signature viem verifies', async () => {
    await page.keyboard.press('Escape');
    const message = 'Hello from a deployed smart account';
    const signature = (await approved(page, 'sign-after', 'personal_sign', [toHex(message), smart])) as Hex;
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(await chain().verifyMessage({ address: smart, message, signature })).toBe(true);
    expect(problems).toEqual([]);
  });
});
