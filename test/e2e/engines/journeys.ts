/**
 * The core journeys, the same in every engine (Chromium walks them in connect, account, a11yKeyboard, embedded,
 * siwx and walletconnect's files): connect the injected wallet with the keyboard alone, axe on Connect and Account,
 * each Account tab, Send, a network switch, a reload that restores the session, Disconnect; the embedded wallet's
 * email login through the secure frame on a site of its own; and WalletConnect's QR with the sandbox wallet page,
 * signing in with that wallet. One browser for the file, one page walking through the journeys in order.
 *
 * The demo is loaded from `localhost` and the secure frame from `127.0.0.1`: two sites, so the engine partitions
 * the frame's storage as it does for a real site.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createPublicClient, formatEther, http, parseEther, type Address } from 'viem';
import { evmAccount } from '../../../sandbox/chains/keys';
import { useSharedStack } from '../browser';
import { nextMail, mailsTo } from '../mailbox';
import { click, count, fill, isFocused, pressUntilFocused, waitFor, waitForExpression, waitGone, type EngineBrowser, type EnginePage, type Query } from './driver';
import { locateSource } from './locate';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Sandbox Wallet holds accounts 1 and 2; the receiver is account 4 (sandbox/chains/evm/seed.ts). */
const OWNER = evmAccount(1).address;
const RECEIVER = evmAccount(4).address;
const DAPP = 'WalletGate Demo';

const button = (name: string | RegExp, within?: Query): Query => ({ role: 'button', name, ...(within ? { within } : {}) });
const dialog = (name: string | RegExp): Query => ({ role: 'dialog', name });
const MODAL = dialog(/^(Account|Connect Wallet|Connecting|Choose network|Send|Select token|Sign In)$/);
const PROMPT = dialog('Sandbox Wallet request');
const OPENER = button('Connect (plug-and-play)');
const truncate = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`;

/** The router's view on the demo's `gate` is `view`, its chunk has rendered and its entry transition is done. */
async function waitForView(page: EnginePage, view: string, gate = 'plain') {
  await waitForExpression(
    page,
    `(() => {
      const g = window.walletGates && window.walletGates[${JSON.stringify(gate)}];
      const state = g && (g.getState ? g.getState() : g.gate.getState());
      const root = document.querySelector('walletgate-modal')?.shadowRoot;
      return state?.router.view === ${JSON.stringify(view)} && !!root?.querySelector('[role="dialog"] .wg-view') && !root.querySelector('.wg-placeholder')
        && root.getAnimations().every((a) => a.playState !== 'running');
    })()`,
    `the ${view} view`,
  );
}

/**
 * Connect has finished laying out: the email and social sections have replaced their placeholders (until then the
 * wallet list below them moves, and a click can land on the wrong entry).
 */
async function waitForConnectSettled(page: EnginePage, gate = 'plain') {
  await waitForView(page, 'Connect', gate);
  await waitFor(page, { role: 'textbox', name: 'Email address', within: MODAL });
}

/** axe-core on the modal's shadow tree (dialog and toasts): its violations as `rule: target` lines. */
async function auditModal(page: EnginePage): Promise<string[]> {
  await page.evaluate(`window.axe ? true : (() => { ${axeSource}\n; return true; })()`);
  // axe measures colours as painted: a fade or colour transition still under way (a busy machine stretches them)
  // reads as low contrast, so the finite ones end first (a spinner's infinite one runs on)
  await waitForExpression(
    page,
    `(document.querySelector('walletgate-modal')?.shadowRoot?.getAnimations() ?? [])
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity)`,
    "the modal's finite animations to end",
  );
  return page.evaluate<string[]>(`window.axe.run({ include: [['walletgate-modal']] }, { resultTypes: ['violations'] })
    .then((r) => r.violations.flatMap((v) => v.nodes.map((n) => v.id + ': ' + JSON.stringify(n.target))))`);
}

const gateAccount = (page: EnginePage, gate = 'plain') =>
  page.evaluate<{ isConnected: boolean; address: string | null }>(`(() => { const a = window.walletGates.${gate}.getAccount(); return { isConnected: a.isConnected, address: a.address }; })()`);
const gateNetwork = (page: EnginePage) => page.evaluate<string | null>('window.walletGates.plain.getNetwork().caipNetworkId');

/** The attribute of what `query` finds. */
const attribute = (page: EnginePage, query: Query, name: string) => page.evaluate<string | null>(`${locateSource(query)}?.getAttribute(${JSON.stringify(name)}) ?? null`);

export function describeCoreJourneys(launch: () => Promise<EngineBrowser>) {
  const ctx = useSharedStack();
  let browser: EngineBrowser;
  let page: EnginePage;
  /** The demo on `localhost`: another site than the secure frame's `127.0.0.1`. */
  const demo = (path: string) => `${ctx.stack.description.urls.demo.replace('127.0.0.1', 'localhost')}${path}`;
  const chain = () => createPublicClient({ transport: http(ctx.stack.description.chains!.evm[0]!.rpcUrl) });

  beforeAll(async () => {
    browser = await launch();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('connects the injected wallet with the keyboard alone; Connect and Account pass axe; each Account tab shows', async () => {
    await page.goto(demo('/plain.html'));
    await waitForExpression(page, `${locateSource(OPENER)}?.disabled === false`, 'the opener to be ready');
    await pressUntilFocused(page, 'Tab', OPENER);
    await page.press('Enter');
    await waitForConnectSettled(page);
    // the first focus is on the email field
    await waitForExpression(
      page,
      `(() => { let a = document.activeElement; while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement; return a instanceof HTMLInputElement && a.type === 'email'; })()`,
      'focus on the email field',
    );
    expect(await auditModal(page)).toEqual([]);

    // Tab into the wallet list, arrow keys to the Sandbox Wallet, Enter; the wallet's own prompt approves
    const wallets: Query = { role: 'region', name: 'Wallets', within: MODAL };
    await pressUntilFocused(page, 'Tab', { role: 'button', name: /./, within: wallets });
    await pressUntilFocused(page, 'ArrowDown', button(/^Sandbox Wallet (Installed|Recent)$/, wallets), 10);
    await page.press('Enter');
    await click(page, button('Approve', PROMPT));
    await waitForView(page, 'Account');
    await waitFor(page, { text: truncate(OWNER), within: MODAL });
    expect(await gateAccount(page)).toEqual({ isConnected: true, address: OWNER });
    expect(await auditModal(page)).toEqual([]);

    // Account's tabs: arrow keys move the selection and focus with it
    const tab = (name: string): Query => ({ role: 'tab', name, within: MODAL });
    const selectedTab = () => page.evaluate<string>(`${locateSource({ role: 'tablist', within: MODAL })}.querySelector('[aria-selected="true"]').textContent`);
    await pressUntilFocused(page, 'Tab', tab('Tokens'));
    await waitFor(page, { text: /^[\d,]+\.\d+ ETH$/, within: { role: 'tabpanel' } });
    await page.press('ArrowRight');
    await waitFor(page, { text: 'Sandbox Critters #3', within: { role: 'tabpanel' } });
    expect(await selectedTab()).toBe('NFTs');
    expect(await isFocused(page, tab('NFTs'))).toBe(true);
    await page.press('ArrowRight');
    await waitFor(page, { text: /^\+[\d,]+\.\d{3} sUSD$/, within: { role: 'tabpanel' } });
    expect(await selectedTab()).toBe('Activity');
    await page.press('ArrowLeft');
    await page.press('ArrowLeft');
    await waitFor(page, { text: /^[\d,]+\.\d+ ETH$/, within: { role: 'tabpanel' } });
    expect(await selectedTab()).toBe('Tokens');
    expect(await page.problems()).toEqual([]);
  });

  it('sends ETH, approved in the wallet: the receiver has it on the chain, and Activity lists it', async () => {
    const before = await chain().getBalance({ address: RECEIVER as Address });
    await click(page, button('Send', { role: 'group', name: 'Account actions', within: MODAL }));
    await click(page, button('Select token', MODAL));
    await click(page, button(/\bETH\b/, { role: 'list', name: 'Your tokens' }));
    await fill(page, { role: 'textbox', name: 'Amount', within: MODAL }, '0.0126');
    await fill(page, { role: 'textbox', name: 'To', within: MODAL }, RECEIVER);
    await click(page, button('Send', { role: 'form', within: MODAL }));
    await click(page, button('Approve', PROMPT));
    await waitFor(page, { text: 'Transaction started' });
    await waitForView(page, 'Account');
    expect(formatEther((await chain().getBalance({ address: RECEIVER as Address })) - before)).toBe(formatEther(parseEther('0.0126')));
    await click(page, { role: 'tab', name: 'Activity', within: MODAL });
    await waitFor(page, { text: '-0.013 ETH', within: { role: 'tabpanel' } });
    await click(page, { role: 'tab', name: 'Tokens', within: MODAL });
    expect(await page.problems()).toEqual([]);
  });

  it('switches network from the modal; a reload restores the session; Disconnect forgets it', async () => {
    await click(page, button('Network: Sandbox A', MODAL));
    await waitForView(page, 'Networks');
    await click(page, button(/Sandbox B/, dialog('Choose network')));
    await waitFor(page, button('Network: Sandbox B', MODAL));
    expect(await gateNetwork(page)).toBe('eip155:31338');
    expect(await page.evaluate('window.sandboxWallets.sandbox.state().chainId')).toBe(31338);

    await page.reload();
    await waitForExpression(page, 'window.walletGates?.plain?.getAccount().isConnected === true', 'the session to be restored');
    expect(await gateAccount(page)).toEqual({ isConnected: true, address: OWNER });
    expect(await gateNetwork(page)).toBe('eip155:31338');
    expect(await count(page, PROMPT)).toBe(0);

    await click(page, button(new RegExp(truncate(OWNER))));
    await waitForView(page, 'Account');
    // the balances in: until then the card grows as they arrive and moves what is below them
    await waitFor(page, { text: /^[\d,]+\.\d+ ETH$/, within: { role: 'tabpanel' } });
    await click(page, button('Disconnect', MODAL));
    await waitGone(page, MODAL);
    expect(await gateAccount(page)).toEqual({ isConnected: false, address: null });
    expect(await page.evaluate(`localStorage.getItem('@walletgate/connectionStatus')`)).toBe('"disconnected"');
    await page.reload();
    await waitFor(page, OPENER);
    expect(await gateAccount(page)).toEqual({ isConnected: false, address: null });
    expect(await page.problems()).toEqual([]);
  });

  it('signs in by email through the secure frame on its own site, and signs out with Disconnect', async () => {
    const secureSite = ctx.stack.description.urls.secureSite!;
    const email = `${browser.name}-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto(demo('/plain.html'));
    await click(page, OPENER);
    await waitForConnectSettled(page);
    const seen = (await mailsTo(secureSite, email)).length;
    await fill(page, { role: 'textbox', name: 'Email address', within: MODAL }, email);
    await click(page, button('Continue', MODAL));
    const { code } = await nextMail(secureSite, email, { seen });
    await click(page, { role: 'textbox', name: 'Digit 1 of 6', within: { role: 'group', name: 'Verification code' } });
    await page.type(code!);
    await waitForView(page, 'Account');
    await waitFor(page, { text: `Signed in as ${email}`, within: MODAL });
    // the frame is the secure site's, on another site than the page's
    expect(new URL((await page.evaluate<string>(`document.querySelector('#w3m-iframe').src`))).origin).toBe(secureSite);
    expect(new URL(await page.evaluate<string>('location.href')).hostname).toBe('localhost');
    const account = await gateAccount(page);
    expect(account.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await waitFor(page, { text: /^10(\.0+)? ETH$/, within: MODAL });

    await click(page, button('Disconnect', MODAL));
    await waitGone(page, MODAL);
    expect(await gateAccount(page)).toEqual({ isConnected: false, address: null });
    expect(await page.problems()).toEqual([]);
  });

  it('connects the sandbox WalletConnect wallet from the QR code and signs in with it', async () => {
    await page.goto(demo('/redux.html?evmOnly=1'));
    const status: Query = { role: 'status', name: 'Sign-in' };
    await waitFor(page, { text: 'Not signed in', within: status });
    await click(page, button('Connect (Redux host)'));
    await waitForConnectSettled(page, 'redux');
    await click(page, button('WalletConnect QR Code', MODAL));
    const qr: Query = { role: 'img', name: 'QR code for WalletConnect' };
    await waitFor(page, qr);
    const uri = (await attribute(page, qr, 'data-value'))!;
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);

    const wallet = await browser.newPage();
    await wallet.goto(ctx.stack.description.urls.wcWallet!);
    await waitForExpression(wallet, `document.body.dataset.ready === 'true'`, 'the wallet page to be ready');
    await fill(wallet, { role: 'textbox', name: 'WalletConnect URI' }, uri);
    await click(wallet, button('Pair'));
    await click(wallet, button('Approve', { role: 'article', name: `Session proposal from ${DAPP}` }));

    await click(page, button('Sign', dialog('Sign In')));
    await click(wallet, button('Approve', { role: 'article', name: `personal_sign request from ${DAPP}` }));
    await waitFor(page, { text: /^Signed in as 0x[0-9a-fA-F]{40} on eip155:/, within: status });
    const address = await page.evaluate<string>(`${locateSource(status)}.textContent.split(' ')[3]`);
    const listed = (await (await fetch(`${ctx.stack.description.urls.api}/v1/siwx/sessions/${address}`)).json()) as { sessions: { address: string }[] };
    expect(listed.sessions).toEqual([expect.objectContaining({ address })]);
    expect(await wallet.problems()).toEqual([]);
    expect(await page.problems()).toEqual([]);
    await wallet.close();
  });
}
