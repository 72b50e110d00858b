/**
 * `walletgate/testing`: a test kit for sites that embed WalletGate. It starts the WalletGate sandbox (two anvil EVM
 * chains, a Solana cluster, a WalletConnect relay and wallet page, the embedded wallet's secure site and its mailbox)
 * from a test, puts the sandbox's wallets into a Playwright page as browser extensions would, and drives the *real*
 * modal the way a visitor does: by role and accessible name, through its open shadow root.
 *
 * Node-side only: nothing here is bundled into the widget. It needs `playwright-core` (or `playwright`), and the
 * sandbox runs from a WalletGate checkout (see `startSandbox`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import type { SandboxDescription } from '../sandbox/description';

export type { SandboxDescription };

/** A running sandbox: what `/sandbox.json` describes, and the way to stop it. */
export interface Sandbox {
  /** service URLs (`urls.demo`, `urls.wcWallet`, `urls.mailbox`, …), `networks` and `endpoints` to configure a site with, chains and seeded accounts */
  readonly description: SandboxDescription;
  /** stops every process the sandbox started (chains, relay, servers) */
  stop(): Promise<void>;
}

export interface StartSandboxOptions {
  /** the first of nine consecutive ports (demo, API, two EVM chains, Solana HTTP and WebSocket, relay, secure site,
   * WalletConnect wallet page); default `WALLETGATE_BASE_PORT`, else 3000 */
  basePort?: number;
  /** the WalletGate checkout the sandbox runs from; default `WALLETGATE_SANDBOX_DIR`, else the current directory */
  dir?: string;
  /** build the sandbox's pages first (webpack); default: only when they were never built in `dir` */
  build?: boolean;
  /** each line the sandbox prints while it starts (default: kept, and shown only if it fails) */
  log?: (line: string) => void;
}

const READY = /WalletGate sandbox ready in \d+ ms — demo: (\S+?)\/?$/;

/**
 * Starts the whole sandbox as `npm start` does, in a child process on the ports asked for, and resolves once it is
 * ready with its description. Call `stop()` when done (an exiting test process stops it too).
 */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<Sandbox> {
  const dir = path.resolve(options.dir ?? process.env.WALLETGATE_SANDBOX_DIR ?? process.cwd());
  if (!existsSync(path.join(dir, 'sandbox/start.ts'))) {
    throw new Error(`startSandbox: ${dir} is not a WalletGate checkout (no sandbox/start.ts); pass { dir } or set WALLETGATE_SANDBOX_DIR`);
  }
  const basePort = options.basePort ?? Number(process.env.WALLETGATE_BASE_PORT ?? 3000);
  const build = options.build ?? !existsSync(path.join(dir, 'dist/demo/sandbox-wallets.js'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/start.ts', ...(build ? [] : ['--no-build'])], {
    cwd: dir,
    env: { ...process.env, WALLETGATE_BASE_PORT: String(basePort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  const output: string[] = [];
  try {
    const demo = await new Promise<string>((resolve, reject) => {
      const onLine = (line: string) => {
        output.push(line);
        options.log?.(line);
        const ready = READY.exec(line.trim());
        if (ready) resolve(ready[1]!);
      };
      for (const stream of [child.stdout!, child.stderr!]) {
        let rest = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          lines.forEach(onLine);
        });
      }
      child.once('error', reject);
      void exited.then((code) => reject(new Error(`the sandbox exited (code ${code}) before it was ready:\n${output.slice(-20).join('\n')}`)));
    });
    const res = await fetch(`${demo}/sandbox.json`);
    if (!res.ok) throw new Error(`${demo}/sandbox.json answered ${res.status}`);
    const description = (await res.json()) as SandboxDescription;
    return { description, stop: () => stopChild(child, exited, stopOnExit) };
  } catch (error) {
    await stopChild(child, exited, stopOnExit);
    throw error;
  }
}

async function stopChild(child: ChildProcess, exited: Promise<unknown>, stopOnExit: () => void) {
  process.off('exit', stopOnExit);
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  // The sandbox stops its chains and servers on SIGTERM; a sandbox that hangs is killed after 15 s.
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killer);
}

/** Chromium for tests (playwright-core): `CHROMIUM_PATH` or `/usr/bin/chromium`, headless, no extra downloads. */
export async function launchBrowser(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
}

export interface InjectWalletsOptions {
  /** the EVM wallets "Sandbox Wallet" (EIP-6963) and "Legacy Sandbox Wallet" (also `window.ethereum`); default true */
  evm?: boolean;
  /** "Sandbox Multichain Wallet": EVM over EIP-6963 and Solana over the Wallet Standard; default true */
  solana?: boolean;
  /** every request is approved without the wallet's prompt; default false */
  autoApprove?: boolean;
}

/**
 * Installs the sandbox's injected wallets in every document `page` loads from now on (call it before `page.goto`),
 * as extensions would: EIP-6963 announcements, `window.ethereum`, the Wallet Standard. They sign with the sandbox's
 * dev keys against its chains; each request shows the wallet's prompt (see `approveInWallet`).
 * `window.sandboxWallets` in the page switches their account or chain "in the wallet".
 */
export async function injectWallets(page: Page, sandbox: Sandbox, options: InjectWalletsOptions = {}): Promise<void> {
  const d = sandbox.description;
  const res = await fetch(`${d.urls.demo}/assets/sandbox-wallets.js`);
  if (!res.ok) throw new Error(`the sandbox serves no wallet script (${res.status}): was it built?`);
  const script = await res.text();
  const wallets = d.wallets && {
    ...d.wallets,
    injected: options.evm === false ? [] : d.wallets.injected,
    multichain: options.solana === false ? undefined : d.wallets.multichain,
  };
  const setup = { description: { ...d, wallets }, search: options.autoApprove ? '?wallet.autoApprove=1' : '' };
  const json = JSON.stringify(setup).replace(/</g, '\\u003c');
  await page.addInitScript({ content: `window.__walletGateSandboxWallets = ${json};\n${script}` });
}

export interface ConnectOptions {
  /** the accessible name of the site's button that opens the modal; default "Connect Wallet" (WalletGate's own button) */
  opener?: string | RegExp;
}

/** The modal's dialog (in WalletGate's shadow root) and the wallets' in-page prompts. */
const modal = (page: Page) => page.getByRole('dialog', { name: /^(Connect Wallet|Account|Connecting|Connection declined)/ });
const promptOf = (page: Page, wallet?: string) =>
  wallet ? page.getByRole('dialog', { name: `${wallet} request`, exact: true }) : page.locator('[data-sandbox-wallet-prompt]');
/** Shown once a connection is made: the Account view's Disconnect. */
const connected = (page: Page) => page.getByRole('button', { name: 'Disconnect', exact: true });

/** Opens the modal with the site's button unless it is open already. */
export async function openModal(page: Page, { opener = 'Connect Wallet' }: ConnectOptions = {}): Promise<void> {
  if (await page.locator('walletgate-modal').getByRole('dialog').isVisible()) return;
  await page.getByRole('button', { name: opener, exact: typeof opener === 'string' }).click();
  await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
}

/** Approves the wallet's pending request: an injected wallet's prompt in `page` (of `wallet`, or the first shown), or
 * the first request on the sandbox WalletConnect wallet page when `page` is that page. */
export async function approveInWallet(page: Page, wallet?: string): Promise<void> {
  await answer(page, 'Approve', wallet);
}

/** Rejects the wallet's pending request, as `approveInWallet` approves it. */
export async function rejectInWallet(page: Page, wallet?: string): Promise<void> {
  await answer(page, 'Reject', wallet);
}

async function answer(page: Page, button: 'Approve' | 'Reject', wallet?: string) {
  const request = promptOf(page, wallet).or(page.getByRole('article', { name: / request from / })).first();
  await request.getByRole('button', { name: button, exact: true }).click();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Approves every prompt of `wallet` until `done` shows (a connect on two chains asks twice). */
async function approveUntil(page: Page, wallet: string | RegExp, done: Locator) {
  const prompt = typeof wallet === 'string' ? promptOf(page, wallet) : page.getByRole('dialog', { name: wallet });
  for (;;) {
    await prompt.or(done).first().waitFor();
    if (await done.isVisible()) return;
    await prompt.first().getByRole('button', { name: 'Approve', exact: true }).click();
  }
}

const walletAddress = (page: Page, wallet: string, side: 'evm' | 'solana') =>
  page.evaluate(
    ([name, which]) => {
      const all = (window as unknown as { sandboxWallets?: Record<string, { name: string; state(): { address: string | null } }> }).sandboxWallets ?? {};
      const controls = which === 'solana' ? all.solana : Object.entries(all).find(([key, w]) => key !== 'solana' && w.name === name)?.[1];
      return controls?.state().address ?? null;
    },
    [wallet, side] as const,
  );

/**
 * Connects an injected EVM wallet (default "Sandbox Wallet"; "Legacy Sandbox Wallet" is the other): opens the modal,
 * picks the wallet (listed as installed, or as recent once used), approves in its prompt, and resolves with the connected address once the modal shows the account.
 */
export async function connectInjected(page: Page, { wallet = 'Sandbox Wallet', ...options }: ConnectOptions & { wallet?: string } = {}): Promise<string> {
  await openModal(page, options);
  await modal(page).getByRole('button', { name: new RegExp(`^${escape(wallet)} (Installed|Recent)$`) }).click();
  await approveUntil(page, wallet, connected(page));
  return (await walletAddress(page, wallet, 'evm'))!;
}

/**
 * Connects "Sandbox Multichain Wallet" on Solana (and on EVM too when the site has EVM networks): approves each of
 * its prompts and resolves with the Solana address.
 */
export async function connectSolana(page: Page, options: ConnectOptions = {}): Promise<string> {
  const wallet = 'Sandbox Multichain Wallet';
  await openModal(page, options);
  await modal(page).getByRole('button', { name: new RegExp(`^${wallet}\\b.* (Installed|Recent)$`) }).click();
  await approveUntil(page, new RegExp(`^${wallet}( \\(Solana\\))? request$`), connected(page));
  return (await walletAddress(page, wallet, 'solana'))!;
}

/**
 * Connects over WalletConnect with the sandbox WalletConnect wallet page (opened in a new context of the page's
 * browser): reads the URI the modal's QR code carries, pairs it in the wallet and approves (or rejects) the session.
 * Resolves with the wallet page (for `approveInWallet` on later requests; close its context when done) and, when
 * approved, the connected address; when rejected, once the modal says the connection was declined.
 */
export async function connectWalletConnect(
  page: Page,
  sandbox: Sandbox,
  { approve = true, ...options }: ConnectOptions & { approve?: boolean } = {},
): Promise<{ wallet: Page; address: string | null }> {
  const qr = page.getByRole('img', { name: 'QR code for WalletConnect' });
  // after a declined proposal the modal already shows a fresh QR code
  if (!(await qr.isVisible())) {
    await openModal(page, options);
    await modal(page).getByRole('button', { name: 'WalletConnect QR Code', exact: true }).click();
  }
  const uri = (await qr.getAttribute('data-value'))!;
  const browser = page.context().browser();
  if (!browser) throw new Error('connectWalletConnect needs a page of a launched browser');
  const wallet = await (await browser.newContext()).newPage();
  await wallet.goto(sandbox.description.urls.wcWallet!);
  await wallet.locator('body[data-ready="true"]').waitFor();
  await wallet.getByRole('textbox', { name: 'WalletConnect URI' }).fill(uri);
  await wallet.getByRole('button', { name: 'Pair', exact: true }).click();
  const proposal = wallet.getByRole('article', { name: /^Session proposal from / });
  await proposal.getByRole('button', { name: approve ? 'Approve' : 'Reject', exact: true }).click();
  if (!approve) {
    await page.getByRole('heading', { name: 'Connection declined' }).waitFor();
    // settled once the modal offers a new pairing (a fresh QR code) in place of the declined one
    await page.waitForFunction(
      (old) => {
        const qr = document.querySelector('walletgate-modal')?.shadowRoot?.querySelector('[role="img"][data-value]');
        return !!qr && qr.getAttribute('data-value') !== old;
      },
      uri,
    );
    return { wallet, address: null };
  }
  await connected(page).waitFor();
  const address = await wallet.evaluate(() => (window as unknown as { wcWallet: { state(): { address: string } } }).wcWallet.state().address);
  return { wallet, address };
}

/** A mail the sandbox's secure site sent (one-time codes, device links). */
export interface Mail {
  to: string;
  subject: string;
  code?: string;
  link?: string;
}

/** Every mail the sandbox sent to `email`, newest first. */
export async function readMailbox(sandbox: Sandbox, email: string): Promise<Mail[]> {
  const res = await fetch(`${sandbox.description.urls.secureSite}/mailbox.json?email=${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`the sandbox mailbox answered ${res.status}`);
  return ((await res.json()) as { messages: Mail[] }).messages;
}

/**
 * Waits for a one-time code mailed to `email` after the `seen` mails already there (default 0: any) and resolves with
 * it. It asks the mailbox again every 100 ms; the test's own timeout bounds the wait.
 */
export async function readMailboxCode(sandbox: Sandbox, email: string, { seen = 0 }: { seen?: number } = {}): Promise<string> {
  for (;;) {
    const mails = await readMailbox(sandbox, email);
    const code = mails.slice(0, mails.length - seen).find((m) => m.code)?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Signs in to the embedded wallet with an email: opens the modal, enters the address, reads the one-time code from
 * the sandbox mailbox, types it, and resolves once the modal shows the account.
 */
export async function connectEmbedded(page: Page, sandbox: Sandbox, email: string, options: ConnectOptions = {}): Promise<void> {
  const seen = (await readMailbox(sandbox, email)).length;
  await openModal(page, options);
  await modal(page).getByRole('textbox', { name: 'Email address' }).fill(email);
  await modal(page).getByRole('button', { name: 'Continue', exact: true }).click();
  const code = await readMailboxCode(sandbox, email, { seen });
  await page.getByRole('group', { name: 'Verification code' }).getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await connected(page).waitFor();
}
