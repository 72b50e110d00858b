/**
 * The embedded wallet in Chromium against the real sandbox: the secure frame on its own origin, codes read
 * from the sandbox mailbox, social and Farcaster sign-in through the sandbox provider pages, approvals
 * clicked inside the frame, transactions checked on the sandbox chain.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { createPublicClient, http, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import runAxe from './axe';
import { openPage, useStackAndBrowser } from './browser';
import { mailsTo, nextMail as nextMailOf, type Mail } from './mailbox';
import { settled, startRequest } from './pageRequests';

const ctx = useStackAndBrowser();

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;
const urls = () => ctx.stack.description.urls;

const mails = (email: string) => mailsTo(urls().secureSite, email);
const nextMail = (email: string, seen: number, pick: (m: Mail) => boolean) => nextMailOf(urls().secureSite, email, { seen, pick });

const dialog = (page: Page) => page.getByRole('dialog');
const chainClient = () => createPublicClient({ transport: http(ctx.stack.description.networks[0]!.rpcUrls.default.http[0]) });

async function openPlain(browser: Browser) {
  const opened = await openPage(browser, `${urls().demo}/plain.html`);
  await opened.page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
  await dialog(opened.page).waitFor();
  return opened;
}

interface GateAccount {
  isConnected: boolean;
  address: string | null;
  walletInfo: { type: string } | null;
}

const account = (page: Page) =>
  page.evaluate(() => (window.walletGates as { plain: { getAccount(): GateAccount } }).plain.getAccount());

async function waitConnected(page: Page): Promise<GateAccount> {
  await page.waitForFunction(() => (window.walletGates as { plain: { getAccount(): GateAccount } }).plain.getAccount().isConnected);
  return account(page);
}

/** The code's six slots: typed key by key from the first (focus moves on by itself), or pasted whole. */
async function enterCode(page: Page, code: string, how: 'type' | 'paste' = 'type') {
  const group = dialog(page).getByRole('group', { name: 'Verification code' });
  const first = group.getByRole('textbox', { name: 'Digit 1 of 6' });
  await first.click();
  if (how === 'type') {
    await page.keyboard.type(code);
    return;
  }
  // a real paste event with the code on its clipboard data, as Ctrl+V delivers it
  await first.evaluate((input, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true }));
  }, code);
}

/** Email + code on an open Connect view; returns once the Account view shows. */
async function signInWithEmail(page: Page, email: string, checkAccessibility = false) {
  const before = (await mails(email)).length;
  await dialog(page).getByRole('textbox', { name: 'Email address' }).fill(email);
  await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click();
  const code = (await nextMail(email, before, (m) => !!m.code)).code!;
  if (checkAccessibility) {
    await dialog(page).getByRole('group', { name: 'Verification code' }).waitFor();
    expect(await runAxe(page)).toEqual([]);
    // the cooldown (SPEC §5) holds Resend back, counting down
    expect(await dialog(page).getByRole('button', { name: /^Resend code in \d+ s$/ }).isDisabled()).toBe(true);
  }
  await enterCode(page, code);
  await dialog(page).getByRole('heading', { name: 'Account' }).waitFor();
}


const sessionKeys = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('@walletgate/')).sort());

describe('embedded wallet: email', () => {
  it('signs in with email and a one-time code, lands on Account with a funded address', async () => {
    const { page, problems } = await openPlain(ctx.browser);
    const email = uniqueEmail('otp');
    // the frame appears only once the visitor starts on the email field
    expect(await page.locator('#w3m-iframe').count()).toBe(0);
    await signInWithEmail(page, email, true);
    const connected = await waitConnected(page);
    expect(connected.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(connected.walletInfo?.type).toBe('AUTH');
    const frame = page.locator('#w3m-iframe');
    expect(await frame.getAttribute('name')).toBe('w3m-secure-iframe');
    expect(new URL((await frame.getAttribute('src'))!).origin).toBe(urls().secureSite);
    await dialog(page).getByText(`Signed in as ${email}`).waitFor();
    expect(await sessionKeys(page)).toEqual(
      expect.arrayContaining(['@walletgate/emailLoginUsed', '@walletgate/email', '@walletgate/lastUsedChainId', '@walletgate/smartAccountEnabledNetworks']),
    );
    // the balance is read from the sandbox chain (new wallets start with 10 ETH)
    await dialog(page).getByText(/^10(\.0+)? ETH$/).first().waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('asks a new device to be approved from the mailbox first', async () => {
    const email = uniqueEmail('device');
    const first = await openPlain(ctx.browser);
    await signInWithEmail(first.page, email);
    await first.page.context().close();

    // a fresh browser profile is a device the frame has never seen
    const { page } = await openPlain(ctx.browser);
    const before = (await mails(email)).length;
    await dialog(page).getByRole('textbox', { name: 'Email address' }).fill(email);
    await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await dialog(page).getByRole('heading', { name: 'Check your email to approve this device' }).waitFor();
    const link = (await nextMail(email, before, (m) => !!m.link)).link!;
    const approved = await fetch(link);
    expect(approved.status).toBe(200);
    const code = (await nextMail(email, before + 1, (m) => !!m.code)).code!;
    await enterCode(page, code, 'paste');
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor();
    expect((await waitConnected(page)).walletInfo?.type).toBe('AUTH');
    await page.context().close();
  });
});

describe('embedded wallet: social and Farcaster', () => {
  it('signs in with Google through the sandbox provider page in a popup', async () => {
    const { page } = await openPlain(ctx.browser);
    const popupOpened = page.waitForEvent('popup');
    await dialog(page).getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await dialog(page).getByRole('heading', { name: 'Continue in Google' }).waitFor();
    const userName = `ada-${randomUUID().slice(0, 6)}`;
    await popup.getByRole('textbox', { name: 'Sign in as' }).fill(userName);
    const popupClosed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Continue', exact: true }).click();
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor();
    // named by its provider and username; no email of ours to update
    await dialog(page).getByText(`Google · ${userName}`).waitFor();
    expect(await dialog(page).getByRole('button', { name: 'Update email' }).count()).toBe(0);
    // the flow read the redirect back to this site, and closed the window
    await popupClosed;
    expect((await waitConnected(page)).walletInfo?.type).toBe('AUTH');
    expect(await page.evaluate(() => localStorage.getItem('@walletgate/connectedSocialProvider'))).toBe('"google"');
    await page.context().close();
  });

  it('signs in with Farcaster: QR code and link, approved on the sandbox Farcaster page', async () => {
    const { page } = await openPlain(ctx.browser);
    await dialog(page).getByRole('button', { name: 'Other social' }).click();
    await dialog(page).getByRole('button', { name: 'Continue with Farcaster' }).click();
    await dialog(page).getByRole('img', { name: 'QR code to sign in with Farcaster' }).waitFor();
    expect(await runAxe(page)).toEqual([]);
    const uri = (await dialog(page).getByRole('link', { name: 'Open link' }).getAttribute('href'))!;
    expect(new URL(uri).origin).toBe(urls().secureSite);
    const farcaster = await page.context().newPage();
    await farcaster.goto(uri);
    await farcaster.getByRole('textbox', { name: 'Farcaster username' }).fill(`fc-${randomUUID().slice(0, 6)}`);
    await farcaster.getByRole('button', { name: 'Approve sign-in' }).click();
    await farcaster.getByRole('heading', { name: 'Sign-in approved' }).waitFor();
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor();
    expect((await waitConnected(page)).walletInfo?.type).toBe('AUTH');
    await page.context().close();
  });
});

describe('embedded wallet: signing, sending, restoring, updating, signing out', () => {
  let page: Page;
  let email: string;
  let address: string;

  beforeAll(async () => {
    ({ page } = await openPlain(ctx.browser));
    email = uniqueEmail('journey');
    await signInWithEmail(page, email);
    address = (await waitConnected(page)).address!;
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('signs a message after approval in the frame, and rejects one the visitor declines', async () => {
    const frame = page.frameLocator('#w3m-iframe');
    await startRequest(page, 'sign', 'personal_sign', ['0x48656c6c6f2057616c6c657447617465', address]);
    await dialog(page).getByRole('heading', { name: 'Approve Transaction' }).waitFor();
    await frame.getByRole('heading', { name: 'Approve request' }).waitFor();
    await frame.getByRole('button', { name: 'Approve' }).click();
    const signed = await settled(page, 'sign');
    // a new user is on the smart account (SPEC §4 default): its signature verifies through ERC-1271/6492
    expect(signed.result).toMatch(/^0x[0-9a-f]{130,}$/);
    expect(await chainClient().verifyMessage({ address: address as Hex, message: 'Hello WalletGate', signature: signed.result as Hex })).toBe(true);
    // the modal opened for the request, so it closes again
    await dialog(page).waitFor({ state: 'detached' });
    expect(await page.locator('#w3m-iframe').isVisible()).toBe(false);

    await startRequest(page, 'declined', 'personal_sign', ['0x6e6f', address]);
    await frame.getByRole('button', { name: 'Decline' }).click();
    const declined = await settled(page, 'declined');
    expect(declined.error?.code).toBe(4001);
    await dialog(page).waitFor({ state: 'detached' });
  });

  it('refuses a method outside the allowed list with "Action not allowed"', async () => {
    await startRequest(page, 'refused', 'eth_sign', [address, '0x00']);
    const refused = await settled(page, 'refused');
    expect(refused.error?.message).toBe('Requested RPC call is not allowed');
    await page.getByText('Action not allowed').waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
  });

  it('sends a transaction on the sandbox chain after approval', async () => {
    // a fresh receiver: whether the smart account or the EOA sends, the value arrives there
    const to = privateKeyToAddress(generatePrivateKey());
    await startRequest(page, 'send', 'eth_sendTransaction', [{ from: address, to, value: '0x2386f26fc10000' }]);
    await page.frameLocator('#w3m-iframe').getByRole('button', { name: 'Approve' }).click();
    const sent = await settled(page, 'send');
    expect(sent.result).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await chainClient().waitForTransactionReceipt({ hash: sent.result as Hex, pollingInterval: 50 });
    expect(receipt.status).toBe('success');
    expect(await chainClient().getBalance({ address: to })).toBe(0x2386f26fc10000n);
  });

  it('hands keyboard focus to the frame: Escape there declines, the header stays usable', async () => {
    await startRequest(page, 'escape', 'personal_sign', ['0x6b6579', address]);
    const frame = page.frameLocator('#w3m-iframe');
    await frame.getByRole('heading', { name: 'Approve request' }).waitFor();
    // the frame lies over the modal body, below the header
    const area = (await page.locator('#w3m-iframe').boundingBox())!;
    const close = (await dialog(page).getByRole('button', { name: 'Close' }).boundingBox())!;
    expect(area.y).toBeGreaterThanOrEqual(close.y + close.height - 1);
    // keyboard focus is inside the frame, on the approval card
    await frame.locator('[role="dialog"]:focus').waitFor();
    await page.keyboard.press('Escape');
    expect((await settled(page, 'escape')).error?.code).toBe(4001);
    await dialog(page).waitFor({ state: 'detached' });

    // closing the modal from its header while the frame waits aborts the request
    await startRequest(page, 'closed', 'personal_sign', ['0x636c6f7365', address]);
    await frame.getByRole('heading', { name: 'Approve request' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    expect((await settled(page, 'closed')).error?.message).toBe('Request was aborted');
    expect(await page.locator('#w3m-iframe').isVisible()).toBe(false);
  });

  it('stays signed in across a reload', async () => {
    await page.reload();
    const restored = await waitConnected(page);
    expect(restored.address).toBe(address);
    expect(restored.walletInfo?.type).toBe('AUTH');
  });

  it('updates the email with a code to the current and one to the new address', async () => {
    const newEmail = uniqueEmail('updated');
    await page.evaluate(() => (window.walletGates as { plain: { open(r: unknown): Promise<void> } }).plain.open({ view: 'Account' }));
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Update email' }).click();
    const beforeOld = (await mails(email)).length;
    const beforeNew = (await mails(newEmail)).length;
    await dialog(page).getByRole('textbox', { name: 'New email address' }).fill(newEmail);
    await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await dialog(page).getByRole('heading', { name: 'Confirm Current Email' }).waitFor();
    const primary = (await nextMail(email, beforeOld, (m) => !!m.code)).code!;
    await enterCode(page, primary, 'paste');
    await dialog(page).getByRole('heading', { name: 'Confirm New Email' }).waitFor();
    const secondary = (await nextMail(newEmail, beforeNew, (m) => !!m.code)).code!;
    await enterCode(page, secondary);
    await dialog(page).getByText(`Signed in as ${newEmail}`).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('@walletgate/email'))).toBe(JSON.stringify(newEmail));
  });

  it('signs out on disconnect and clears the cached login data', async () => {
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect((await account(page)).isConnected).toBe(false);
    const left = await sessionKeys(page);
    for (const key of ['emailLoginUsed', 'email', 'lastUsedChainId', 'socialUsername', 'embeddedSessionToken']) {
      expect(left).not.toContain(`@walletgate/${key}`);
    }
    // a reload does not sign back in
    await page.reload();
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await dialog(page).getByRole('textbox', { name: 'Email address' }).waitFor();
    expect((await account(page)).isConnected).toBe(false);
  });
});
