import { describe, expect, it } from '@jest/globals';
import {
  ALLOWED_RPC_METHODS,
  APP_EVENT_NAMES,
  APP_EVENT_TYPES,
  FRAME_EVENT_TYPES,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
  appEventName,
  isAllowedRpcMethod,
  isSafeRpcMethod,
  isSignature,
  isTransactionHash,
  isUnsafeRpcMethod,
  makeAppEvent,
  makeFrameError,
  makeFrameNotice,
  makeFrameSuccess,
  parseAppEvent,
  parseFrameEvent,
  replyOf,
  rpcResultError,
  sendCallsError,
  type AppEventName,
} from '../../src/core/frame';

const user = {
  email: 'ada@example.com',
  address: '0x1111111111111111111111111111111111111111',
  chainId: 31337,
  accounts: [{ address: '0x1111111111111111111111111111111111111111', type: 'eoa' }],
  userName: null,
  smartAccountDeployed: false,
  preferredAccountType: 'eoa',
};
const hash = `0x${'ab'.repeat(32)}`;
const signature = `0x${'cd'.repeat(65)}`;

/** For every app event: a valid payload, and a payload that must be refused (undefined = the event takes none). */
const APP_CASES: Record<AppEventName, { valid: unknown; invalid: unknown }> = {
  SWITCH_NETWORK: { valid: { chainId: 31337 }, invalid: { chainId: true } },
  CONNECT_EMAIL: { valid: { email: 'ada@example.com' }, invalid: { email: 'not-an-email' } },
  CONNECT_DEVICE: { valid: undefined, invalid: { anything: 1 } },
  CONNECT_OTP: { valid: { otp: '123456' }, invalid: { otp: 123456 } },
  CONNECT_SOCIAL: { valid: { uri: 'http://127.0.0.1:3000/?state=s&code=c' }, invalid: { url: 'x' } },
  GET_FARCASTER_URI: { valid: undefined, invalid: {} },
  CONNECT_FARCASTER: { valid: undefined, invalid: 'x' },
  GET_USER: { valid: { chainId: 'eip155:31337', preferredAccountType: 'smartAccount' }, invalid: { chainId: 1, preferredAccountType: 'payment' } },
  GET_SOCIAL_REDIRECT_URI: { valid: { provider: 'github' }, invalid: { provider: 'farcaster' } },
  SIGN_OUT: { valid: undefined, invalid: null },
  IS_CONNECTED: { valid: { token: 't' }, invalid: { token: 1 } },
  GET_CHAIN_ID: { valid: undefined, invalid: { chainId: 1 } },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { valid: undefined, invalid: [] },
  INIT_SMART_ACCOUNT: { valid: undefined, invalid: {} },
  SET_PREFERRED_ACCOUNT: { valid: { type: 'smartAccount' }, invalid: { type: 'payment' } },
  RPC_REQUEST: { valid: { method: 'personal_sign', params: ['0x68656c6c6f', user.address] }, invalid: { method: '' } },
  UPDATE_EMAIL: { valid: { email: 'new@example.com' }, invalid: { email: '' } },
  UPDATE_EMAIL_PRIMARY_OTP: { valid: { otp: '000111' }, invalid: {} },
  UPDATE_EMAIL_SECONDARY_OTP: { valid: { otp: '000111' }, invalid: { otp: ['1'] } },
  SYNC_THEME: { valid: { themeMode: 'dark', themeVariables: { '--w3m-accent': '#3b5bfd' } }, invalid: { themeMode: 'blue' } },
  SYNC_DAPP_DATA: {
    valid: { metadata: { name: 'Demo', description: 'd', url: 'http://127.0.0.1', icons: [] }, sdkVersion: '0.1.0', sdkType: 'walletgate', projectId: 'p' },
    invalid: { sdkVersion: '0.1.0' },
  },
  RELOAD: { valid: undefined, invalid: 1 },
};

/** For every app event: a valid `_SUCCESS` payload and one that must be refused. */
const SUCCESS_CASES: Record<AppEventName, { valid: unknown; invalid: unknown }> = {
  SWITCH_NETWORK: { valid: { chainId: 31338 }, invalid: {} },
  CONNECT_EMAIL: { valid: { action: 'VERIFY_DEVICE' }, invalid: { action: 'VERIFY_PRIMARY_OTP' } },
  CONNECT_DEVICE: { valid: undefined, invalid: { ok: true } },
  CONNECT_OTP: { valid: undefined, invalid: { token: 't' } },
  CONNECT_SOCIAL: { valid: { ...user, email: null, userName: 'ada' }, invalid: { userName: 'ada' } },
  GET_FARCASTER_URI: { valid: { uri: 'http://127.0.0.1:3007/farcaster?channel=c' }, invalid: { url: 'x' } },
  CONNECT_FARCASTER: { valid: { userName: 'ada' }, invalid: {} },
  GET_USER: { valid: user, invalid: { ...user, accounts: [{ address: user.address, type: 'multisig' }] } },
  GET_SOCIAL_REDIRECT_URI: { valid: { uri: 'http://127.0.0.1:3007/social/google?state=s' }, invalid: { uri: '' } },
  SIGN_OUT: { valid: undefined, invalid: {} },
  IS_CONNECTED: { valid: { isConnected: false }, invalid: { isConnected: 'no' } },
  GET_CHAIN_ID: { valid: { chainId: 'eip155:31337' }, invalid: { chainId: -1 } },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { valid: { smartAccountEnabledNetworks: [31337] }, invalid: { smartAccountEnabledNetworks: ['31337'] } },
  INIT_SMART_ACCOUNT: { valid: { address: user.address, isDeployed: false }, invalid: { address: user.address } },
  SET_PREFERRED_ACCOUNT: { valid: { type: 'eoa', address: user.address }, invalid: { type: 'eoa' } },
  RPC_REQUEST: { valid: hash, invalid: undefined },
  UPDATE_EMAIL: { valid: { action: 'VERIFY_PRIMARY_OTP' }, invalid: { action: 'CONNECT' } },
  UPDATE_EMAIL_PRIMARY_OTP: { valid: { action: 'VERIFY_SECONDARY_OTP' }, invalid: { action: 'VERIFY_PRIMARY_OTP' } },
  UPDATE_EMAIL_SECONDARY_OTP: { valid: { newEmail: 'new@example.com' }, invalid: { newEmail: 'nope' } },
  SYNC_THEME: { valid: undefined, invalid: {} },
  SYNC_DAPP_DATA: { valid: undefined, invalid: 'x' },
  RELOAD: { valid: undefined, invalid: 0 },
};

const withPayload = (message: Record<string, unknown>, payload: unknown) =>
  payload === undefined ? message : { ...message, payload };

describe('app events (SPEC §7)', () => {
  it('names all 22 app events with the @w3m-app/ prefix', () => {
    expect(APP_EVENT_NAMES).toHaveLength(22);
    expect(APP_EVENT_TYPES).toContain('@w3m-app/CONNECT_EMAIL');
    expect(APP_EVENT_TYPES.every((t) => t.startsWith('@w3m-app/'))).toBe(true);
    expect(appEventName('@w3m-app/RPC_REQUEST')).toBe('RPC_REQUEST');
    expect(appEventName('@w3m-app/NOPE')).toBeUndefined();
  });

  it.each(APP_EVENT_NAMES)('%s: accepts a valid request, rejects a bad payload, a missing id and extra keys', (name) => {
    const { valid, invalid } = APP_CASES[name];
    const base = { type: `@w3m-app/${name}`, id: 'req-1' };
    const ok = parseAppEvent(withPayload(base, valid));
    expect(ok).toEqual({ success: true, data: withPayload(base, valid) });
    expect(parseAppEvent({ ...base, payload: invalid }).success).toBe(false);
    expect(parseAppEvent(withPayload({ type: base.type }, valid)).success).toBe(false);
    expect(parseAppEvent(withPayload({ ...base, id: 7 }, valid)).success).toBe(false);
    expect(parseAppEvent({ ...withPayload(base, valid), extra: true }).success).toBe(false);
    if (valid && typeof valid === 'object' && !Array.isArray(valid)) {
      expect(parseAppEvent({ ...base, payload: { ...valid, extra: 1 } }).success).toBe(false);
    }
  });

  it('rejects unknown types, frame types and non-objects', () => {
    for (const data of [{ type: '@w3m-app/NOPE', id: '1' }, { type: '@w3m-frame/READY', id: '1' }, { type: 'CONNECT_EMAIL', id: '1' }, null, 'x', 3, []]) {
      expect(parseAppEvent(data).success).toBe(false);
    }
  });

  it('explains the first problem', () => {
    const result = parseAppEvent({ type: '@w3m-app/CONNECT_EMAIL', id: '1', payload: { email: 'x' } });
    expect(result).toEqual({ success: false, error: expect.stringContaining('payload.email') });
  });

  it('accepts an explicitly undefined payload for events without one', () => {
    expect(parseAppEvent({ type: '@w3m-app/SIGN_OUT', id: '1', payload: undefined }).success).toBe(true);
    expect(parseAppEvent({ type: '@w3m-app/IS_CONNECTED', id: '1' }).success).toBe(true);
  });

  it('validates wallet_sendCalls entries inside RPC_REQUEST (SPEC §5)', () => {
    const request = (calls: unknown) => ({
      type: '@w3m-app/RPC_REQUEST',
      id: '1',
      payload: { method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x7a69', calls }] },
    });
    expect(parseAppEvent(request([{ to: user.address, data: '0x', value: '0x1' }])).success).toBe(true);
    expect(parseAppEvent(request([{ to: user.address }])).success).toBe(true);
    expect(parseAppEvent(request([{ to: 'abc' }])).success).toBe(false);
    expect(parseAppEvent(request([{ to: user.address, data: 'deadbeef' }])).success).toBe(false);
    expect(parseAppEvent(request([])).success).toBe(false);
  });

  it('builds typed requests that parse', () => {
    expect(parseAppEvent(makeAppEvent('CONNECT_OTP', 'a', { otp: '123456' })).success).toBe(true);
    expect(parseAppEvent(makeAppEvent('GET_CHAIN_ID', 'b')).success).toBe(true);
    expect(makeAppEvent('IS_CONNECTED', 'c')).toEqual({ type: '@w3m-app/IS_CONNECTED', id: 'c' });
  });
});

describe('frame events (SPEC §3, §7)', () => {
  it('lists READY, SESSION_UPDATE and a SUCCESS and ERROR per app event', () => {
    expect(FRAME_EVENT_TYPES).toHaveLength(2 + 2 * APP_EVENT_NAMES.length);
    expect(FRAME_EVENT_TYPES).toEqual(expect.arrayContaining(['@w3m-frame/READY', '@w3m-frame/SESSION_UPDATE', '@w3m-frame/CONNECT_OTP_ERROR']));
    expect(replyOf('@w3m-frame/GET_USER_SUCCESS')).toEqual({ name: 'GET_USER', ok: true });
    expect(replyOf('@w3m-frame/GET_USER_ERROR')).toEqual({ name: 'GET_USER', ok: false });
    expect(replyOf('@w3m-frame/READY')).toBeUndefined();
  });

  it.each(APP_EVENT_NAMES)('%s: SUCCESS and ERROR replies', (name) => {
    const { valid, invalid } = SUCCESS_CASES[name];
    const success = { type: `@w3m-frame/${name}_SUCCESS`, id: 'req-1' };
    expect(parseFrameEvent(withPayload(success, valid)).success).toBe(true);
    if (name !== 'RPC_REQUEST') expect(parseFrameEvent({ ...success, payload: invalid }).success).toBe(false);
    expect(parseFrameEvent({ ...withPayload(success, valid), extra: 1 }).success).toBe(false);

    const error = { type: `@w3m-frame/${name}_ERROR`, id: 'req-1', payload: { message: 'nope' } };
    expect(parseFrameEvent(error).success).toBe(true);
    expect(parseFrameEvent({ ...error, payload: {} }).success).toBe(false);
    expect(parseFrameEvent({ ...error, payload: { message: 'nope', code: 1 } }).success).toBe(false);
    expect(parseFrameEvent({ type: error.type, id: 'req-1' }).success).toBe(false);
  });

  it('RPC_REQUEST_SUCCESS carries any result, null included', () => {
    for (const payload of [hash, null, { id: '0x1' }, ['0x1']]) {
      expect(parseFrameEvent({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: '1', payload }).success).toBe(true);
    }
  });

  it('READY carries an optional version; SESSION_UPDATE a token', () => {
    expect(parseFrameEvent({ type: '@w3m-frame/READY' }).success).toBe(true);
    expect(parseFrameEvent({ type: '@w3m-frame/READY', payload: { version: '1.0.0' } }).success).toBe(true);
    expect(parseFrameEvent({ type: '@w3m-frame/READY', payload: { version: 1 } }).success).toBe(false);
    expect(parseFrameEvent({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'abc' } }).success).toBe(true);
    expect(parseFrameEvent({ type: '@w3m-frame/SESSION_UPDATE', payload: {} }).success).toBe(false);
    expect(parseFrameEvent({ type: '@w3m-frame/SESSION_UPDATE' }).success).toBe(false);
  });

  it('rejects unknown types and app types', () => {
    for (const data of [{ type: '@w3m-frame/NOPE' }, { type: '@w3m-app/GET_USER', id: '1', payload: { chainId: 1 } }, undefined, {}]) {
      expect(parseFrameEvent(data).success).toBe(false);
    }
  });

  it('builds replies and notices that parse', () => {
    expect(parseFrameEvent(makeFrameSuccess('CONNECT_EMAIL', '1', { action: 'CONNECT' })).success).toBe(true);
    expect(parseFrameEvent(makeFrameSuccess('SIGN_OUT', '1', undefined))).toEqual({ success: true, data: { type: '@w3m-frame/SIGN_OUT_SUCCESS', id: '1' } });
    expect(parseFrameEvent(makeFrameError('RPC_REQUEST', '1', 'User rejected the request')).success).toBe(true);
    expect(parseFrameEvent(makeFrameNotice('READY', { version: '0.1.0' })).success).toBe(true);
    expect(parseFrameEvent(makeFrameNotice('SESSION_UPDATE', { token: 't' })).success).toBe(true);
  });
});

describe('RPC method lists (SPEC §6)', () => {
  it('classifies the unsafe methods', () => {
    for (const method of ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'solana_signMessage', 'wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation']) {
      expect(isUnsafeRpcMethod(method)).toBe(true);
      expect(isSafeRpcMethod(method)).toBe(false);
    }
  });

  it('classifies read methods as safe and allowed', () => {
    for (const method of ['eth_accounts', 'eth_blockNumber', 'eth_call', 'eth_chainId', 'eth_getBalance', 'eth_getBlockByNumber', 'eth_getLogs', 'eth_getTransactionReceipt', 'eth_newFilter', 'wallet_getCallsStatus', 'wallet_getCapabilities', 'wallet_getAssets']) {
      expect(isSafeRpcMethod(method)).toBe(true);
      expect(isAllowedRpcMethod(method)).toBe(true);
    }
  });

  it('allows exactly the SPEC list', () => {
    for (const method of ['eth_sendRawTransaction', 'eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4', 'solana_signAndSendTransaction', 'wallet_sendCalls']) {
      expect(isAllowedRpcMethod(method)).toBe(true);
    }
    for (const method of ['eth_sign', 'eth_signTransaction', 'eth_sendUserOperation', 'wallet_switchEthereumChain', 'anvil_setBalance', 'debug_traceTransaction', '']) {
      expect(isAllowedRpcMethod(method)).toBe(false);
    }
  });

  it('keeps the lists consistent', () => {
    const safe = new Set<string>(SAFE_RPC_METHODS);
    expect(UNSAFE_RPC_METHODS.some((m) => safe.has(m))).toBe(false);
    expect(SAFE_RPC_METHODS.every((m) => (ALLOWED_RPC_METHODS as readonly string[]).includes(m))).toBe(true);
    expect(new Set(ALLOWED_RPC_METHODS).size).toBe(ALLOWED_RPC_METHODS.length);
  });
});

describe('RPC shape checks (SPEC §5)', () => {
  it('recognises transaction hashes: 0x + 64 hex', () => {
    expect(isTransactionHash(hash)).toBe(true);
    expect(isTransactionHash(hash.toUpperCase().replace('0X', '0x'))).toBe(true);
    expect(isTransactionHash(hash.slice(0, -1))).toBe(false);
    expect(isTransactionHash(`${hash}0`)).toBe(false);
    expect(isTransactionHash(`0x${'g'.repeat(64)}`)).toBe(false);
    expect(isTransactionHash(1)).toBe(false);
  });

  it('recognises signatures: 0x + at least 62 hex', () => {
    expect(isSignature(signature)).toBe(true);
    expect(isSignature(`0x${'a'.repeat(62)}`)).toBe(true);
    expect(isSignature(`0x${'a'.repeat(61)}`)).toBe(false);
    expect(isSignature(`${'a'.repeat(64)}`)).toBe(false);
  });

  it('checks results per method', () => {
    expect(rpcResultError('eth_sendTransaction', hash)).toBeUndefined();
    expect(rpcResultError('eth_sendTransaction', signature)).toMatch(/transaction hash/);
    expect(rpcResultError('personal_sign', signature)).toBeUndefined();
    expect(rpcResultError('eth_signTypedData_v4', '0x12')).toMatch(/signature/);
    expect(rpcResultError('eth_blockNumber', '0x1')).toBeUndefined();
  });

  it('checks wallet_sendCalls entries', () => {
    expect(sendCallsError([{ calls: [{ to: '0xabc', data: '0x1234' }, { to: '0xdef', value: '0x1' }] }])).toBeUndefined();
    expect(sendCallsError([{ calls: [{ to: 'abc' }] }])).toMatch(/to/);
    expect(sendCallsError([{ calls: [{ to: '0xabc', data: '1234' }] }])).toMatch(/data/);
    expect(sendCallsError([{ calls: [{ data: '0x' }] }])).toBeDefined();
    expect(sendCallsError([])).toBeDefined();
    expect(sendCallsError(undefined)).toBeDefined();
  });
});
