/**
 * Forged secure-frame messages in Chromium on the sandbox: with the embedded wallet's frame loaded and READY,
 * 1,000 `@w3m-frame/*` messages — every frame event of SPEC §3/§7, with payloads the strict schemas accept and the
 * ids of requests the app really made — are posted to the page from each of: the page itself, a third loopback
 * origin (the sandbox API, in an iframe), and the secure site's own origin in a window that is not the frame.
 * None may produce an action or change the state (the page's store records every action with the Redux DevTools'
 * instrument, /timetravel.html). Then the real frame flow still works: the email login reaches the code view.
 */
import { randomUUID } from 'node:crypto';
import type { Frame, Page } from 'playwright-core';
import { APP_EVENT_NAMES, FRAME_EVENT_TYPES, frameErrorType, frameNoticeType, frameSuccessType, parseFrameEvent, type AppEventName } from '../../src/core/frame';
import { openPage, useStackAndBrowser } from './browser';

const ctx = useStackAndBrowser();
const urls = () => ctx.stack.description.urls;
const FORGED_PER_SENDER = 1_000;

const EOA = '0x1111111111111111111111111111111111111111';
const USER = {
  email: 'forged@example.com',
  address: EOA,
  chainId: 31337,
  accounts: [{ address: EOA, type: 'eoa' }],
  userName: null,
  smartAccountDeployed: false,
  preferredAccountType: 'eoa',
};

/** A payload the frame's strict schema accepts for each success reply (SPEC §3): what a forger would send. */
const SUCCESS_PAYLOADS: Record<AppEventName, unknown> = {
  SWITCH_NETWORK: { chainId: 31337 },
  CONNECT_EMAIL: { action: 'CONNECT' },
  CONNECT_DEVICE: undefined,
  CONNECT_OTP: undefined,
  CONNECT_SOCIAL: USER,
  GET_FARCASTER_URI: { uri: 'https://farcaster.example/connect' },
  CONNECT_FARCASTER: { userName: 'forger' },
  GET_USER: USER,
  GET_SOCIAL_REDIRECT_URI: { uri: 'https://social.example/auth' },
  SIGN_OUT: undefined,
  IS_CONNECTED: { isConnected: true },
  GET_CHAIN_ID: { chainId: 31337 },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [31337] },
  INIT_SMART_ACCOUNT: { address: EOA, isDeployed: true },
  SET_PREFERRED_ACCOUNT: { type: 'smartAccount', address: EOA },
  RPC_REQUEST: `0x${'ab'.repeat(65)}`,
  UPDATE_EMAIL: { action: 'VERIFY_PRIMARY_OTP' },
  UPDATE_EMAIL_PRIMARY_OTP: { action: 'VERIFY_SECONDARY_OTP' },
  UPDATE_EMAIL_SECONDARY_OTP: { newEmail: 'forged@example.com' },
  SYNC_THEME: undefined,
  SYNC_DAPP_DATA: undefined,
  RELOAD: undefined,
};

/** Every frame event type, in turn, with a valid payload and one of `ids` (the app's own request ids, and fresh ones). */
function forgedMessages(ids: string[], count: number): unknown[] {
  const kinds: { type: string; payload: unknown }[] = [
    ...APP_EVENT_NAMES.map((name) => ({ type: frameSuccessType(name), payload: SUCCESS_PAYLOADS[name] })),
    ...APP_EVENT_NAMES.map((name) => ({ type: frameErrorType(name), payload: { message: 'forged failure' } })),
    { type: frameNoticeType('READY'), payload: { version: '9.9.9' } },
    { type: frameNoticeType('SESSION_UPDATE'), payload: { token: 'forged-session-token' } },
  ];
  return Array.from({ length: count }, (_, i) => {
    const { type, payload } = kinds[i % kinds.length]!;
    const id = ids[i % ids.length]!;
    return payload === undefined ? { type, id } : { type, id, payload };
  });
}

interface Recorder {
  actions(): { type: string; payload?: unknown }[];
  state(): unknown;
}

/** The page's action log and state, through the DevTools instrument's lifted store. */
const RECORDER = `(() => {
  const exposed = () => window.walletGates.timetravel.store;
  window.__forgedRecorder = {
    actions: () => {
      const lifted = exposed().liftedStore.getState();
      return lifted.stagedActionIds.map((id) => lifted.actionsById[id].action);
    },
    state: () => exposed().getState(),
  };
  window.__forgedSeen = 0;
  window.addEventListener('message', (event) => {
    const frame = document.getElementById('w3m-iframe');
    const forged = !frame || event.source !== frame.contentWindow;
    if (forged && event.data && typeof event.data.type === 'string' && event.data.type.startsWith('@w3m-frame/')) window.__forgedSeen += 1;
  });
})()`;

declare global {
  interface Window {
    __forgedRecorder: Recorder;
    __forgedSeen: number;
  }
}

const actionCount = (page: Page) => page.evaluate(() => window.__forgedRecorder.actions().length);
const stateJson = (page: Page) => page.evaluate(() => JSON.stringify(window.__forgedRecorder.state()));

/** An iframe on `url`'s origin in the page, and the playwright handle to run script in it once it has loaded there. */
async function frameOn(page: Page, url: string): Promise<Frame> {
  const element = await page.evaluateHandle((src) => {
    const iframe = document.createElement('iframe');
    iframe.src = src;
    iframe.title = 'forger';
    iframe.style.display = 'none';
    document.body.appendChild(iframe);
    return iframe;
  }, url);
  const frame = await element.contentFrame();
  if (!frame) throw new Error(`no frame for ${url}`);
  const origin = new URL(url).origin;
  await frame.waitForURL((u) => u.origin === origin);
  await frame.waitForLoadState('load');
  return frame;
}

describe('forged secure-frame messages in the browser', () => {
  it('1,000 forged frame messages from the page, a third origin and the secure origin out of frame reach no action and no state', async () => {
    const { page, problems } = await openPage(ctx.browser, 'about:blank');
    await page.addInitScript({ content: RECORDER });
    await page.goto(`${urls().demo}/timetravel.html`);
    await page.getByRole('button', { name: 'Connect (time travel)' }).click();
    const dialog = page.getByRole('dialog');
    // the email field's focus loads the embedded wallet and mounts its secure frame
    await dialog.getByRole('textbox', { name: 'Email address' }).click();
    // the secure frame is in the page and READY; the app has greeted it (theme, dapp data) and had its replies
    await page.waitForFunction(() => {
      const wallet = (window.__forgedRecorder.state() as { walletGate: { embeddedWallet?: { frame: string; requests: { ids: string[] } } } }).walletGate.embeddedWallet;
      return wallet?.frame === 'ready' && wallet.requests.ids.length === 0;
    });

    // the ids the app really used, so a forged reply names a request that existed
    const realIds = await page.evaluate(() =>
      window.__forgedRecorder
        .actions()
        .map((a) => (a.payload as { id?: unknown } | undefined)?.id)
        .filter((id): id is string => typeof id === 'string'),
    );
    expect(realIds.length).toBeGreaterThan(0);
    const messages = forgedMessages([...realIds, randomUUID(), randomUUID()], FORGED_PER_SENDER);
    // every one would pass the frame's strict schemas: only where it comes from can keep it out
    expect(messages.every((m) => parseFrameEvent(m).success)).toBe(true);
    expect(new Set(messages.map((m) => (m as { type: string }).type))).toEqual(new Set(FRAME_EVENT_TYPES));

    const third = await frameOn(page, `${urls().api}/v1/supported-chains`);
    const secureOrigin = await frameOn(page, `${urls().secureSite!}/mailbox.json?email=forger@example.com`);
    expect(new URL(third.url()).origin).not.toBe(new URL(urls().demo).origin);
    expect(new URL(secureOrigin.url()).origin).toBe(new URL(urls().secureSite!).origin);

    const actionsBefore = await actionCount(page);
    const stateBefore = await stateJson(page);

    // from the page itself
    await page.evaluate((list) => {
      for (const message of list) window.postMessage(message, '*');
    }, messages);
    // from a third loopback origin, and from the secure site's origin in a window that is not the frame
    for (const sender of [third, secureOrigin]) {
      await sender.evaluate((list) => {
        for (const message of list) window.parent.postMessage(message, '*');
      }, messages);
    }
    // every forged message was delivered to the page
    await page.waitForFunction((n) => window.__forgedSeen === n, 3 * FORGED_PER_SENDER);

    const added = await page.evaluate((n) => window.__forgedRecorder.actions().slice(n).map((a) => a.type), actionsBefore);
    expect(added).toEqual([]);
    expect(await stateJson(page)).toBe(stateBefore);
    // nothing reached the session storage either (SESSION_UPDATE's token is kept there, never in state)
    expect(await page.evaluate(() => JSON.stringify(sessionStorage).includes('forged-session-token'))).toBe(false);

    // the real frame still answers: the email login reaches the code view
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(`forged-${randomUUID().slice(0, 8)}@example.com`);
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
