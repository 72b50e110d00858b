/** The secure-frame site's HTTP backend, driven the way the frame page drives it (device header, bearer
 * session), against real sandbox chains. Every response body is kept and scanned for custodied keys. */
import { waitUntil } from './apiHarness';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createPublicClient, encodeFunctionData, http, recoverMessageAddress, recoverTypedDataAddress, toHex, type Address, type Hex } from 'viem';
import { ed25519 } from '@noble/curves/ed25519';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { UserSchema } from '../../src/core/frame';
import { accountFactoryAbi, smartAccountAbi, tokenAbi } from '../../sandbox/chains/evm/abi';
import { decodeBase58, encodeBase58 as bs58 } from '../../sandbox/chains/solana/base58';
import { startChains } from '../../sandbox/chains';
import type { RunningChains } from '../../sandbox/chains/types';
import { sandboxPorts } from '../../sandbox/ports';
import { claimPortBlock } from '../helpers/ports';
import { startSecureSite, type RunningSecureSite } from '../../sandbox/secureSite';
import { DEVICE_HEADER } from '../../sandbox/secureSite/contract';
import type { Mail } from '../../sandbox/secureSite/mailbox';

jest.setTimeout(60_000);
const ports = sandboxPorts(claimPortBlock());
const LONG_POLL_MS = 1_500;
let chains: RunningChains;
let site: RunningSecureSite;
/** every response body the tests saw, for the key-leak scan */
const seen: string[] = [];

beforeAll(async () => {
  chains = await startChains({ ports });
  site = await startSecureSite({ port: ports.secureSite, chains: chains.info, longPollMs: LONG_POLL_MS });
});
afterAll(async () => {
  await site?.stop();
  await chains?.stop();
});

interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

async function request<T>(path: string, init: RequestInit = {}): Promise<Answer<T>> {
  const res = await fetch(`${site.url}${path}`, { redirect: 'manual', ...init });
  const text = await res.text();
  seen.push(text, JSON.stringify([...res.headers]));
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  return { status: res.status, body: (isJson ? JSON.parse(text) : text) as T, headers: res.headers };
}

/** One browser profile's frame: its device id and (after sign-in) its session. */
class Device {
  token: string | undefined;
  constructor(readonly id: string = randomUUID()) {}

  call<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer<T>> {
    const headers: Record<string, string> = { [DEVICE_HEADER]: this.id };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return request<T>(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }
  get<T = Record<string, unknown>>(path: string) {
    return this.call<T>('GET', path);
  }
  post<T = Record<string, unknown>>(path: string, body: unknown = {}) {
    return this.call<T>('POST', path, body);
  }
  async rpc(method: string, params: unknown[] = [], chainId: number | string = 31337) {
    return this.post<{ result?: unknown; approval?: { id: string }; error?: string }>('/api/rpc', { method, params, chainId });
  }
}

const mails = async (email: string) => (await request<{ messages: Mail[] }>(`/mailbox.json?email=${encodeURIComponent(email)}`)).body.messages;
const latestCode = async (email: string) => {
  const code = (await mails(email)).find((m) => m.code)?.code;
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
};
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** Email + OTP sign-in on `device` (a new user, or a known one on a verified device). */
async function signIn(device: Device, email: string) {
  const start = await device.post('/api/auth/email', { email });
  expect(start.body).toEqual({ action: 'VERIFY_OTP' });
  const done = await device.post<{ token: string; user: unknown }>('/api/auth/otp?chainId=31337', { otp: await latestCode(email) });
  expect(done.status).toBe(200);
  device.token = done.body.token;
  return UserSchema.parse(done.body.user);
}

const client = () => {
  const chain = chains.info.evm[0];
  if (!chain) throw new Error('no EVM chain');
  return createPublicClient({ transport: http(chain.rpcUrl) });
};

describe('email sign-in', () => {
  it('sends a 6-digit code to the mailbox and connects with it', async () => {
    const device = new Device();
    const email = uniqueEmail('ada');
    const user = await signIn(device, email);
    expect(user.email).toBe(email);
    expect(user.chainId).toBe(31337);
    expect(user.preferredAccountType).toBe('eoa');
    expect(user.smartAccountDeployed).toBe(false);
    expect(user.accounts?.map((a) => a.type)).toEqual(['eoa', 'smartAccount']);
    expect(user.address).toBe(user.accounts?.[0]?.address);
    expect(await latestCode(email)).toMatch(/^\d{6}$/);

    const fetched = await device.get(`/api/user?chainId=eip155:31337`);
    expect(UserSchema.parse(fetched.body)).toEqual(user);
    // a new wallet is funded on the sandbox chains
    expect(await client().getBalance({ address: user.address as Address })).toBeGreaterThan(0n);
    expect((await device.get('/api/session')).body).toEqual({ isConnected: true });
  });

  it('refuses a wrong code, then accepts the right one; too many wrong codes end the attempt', async () => {
    const device = new Device();
    const email = uniqueEmail('bob');
    await device.post('/api/auth/email', { email });
    const code = await latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await device.post('/api/auth/otp', { otp: wrong })).toMatchObject({ status: 400, body: { error: 'Invalid code' } });
    expect((await device.post('/api/auth/otp', { otp: code })).status).toBe(200);

    const other = new Device();
    const email2 = uniqueEmail('carol');
    await other.post('/api/auth/email', { email: email2 });
    for (let i = 0; i < 4; i++) expect((await other.post('/api/auth/otp', { otp: 'nope' })).body).toEqual({ error: 'Invalid code' });
    expect((await other.post('/api/auth/otp', { otp: 'nope' })).body).toEqual({ error: 'Too many wrong codes, request a new one' });
    expect((await other.post('/api/auth/otp', { otp: await latestCode(email2) })).body).toEqual({ error: 'No sign-in in progress' });
  });

  it('asks an unknown device to be approved from the mailbox, then sends the code', async () => {
    const email = uniqueEmail('dana');
    const first = new Device();
    const user = await signIn(first, email);

    const second = new Device();
    expect((await second.post('/api/auth/email', { email })).body).toEqual({ action: 'VERIFY_DEVICE' });
    // CONNECT_DEVICE waits (long poll) until the mailed link is opened
    const waiting = second.post('/api/auth/device/wait');
    const link = (await mails(email)).find((m) => m.link)?.link;
    expect(link).toMatch(new RegExp(`^${site.url}/device/approve\\?token=`));
    const approvedPage = await request<string>((link as string).slice(site.url.length));
    expect(approvedPage.status).toBe(200);
    expect(approvedPage.body).toContain('Device approved');
    expect((await waiting).body).toEqual({ approved: true });
    // the link works once
    expect((await request((link as string).slice(site.url.length))).status).toBe(404);

    const done = await second.post<{ token: string; user: unknown }>('/api/auth/otp', { otp: await latestCode(email) });
    expect(UserSchema.parse(done.body.user).address).toBe(user.address);
    second.token = done.body.token;

    // the device is known now: next time it gets a code directly; with a live session, CONNECT
    expect((await second.post('/api/auth/email', { email })).body).toEqual({ action: 'CONNECT' });
    const unsigned = new Device(second.id);
    expect((await unsigned.post('/api/auth/email', { email })).body).toEqual({ action: 'VERIFY_OTP' });
  });

  it('bounds the device long poll', async () => {
    const email = uniqueEmail('erin');
    await signIn(new Device(), email);
    const stranger = new Device();
    expect((await stranger.post('/api/auth/email', { email })).body).toEqual({ action: 'VERIFY_DEVICE' });
    const began = Date.now();
    expect((await stranger.post('/api/auth/device/wait')).body).toEqual({ approved: false });
    expect(Date.now() - began).toBeGreaterThanOrEqual(LONG_POLL_MS - 50);
  });

  it('signs out: the session is gone, the device stays known', async () => {
    const device = new Device();
    const email = uniqueEmail('fay');
    await signIn(device, email);
    expect((await device.post('/api/auth/sign-out')).status).toBe(200);
    expect((await device.get('/api/session')).body).toEqual({ isConnected: false });
    expect((await device.get('/api/user?chainId=31337')).body).toEqual({ error: 'Not signed in' });
    device.token = undefined;
    expect((await device.post('/api/auth/email', { email })).body).toEqual({ action: 'VERIFY_OTP' });
  });

  it('validates input and refuses other origins', async () => {
    const device = new Device();
    expect((await device.post('/api/auth/email', { email: 'not-an-email' })).status).toBe(400);
    expect((await request('/api/auth/email', { method: 'POST', body: '{}' })).body).toEqual({ error: 'Missing or malformed device id' });
    const foreign = await request('/api/auth/email', {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:9999', [DEVICE_HEADER]: device.id, 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('x') }),
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('changing the email', () => {
  it('confirms with a code to the old address, then one to the new address', async () => {
    const device = new Device();
    const oldEmail = uniqueEmail('gus');
    const newEmail = uniqueEmail('gus-new');
    await signIn(device, oldEmail);
    expect((await device.post('/api/email/update', { email: oldEmail })).body).toEqual({ error: 'This is already your email' });

    expect((await device.post('/api/email/update', { email: newEmail })).body).toEqual({ action: 'VERIFY_PRIMARY_OTP' });
    expect(await mails(newEmail)).toHaveLength(0);
    expect((await device.post('/api/email/update/secondary', { otp: '123456' })).body).toEqual({ error: 'No email change in progress' });
    expect((await device.post('/api/email/update/primary', { otp: 'bad' })).body).toEqual({ error: 'Invalid code' });
    expect((await device.post('/api/email/update/primary', { otp: await latestCode(oldEmail) })).body).toEqual({ action: 'VERIFY_SECONDARY_OTP' });
    expect((await device.post('/api/email/update/secondary', { otp: await latestCode(newEmail) })).body).toEqual({ newEmail });

    expect(UserSchema.parse((await device.get('/api/user?chainId=31337')).body).email).toBe(newEmail);
    const again = new Device(device.id);
    expect((await again.post('/api/auth/email', { email: newEmail })).body).toEqual({ action: 'VERIFY_OTP' });
  });
});

describe('social sign-in', () => {
  it('goes through the sandbox provider page and back to the site with a code', async () => {
    const device = new Device();
    const redirectUri = 'http://127.0.0.1:5300/';
    const { body } = await device.post<{ uri: string }>('/api/social/start', { provider: 'github', redirectUri });
    expect(body.uri).toMatch(new RegExp(`^${site.url}/social/github\\?state=`));
    const pagePath = body.uri.slice(site.url.length);

    const signInPage = await request<string>(pagePath);
    expect(signInPage.body).toContain('<label for="name">Sign in as</label>');
    expect(signInPage.body).toContain('<button type="submit">Continue</button>');
    expect(signInPage.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const state = new URL(body.uri).searchParams.get('state') as string;

    const empty = await request<string>('/social/github', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ state, name: ' ' }).toString() });
    expect(empty.status).toBe(400);
    expect(empty.body).toContain('role="alert"');

    const submitted = await request('/social/github', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, name: 'Grace <Hopper>' }).toString(),
    });
    expect(submitted.status).toBe(303);
    const back = new URL(submitted.headers.get('location') as string);
    expect(back.origin + back.pathname).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe(state);
    expect(back.searchParams.get('code')).toBeTruthy();

    // another device cannot use the result
    expect((await new Device().post('/api/social/connect', { uri: back.toString() })).status).toBe(400);
    const connected = await device.post<{ token: string; user: unknown }>('/api/social/connect?chainId=31337', { uri: back.toString() });
    const user = UserSchema.parse(connected.body.user);
    expect(user).toMatchObject({ userName: 'Grace <Hopper>', email: null });
    device.token = connected.body.token;
    expect((await device.get('/api/session')).body).toEqual({ isConnected: true });
    // one use only
    expect((await device.post('/api/social/connect', { uri: back.toString() })).status).toBe(400);
    expect((await request(pagePath)).status).toBe(404);
  });

  it('refuses unknown providers and redirect URIs that are not http(s)', async () => {
    const device = new Device();
    expect((await device.post('/api/social/start', { provider: 'farcaster', redirectUri: 'http://127.0.0.1:5300/' })).status).toBe(400);
    expect((await device.post('/api/social/start', { provider: 'google', redirectUri: 'javascript:alert(1)' })).status).toBe(400);
  });
});

describe('Farcaster sign-in', () => {
  it('waits until the sign-in is approved on the Farcaster page', async () => {
    const device = new Device();
    const { body } = await device.post<{ uri: string; channel: string }>('/api/farcaster/start');
    expect(body.uri).toBe(`${site.url}/farcaster?channel=${body.channel}`);
    const approvalPage = await request<string>(body.uri.slice(site.url.length));
    expect(approvalPage.body).toContain('<button type="submit">Approve sign-in</button>');

    expect((await new Device().post('/api/farcaster/wait', { channel: body.channel })).status).toBe(400);
    const waiting = device.post<{ approved: boolean; token?: string; userName?: string }>('/api/farcaster/wait', { channel: body.channel });
    const approved = await request<string>('/farcaster', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ channel: body.channel, username: 'vitalik-sandbox' }).toString(),
    });
    expect(approved.body).toContain('Sign-in approved');
    const answer = (await waiting).body;
    expect(answer).toMatchObject({ approved: true, userName: 'vitalik-sandbox' });
    device.token = answer.token;
    expect(UserSchema.parse((await device.get('/api/user?chainId=31337')).body).userName).toBe('vitalik-sandbox');
  });

  it('refuses a cross-origin approval', async () => {
    const { body } = await new Device().post<{ channel: string }>('/api/farcaster/start');
    const forged = await request('/farcaster', {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ channel: body.channel, username: 'mallory' }).toString(),
    });
    expect(forged.status).toBe(403);
  });
});

describe('chains and accounts', () => {
  it('lists the sandbox chains and smart-account networks', async () => {
    expect((await request('/api/chains')).body).toEqual({
      chains: [
        { chainId: 31337, name: 'Sandbox A' },
        { chainId: 31338, name: 'Sandbox B' },
      ],
      solanaChains: [
        { caipNetworkId: chains.info.solana.caipNetworkId, name: 'Solana Sandbox' },
        { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Solana' },
        { caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', name: 'Solana Devnet' },
        { caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', name: 'Solana Testnet' },
      ],
      smartAccountEnabledNetworks: [31337],
    });
  });

  it('switches the preferred account to the deterministic smart account where enabled', async () => {
    const device = new Device();
    const user = await signIn(device, uniqueEmail('hal'));
    const smart = user.accounts?.find((a) => a.type === 'smartAccount')?.address;
    expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(smart).not.toBe(user.address);
    expect((await device.post('/api/account/preferred?chainId=31338', { type: 'smartAccount' })).status).toBe(400);
    expect((await device.post('/api/account/preferred?chainId=31337', { type: 'smartAccount' })).body).toEqual({ type: 'smartAccount', address: smart });
    const asSmart = UserSchema.parse((await device.get('/api/user?chainId=31337')).body);
    expect(asSmart).toMatchObject({ address: smart, preferredAccountType: 'smartAccount' });
    // chain 31338 has no smart accounts: the EOA applies there
    const onB = UserSchema.parse((await device.get('/api/user?chainId=31338')).body);
    expect(onB).toMatchObject({ address: user.address, preferredAccountType: 'eoa', chainId: 31338 });
    expect(onB.accounts).toHaveLength(1);
  });

  it('INIT_SMART_ACCOUNT deploys the counterfactual account through the factory; smartAccountDeployed follows the chain', async () => {
    const device = new Device();
    const user = await signIn(device, uniqueEmail('ike'));
    const smart = user.accounts?.find((a) => a.type === 'smartAccount')?.address as Address;
    const factory = chains.info.evm[0]?.accountFactory as Address;
    // the same factory address on both chains, and the account address the factory computes for the owner
    expect(chains.info.evm[1]?.accountFactory).toBe(factory);
    expect(await client().readContract({ address: factory, abi: accountFactoryAbi, functionName: 'getAddress', args: [user.address as Address, 0n] })).toBe(smart);
    expect(await client().getCode({ address: smart })).toBeUndefined();
    expect(user.smartAccountDeployed).toBe(false);
    expect((await device.post('/api/account/smart-account?chainId=31337')).body).toEqual({ address: smart, isDeployed: true });
    expect(await client().getCode({ address: smart })).toMatch(/^0x[0-9a-f]{100,}$/);
    expect(await client().readContract({ address: smart, abi: smartAccountAbi, functionName: 'owner' })).toBe(user.address);
    expect(UserSchema.parse((await device.get('/api/user?chainId=31337')).body).smartAccountDeployed).toBe(true);
    // a second INIT is a no-op
    expect((await device.post('/api/account/smart-account?chainId=31337')).body).toEqual({ address: smart, isDeployed: true });
  });
});

describe('RPC through the embedded wallet', () => {
  let device: Device;
  let eoa: Address;
  let smart: Address;
  beforeAll(async () => {
    device = new Device();
    const user = await signIn(device, uniqueEmail('ivy'));
    eoa = user.address as Address;
    smart = user.accounts?.find((a) => a.type === 'smartAccount')?.address as Address;
  });

  const approve = (id: string) => device.post<{ result?: unknown; error?: string }>(`/api/approvals/${id}/approve`);

  it('refuses methods outside the allowed list', async () => {
    for (const method of ['eth_sign', 'anvil_setBalance', 'eth_sendUserOperation']) {
      expect((await device.rpc(method)).body).toEqual({ error: 'Requested RPC call is not allowed' });
    }
    expect((await new Device().rpc('eth_chainId')).body).toEqual({ error: 'Not signed in' });
  });

  it('answers safe methods at once', async () => {
    expect((await device.rpc('eth_chainId')).body).toEqual({ result: '0x7a69' });
    expect((await device.rpc('eth_chainId', [], 'eip155:31338')).body).toEqual({ result: '0x7a6a' });
    expect((await device.rpc('eth_accounts')).body).toEqual({ result: [eoa] });
    expect((await device.rpc('eth_blockNumber')).body.result).toMatch(/^0x[0-9a-f]+$/);
    expect(BigInt((await device.rpc('eth_getBalance', [eoa, 'latest'])).body.result as string)).toBeGreaterThan(0n);
    expect((await device.rpc('eth_chainId', [], 1)).status).toBe(400);
  });

  it('signs a message only after approval', async () => {
    const message = toHex('Sign in to the demo');
    const parked = await device.rpc('personal_sign', [message, eoa]);
    expect(parked.status).toBe(202);
    const id = parked.body.approval?.id as string;
    expect(parked.body).toEqual({ approval: { id } });
    expect((await device.get(`/api/approvals/${id}`)).body).toMatchObject({ method: 'personal_sign', status: 'pending' });

    const signed = await approve(id);
    const signature = signed.body.result as Hex;
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(await recoverMessageAddress({ message: { raw: message }, signature })).toBe(eoa);
    expect((await approve(id)).status).toBe(404);
  });

  it('does not sign a declined request', async () => {
    const parked = await device.rpc('personal_sign', ['0x68656c6c6f', eoa]);
    const id = parked.body.approval?.id as string;
    expect((await device.post(`/api/approvals/${id}/decline`)).body).toEqual({ declined: true });
    expect((await approve(id)).status).toBe(404);
    // another session cannot answer someone else's approval
    const other = new Device();
    await signIn(other, uniqueEmail('jay'));
    const mine = (await device.rpc('personal_sign', ['0x01', eoa])).body.approval?.id as string;
    expect((await other.post(`/api/approvals/${mine}/approve`)).status).toBe(404);
    expect((await device.post(`/api/approvals/${mine}/decline`)).status).toBe(200);
  });

  it('refuses to park requests for addresses that are not the user’s', async () => {
    const stranger = '0x000000000000000000000000000000000000dEaD';
    expect((await device.rpc('personal_sign', ['0x01', stranger])).body).toEqual({ error: 'The address does not belong to the signed-in account' });
    expect((await device.rpc('eth_sendTransaction', [{ from: stranger, to: eoa }])).status).toBe(400);
  });

  it('signs typed data with the custodied key', async () => {
    const typedData = {
      domain: { name: 'Demo', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'hello' },
    } as const;
    const parked = await device.rpc('eth_signTypedData_v4', [eoa, JSON.stringify(typedData)]);
    const signature = (await approve(parked.body.approval?.id as string)).body.result as Hex;
    const { EIP712Domain: _d, ...types } = typedData.types;
    expect(await recoverTypedDataAddress({ domain: typedData.domain, types, primaryType: 'Mail', message: typedData.message, signature })).toBe(eoa);
  });

  it('sends a transaction from the EOA after approval', async () => {
    const to = chains.info.accounts[1] as Address;
    const parked = await device.rpc('eth_sendTransaction', [{ from: eoa, to, value: '0xde0b6b3a7640000' }]);
    const hash = (await approve(parked.body.approval?.id as string)).body.result as Hex;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 20 });
    expect(receipt).toMatchObject({ status: 'success', from: eoa.toLowerCase(), to: to.toLowerCase() });
  });

  it("signs as the undeployed smart account with an ERC-6492 wrapper that viem's verifyMessage accepts", async () => {
    expect(await client().getCode({ address: smart })).toBeUndefined();
    const message = 'Sign in to the demo as a smart account';
    const parked = await device.rpc('personal_sign', [toHex(message), smart]);
    const signature = (await approve(parked.body.approval?.id as string)).body.result as Hex;
    expect(signature.endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(true);
    expect(await client().verifyMessage({ address: smart, message, signature })).toBe(true);
    expect(await client().verifyMessage({ address: smart, message: 'something else', signature })).toBe(false);
    // verifying did not deploy it
    expect(await client().getCode({ address: smart })).toBeUndefined();
  });

  it('answers EIP-5792 capabilities: atomic batches for the smart account on smart-account networks only', async () => {
    expect((await device.rpc('wallet_getCapabilities', [smart, ['0x7a69', '0x7a6a']])).body.result).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
      '0x7a6a': { atomic: { status: 'unsupported' } },
    });
    expect((await device.rpc('wallet_getCapabilities', [eoa])).body.result).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
      '0x7a6a': { atomic: { status: 'unsupported' } },
    });
  });

  it('sends from the smart account (deploying it on first use) through its owner, atomically', async () => {
    const to = chains.info.accounts[2] as Address;
    const before = await client().getBalance({ address: to });
    const parked = await device.rpc('eth_sendTransaction', [{ from: smart, to, value: '0x1' }]);
    const hash = (await approve(parked.body.approval?.id as string)).body.result as Hex;
    const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 20 });
    expect(receipt).toMatchObject({ status: 'success', from: eoa.toLowerCase(), to: smart.toLowerCase() });
    expect(await client().getCode({ address: smart })).toMatch(/^0x[0-9a-f]{100,}$/);
    expect(await client().getBalance({ address: to })).toBe(before + 1n);

    // deployed now: the signature is the owner's as is, checked through ERC-1271
    const signed = await device.rpc('personal_sign', [toHex('after deployment'), smart]);
    const signature = (await approve(signed.body.approval?.id as string)).body.result as Hex;
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(await client().verifyMessage({ address: smart, message: 'after deployment', signature })).toBe(true);

    // a batch with one failing call lands nothing
    const usd = chains.info.evm[0]?.tokens.find((t) => t.symbol === 'sUSD')?.address as Address;
    const failing = await device.rpc('wallet_sendCalls', [
      { version: '2.0.0', chainId: '0x7a69', from: smart, calls: [{ to, value: '0x5' }, { to: usd, data: encodeFunctionData({ abi: tokenAbi, functionName: 'transfer', args: [to, 1n] }) }] },
    ]);
    expect((await approve(failing.body.approval?.id as string)).status).toBe(400);
    expect(await client().getBalance({ address: to })).toBe(before + 1n);

    const atomic = await device.rpc('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', from: smart, calls: [{ to, value: '0x2' }, { to, value: '0x3' }] }]);
    const { id: atomicId } = (await approve(atomic.body.approval?.id as string)).body.result as { id: string };
    const done = await waitUntil('the atomic batch to confirm', async () => {
      const current = (await device.rpc('wallet_getCallsStatus', [atomicId])).body.result as { status: number; receipts: unknown[]; atomic: boolean };
      return current.status === 100 ? undefined : current;
    });
    expect(done).toMatchObject({ status: 200, atomic: true });
    expect(done.receipts).toHaveLength(1);
    expect(await client().getBalance({ address: to })).toBe(before + 6n);

    const batch = await device.rpc('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', from: eoa, calls: [{ to, value: '0x2' }, { to, value: '0x3', data: '0x' }] }]);
    const { id } = (await approve(batch.body.approval?.id as string)).body.result as { id: string };
    // 100 = pending: the batch confirms after the approval answers, so wait on the status (as a dapp polls it)
    type CallsStatus = { status: number; receipts: unknown[]; atomic: boolean };
    const readStatus = async () => (await device.rpc('wallet_getCallsStatus', [id])).body.result as CallsStatus;
    const status = await waitUntil('the batch to confirm', async () => {
      const current = await readStatus();
      return current.status === 100 ? undefined : current;
    });
    expect(status).toMatchObject({ status: 200, atomic: false });
    expect(status.receipts).toHaveLength(2);
  });

  it('reports chain errors on approval', async () => {
    const parked = await device.rpc('eth_sendTransaction', [{ from: eoa, to: eoa, value: toHex(10n ** 30n) }]);
    const failed = await approve(parked.body.approval?.id as string);
    expect(failed.status).toBe(400);
    expect(String(failed.body.error)).toMatch(/fund|balance|exceeds/i);
  });
});

describe('Solana through the embedded wallet', () => {
  let device: Device;
  let evm: ReturnType<typeof UserSchema.parse>;
  let cluster: string;
  let address: string;
  const connection = () => new Connection(chains.info.solana.rpcUrl, 'confirmed');
  const approve = (id: string) => device.post<{ result?: Record<string, unknown>; error?: string }>(`/api/approvals/${id}/approve`);
  const transfer = async (to: PublicKey, lamports: number) => {
    const { blockhash } = await connection().getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: new PublicKey(address),
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: new PublicKey(address), toPubkey: to, lamports })],
    }).compileToV0Message();
    return Buffer.from(new VersionedTransaction(message).serialize()).toString('base64');
  };

  beforeAll(async () => {
    cluster = chains.info.solana.caipNetworkId;
    device = new Device();
    const email = uniqueEmail('sol');
    await device.post('/api/auth/email', { email });
    const done = await device.post<{ token: string; user: unknown }>(`/api/auth/otp?chainId=${cluster}`, { otp: await latestCode(email) });
    device.token = done.body.token;
    const user = UserSchema.parse(done.body.user);
    address = user.address;
    evm = UserSchema.parse((await device.get('/api/user?chainId=31337')).body);
  });

  it('signs in on a Solana cluster with a Solana account, derived per user and funded on the sandbox cluster', async () => {
    expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(evm.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const onCluster = UserSchema.parse((await device.get(`/api/user?chainId=${cluster}`)).body);
    expect(onCluster).toMatchObject({ address, chainId: cluster, accounts: [{ address, type: 'eoa' }], preferredAccountType: 'eoa' });
    // SPEC §9's three Solana frame chains answer the same account
    for (const chainId of ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z']) {
      expect(UserSchema.parse((await device.get(`/api/user?chainId=${chainId}`)).body)).toMatchObject({ address, chainId });
    }
    expect((await device.get('/api/user?chainId=solana:11111111111111111111111111111111')).status).toBe(400);
    expect(await connection().getBalance(new PublicKey(address))).toBe(10 * LAMPORTS_PER_SOL);
    // another user gets another account
    const other = new Device();
    await signIn(other, uniqueEmail('sol2'));
    const theirs = UserSchema.parse((await other.get(`/api/user?chainId=${cluster}`)).body).address;
    expect(theirs).not.toBe(address);
  });

  it('signs a message only after approval; the signature verifies (ed25519) for the account', async () => {
    const text = new TextEncoder().encode('Sign in to the demo on Solana');
    const parked = await device.rpc('solana_signMessage', [{ message: bs58(text), pubkey: address }], cluster);
    expect(parked.status).toBe(202);
    const id = parked.body.approval?.id as string;
    expect((await device.get(`/api/approvals/${id}`)).body).toMatchObject({ method: 'solana_signMessage', chainId: cluster, status: 'pending' });
    const signed = await approve(id);
    const signature = decodeBase58(signed.body.result?.signature as string);
    expect(ed25519.verify(signature, text, new PublicKey(address).toBytes())).toBe(true);
    expect((await approve(id)).status).toBe(404);
  });

  it('refuses bad Solana requests before they are parked', async () => {
    const stranger = Keypair.generate().publicKey.toBase58();
    expect((await device.rpc('solana_signMessage', [{ message: 'abc', pubkey: stranger }], cluster)).body).toEqual({ error: 'The address does not belong to the signed-in account' });
    expect((await device.rpc('solana_signMessage', [{ pubkey: address }], cluster)).status).toBe(400);
    const tx = await transfer(new PublicKey(stranger), 1000);
    const bogus = await device.rpc('solana_signAndSendTransaction', [{ transaction: tx, sendOptions: { preflightCommitment: 'bogus' } }], cluster);
    expect(bogus.body.error).toMatch(/^Invalid params for solana_signAndSendTransaction: sendOptions.preflightCommitment/);
    expect((await device.rpc('solana_signMessage', [{ message: 'abc', pubkey: address }], 31337)).body).toEqual({ error: 'solana_signMessage needs a Solana chain' });
    expect((await device.rpc('eth_chainId', [], cluster)).body).toEqual({ error: 'eth_chainId is not a Solana method' });
  });

  it('signs a transaction, and signs and sends one to the sandbox cluster after approval', async () => {
    const to = Keypair.generate().publicKey;
    const signedOnly = await approve((await device.rpc('solana_signTransaction', [{ transaction: await transfer(to, 5000) }], cluster)).body.approval?.id as string);
    const tx = VersionedTransaction.deserialize(Buffer.from(signedOnly.body.result?.transaction as string, 'base64'));
    expect(ed25519.verify(tx.signatures[0] as Uint8Array, tx.message.serialize(), new PublicKey(address).toBytes())).toBe(true);

    const parked = await device.rpc('solana_signAndSendTransaction', [{ transaction: await transfer(to, LAMPORTS_PER_SOL / 2), sendOptions: { preflightCommitment: 'confirmed' } }], cluster);
    const sent = await approve(parked.body.approval?.id as string);
    expect(sent.body.result?.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(await connection().getBalance(to)).toBe(LAMPORTS_PER_SOL / 2);
  });
});

describe('pages', () => {
  it('serves the frame page, framable by loopback sites only', async () => {
    const page = await request<string>('/?projectId=p&chainId=eip155%3A31337&version=0.1.0&enableLogger=false');
    expect(page.body).toContain('<script src="/assets/secure-frame.js" defer></script>');
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors http://127.0.0.1:* http://localhost:*');
    expect((await request('/assets/not-the-frame.js')).status).toBe(404);
  });

  it('lists mail for people at /mailbox', async () => {
    const email = uniqueEmail('kim');
    await new Device().post('/api/auth/email', { email });
    const code = await latestCode(email);
    const page = await request<string>(`/mailbox?email=${encodeURIComponent(email)}`);
    expect(page.body).toContain('Sandbox mailbox');
    expect(page.body).toContain(`data-code="${code}"`);
    expect((await request<string>('/mailbox?email=nobody%40example.com')).body).toContain('No mail for nobody@example.com yet.');
  });
});

describe('key custody', () => {
  it('never puts a custodied key in any response', () => {
    const keys = site.keysForLeakChecks();
    expect(keys.length).toBeGreaterThan(5);
    const everything = seen.join('\n').toLowerCase();
    expect(everything.length).toBeGreaterThan(10_000);
    for (const key of keys) expect(everything.includes(key.slice(2).toLowerCase())).toBe(false);
  });
});
