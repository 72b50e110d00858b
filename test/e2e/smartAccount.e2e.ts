/**
 * Smart accounts in Chromium against the real sandbox: a new embedded-wallet user switches between the regular and the
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
import { openPage, useStackAndBrowser } from './browser';
import { nextCode } from './mailbox';
import { settled, startRequest } from './pageRequests';

const ctx = useStackAndBrowser();

const chainA = () => ctx.stack.description.chains!.evm[0]!;
const usd = () => chainA().tokens.find((t) => t.symbol === 'sUSD')!.address as Address;
const chain = () => createPublicClient({ transport: http(chainA().rpcUrl) });
const dialog = (page: Page) => page.getByRole('dialog');

interface GateAccount {
  isConnected: boolean;
  address: string | null;
}
const gateAccount = (page: Page) => page.evaluate(() => (window.walletGates as { plain: { getAccount(): GateAccount } }).plain.getAccount());


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

/** A new embedded-wallet user signed in by email on the plug-and-play page (`query` added to its URL). */
async function signedInPage(query = '') {
  const opened = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html${query}`);
  const { page } = opened;
  await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
  const email = `smart-${randomUUID().slice(0, 8)}@example.com`;
  await dialog(page).getByRole('textbox', { name: 'Email address' }).fill(email);
  await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click();
  const code = await nextCode(ctx.stack.description.urls.secureSite, email);
  await dialog(page).getByRole('group', { name: 'Verification code' }).getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await dialog(page).getByRole('heading', { name: 'Account' }).waitFor();
  await page.waitForFunction(() => (window.walletGates as { plain: { getAccount(): GateAccount } }).plain.getAccount().isConnected);
  return opened;
}

/** Gives `to` sUSD from a seeded account, on the chain itself. */
async function fundUsd(to: Address, amount: string) {
  const funder = createWalletClient({ account: evmAccount(2), transport: http(chainA().rpcUrl) });
  const hash = await funder.writeContract({ address: usd(), abi: tokenAbi, functionName: 'transfer', args: [to, parseUnits(amount, 6)], chain: null });
  await chain().waitForTransactionReceipt({ hash, pollingInterval: 50 });
}

const transferCall = (to: Address, amount: string) => ({ to: usd(), data: encodeFunctionData({ abi: tokenAbi, functionName: 'transfer', args: [to, parseUnits(amount, 6)] }) });
const balanceOf = (owner: Address) => chain().readContract({ address: usd(), abi: tokenAbi, functionName: 'balanceOf', args: [owner] });

describe('smart accounts for embedded-wallet users', () => {
  let page: Page;
  let problems: string[];
  let eoa: Address;
  let smart: Address;

  beforeAll(async () => {
    ({ page, problems } = await signedInPage());
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
    await fundUsd(smart, '100');

    const [first, second] = [privateKeyToAddress(generatePrivateKey()), privateKeyToAddress(generatePrivateKey())];
    const calls = [transferCall(first, '12.5'), transferCall(second, '30')];
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
    expect([await balanceOf(first), await balanceOf(second), await balanceOf(smart)]).toEqual([parseUnits('12.5', 6), parseUnits('30', 6), parseUnits('57.5', 6)]);

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

describe('smart sessions (feature on)', () => {
  let page: Page;
  let problems: string[];
  let smart: Address;

  beforeAll(async () => {
    ({ page, problems } = await signedInPage('?smartSessions=1'));
    smart = (await gateAccount(page)).address as Address;
    await fundUsd(smart, '50');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('grants a session, lists it, lets it act once within its limits, refuses beyond them, revokes it, refuses after', async () => {
    const chainHex = toHex(chainA().chainId);
    const expiry = Math.floor(Date.now() / 1000) + 3600;
    const permission = { type: 'erc20-token-transfer', data: { address: usd(), allowance: toHex(parseUnits('20', 6)) } };
    const grant = (await approved(page, 'grant', 'wallet_grantPermissions', [{ chainId: chainHex, expiry, permissions: [permission] }], async () => {
      await page.frameLocator('#w3m-iframe').getByText('grant a session').first().waitFor();
    })) as { context: Address; expiry: number; permissions: unknown[] };
    expect(grant).toMatchObject({ address: smart, expiry, permissions: [{ ...permission, policies: [] }] });
    const pci = grant.context;
    expect(pci).toMatch(/^0x[0-9a-fA-F]{40}$/);

    // listed in the account area, from GET /v1/sessions/{address}
    await page.evaluate(() => (window.walletGates as { plain: { open(r: unknown): Promise<void> } }).plain.open({ view: 'Account' }));
    const sessions = dialog(page).getByRole('region', { name: 'Sessions' });
    const item = sessions.getByRole('listitem', { name: `WalletGate demo · erc20-token-transfer: ${pci}` });
    await item.getByText(/Until /).waitFor();
    expect(await runAxe(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // within the allowance: the session key moves 15 sUSD without asking the visitor
    const receiver = privateKeyToAddress(generatePrivateKey());
    const useSession = (key: string, amount: string) =>
      startRequest(page, key, 'wallet_sendCalls', [{ version: '2.0.0', chainId: chainHex, from: smart, calls: [transferCall(receiver, amount)], capabilities: { permissions: { context: pci } } }]);
    await useSession('within', '15');
    expect((await settled(page, 'within')).result).toMatchObject({ id: expect.stringMatching(/^0x/) });
    expect(await balanceOf(receiver)).toBe(parseUnits('15', 6));

    // beyond it (15 + 10 > 20): the account contract refuses
    await useSession('beyond', '10');
    expect((await settled(page, 'beyond')).error?.message).toMatch(/allowance exceeded/);
    expect(await balanceOf(receiver)).toBe(parseUnits('15', 6));

    // revoked from the account area: the smart account signs the pci, the API relays it to the chain
    await page.evaluate(() => (window.walletGates as { plain: { open(r: unknown): Promise<void> } }).plain.open({ view: 'Account' }));
    await item.getByRole('button', { name: `Revoke WalletGate demo · erc20-token-transfer` }).click();
    const frame = page.frameLocator('#w3m-iframe');
    await frame.getByRole('heading', { name: 'Approve request' }).waitFor();
    await frame.getByRole('button', { name: 'Approve' }).click();
    await item.getByText('Revoked').waitFor();

    await useSession('after', '1');
    expect((await settled(page, 'after')).error?.message).toMatch(/session revoked/);
    expect(await balanceOf(receiver)).toBe(parseUnits('15', 6));
    // the frame's console reports the two refused requests (400 from its site), nothing else
    expect(problems).toEqual(Array(2).fill('console: Failed to load resource: the server responded with a status of 400 (Bad Request)'));
  });
});
