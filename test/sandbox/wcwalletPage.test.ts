/** The sandbox WalletConnect wallet page in Chromium, paired with a node dapp (UniversalProvider) through the
 * relay: controls found by role and name, window.wcWallet, and no request leaving loopback. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import UniversalProvider from '@walletconnect/universal-provider';
import { stringToHex, verifyMessage, type Hex } from 'viem';
import { startRelay, type Relay } from '../../sandbox/relay';
import { closeCore, createOfflineCore, MemoryStorage } from '../../sandbox/relay/offline';
import { startWcWalletServer, type WcWalletServer } from '../../sandbox/wallets/walletconnect/server';
import { buildWcWalletPage } from '../../sandbox/build';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium';
import { WALLET_EVENTS, WALLET_METHODS } from '../../sandbox/wallets/walletconnect/namespaces';
import { describeSandbox } from '../../sandbox/description';
import { evmAccount } from '../../sandbox/chains/keys';
import { sandboxPorts } from '../../sandbox/ports';
import { claimPortBlock } from '../helpers/ports';
import runAxe from '../e2e/axe';
import { useSeparateWalletConnectCores } from './separateCores';

useSeparateWalletConnectCores();
const ports = sandboxPorts(claimPortBlock());
const description = describeSandbox(ports, null);
const account5 = evmAccount(5).address;
const account6 = evmAccount(6).address;
const assetsDir = mkdtempSync(path.join(os.tmpdir(), 'wc-wallet-'));
const offLoopback: string[] = [];
let relay: Relay;
let server: WcWalletServer;
let browser: Browser;
let page: Page;
let dapp: UniversalProvider;
let dappCore: ReturnType<typeof createOfflineCore>;

const build = () => buildWcWalletPage(assetsDir);

beforeAll(async () => {
  [relay] = await Promise.all([startRelay({ port: ports.relay }), build()]);
  server = await startWcWalletServer({ port: ports.wcWallet, assetsDir, describe: () => description });
  // the e2e files' Chromium: the headless shell, the same engine on less CPU (test/e2e/chromium.ts)
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const context = await browser.newContext();
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === '127.0.0.1') return route.continue();
    offLoopback.push(route.request().url());
    return route.abort();
  });
  page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(server.url);
  await page.waitForSelector('body[data-ready="true"]');
  expect(problems).toEqual([]);

  dappCore = createOfflineCore({ relayUrl: relay.url, projectId: description.projectId, customStoragePrefix: 'page-test-dapp', storage: new MemoryStorage(), logger: 'silent' });
  dapp = await UniversalProvider.init({ core: dappCore, projectId: description.projectId, logger: 'silent', metadata: { name: 'Page test dapp', description: 'jest', url: 'http://127.0.0.1:5220', icons: [] } });
}, 120_000);

afterAll(async () => {
  if (dappCore) await closeCore(dappCore);
  await browser?.close();
  await server?.stop();
  await relay?.stop();
  rmSync(assetsDir, { recursive: true, force: true });
});

const rpcMap = Object.fromEntries(description.networks.map((n) => [String(n.id), n.rpcUrls.default.http[0] ?? '']));

describe('sandbox WalletConnect wallet page', () => {
  it('pairs from the pasted URI, shows the proposal and connects on Approve', async () => {
    const uri = new Promise<string>((resolve) => dapp.once('display_uri', resolve));
    const connected = dapp.connect({ optionalNamespaces: { eip155: { chains: ['eip155:31337', 'eip155:31338'], methods: [...WALLET_METHODS], events: [...WALLET_EVENTS], rpcMap } } });
    await page.getByRole('textbox', { name: 'WalletConnect URI' }).fill(await uri);
    await page.getByRole('button', { name: 'Pair' }).click();
    const proposal = page.getByRole('article', { name: 'Session proposal from Page test dapp' });
    await proposal.getByText('eip155:31337, eip155:31338').waitFor();
    await proposal.getByText('personal_sign', { exact: false }).waitFor();
    expect(await runAxe(page)).toEqual([]); // with a proposal card showing
    await proposal.getByRole('button', { name: 'Approve' }).click();
    const session = await connected;
    expect(session?.namespaces.eip155?.accounts).toContain(`eip155:31337:${account5}`);
    await page.getByRole('list', { name: 'Active sessions' }).getByText('Page test dapp').waitFor();
    // the status line leaves "Waiting for the session proposal" once approved
    await page.getByRole('status').getByText('Connected to Page test dapp.').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sandbox WalletConnect');
    expect(await page.title()).toBe('Sandbox WalletConnect');
  });

  it('shows a personal_sign request and answers it on Approve', async () => {
    const signed = dapp.request<Hex>({ method: 'personal_sign', params: [stringToHex('from the page test'), account5] }, 'eip155:31337');
    const request = page.getByRole('article', { name: 'personal_sign request from Page test dapp' });
    await request.getByRole('button', { name: 'Approve' }).click();
    expect(await verifyMessage({ address: account5, message: 'from the page test', signature: await signed })).toBe(true);
  });

  it('Switch to Sandbox B / Switch account emit chainChanged and accountsChanged; window.wcWallet mirrors the state', async () => {
    const chainChanged = new Promise((resolve) => dapp.on('chainChanged', (id: unknown) => Number(id) === 31338 && resolve(id)));
    await page.getByRole('button', { name: 'Switch to Sandbox B' }).click();
    await chainChanged;
    const accountsChanged = new Promise((resolve) => dapp.on('accountsChanged', (a: string[]) => a[0] === account6 && resolve(a)));
    await page.getByRole('button', { name: 'Switch account' }).click();
    await accountsChanged;
    const state = await page.evaluate(() => window.wcWallet?.state());
    expect(state).toMatchObject({ accountIndex: 6, address: account6, chainId: 31338 });
  });

  it('Disconnect ends the session on both sides, with nothing requested off loopback', async () => {
    const deleted = new Promise((resolve) => dapp.on('session_delete', resolve));
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await deleted;
    await page.getByRole('list', { name: 'Active sessions' }).getByText('No active sessions.').waitFor();
    expect(offLoopback).toEqual([]);
  });

  it('pairs from a ?uri= link; window.wcWallet.rejectSession() rejects the dapp connect', async () => {
    const uri = new Promise<string>((resolve) => dapp.once('display_uri', resolve));
    const connecting = dapp.connect({ optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [], rpcMap } } });
    const linked = await page.context().newPage();
    await linked.goto(`${server.url}/?uri=${encodeURIComponent(await uri)}`);
    await linked.getByRole('article', { name: 'Session proposal from Page test dapp' }).waitFor();
    const [outcome] = await Promise.allSettled([connecting, linked.evaluate(() => window.wcWallet?.rejectSession())]);
    expect(outcome.status).toBe('rejected');
    expect(offLoopback).toEqual([]);
  });
});
