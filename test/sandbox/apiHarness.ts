/** Starts the sandbox chains and the API for one test file (helpers for test/sandbox/api*.test.ts). */
import { createWalletClient, http, type Chain, type WalletClient, type Account, type Transport } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { z } from 'zod/mini';
import { startApi, type ApiOptions, type RunningApi } from '../../sandbox/api';
import { sandboxChain, startChains } from '../../sandbox/chains';
import type { ChainsInfo, EvmChainInfo, RunningChains } from '../../sandbox/chains/types';
import { sandboxPorts } from '../../sandbox/ports';

export interface Harness {
  chains: RunningChains;
  info: ChainsInfo;
  api: RunningApi;
  url: string;
  /** fetch relative to the API; `json` parsed when the body is JSON */
  call(path: string, init?: RequestInit & { json?: unknown }): Promise<{ status: number; body: unknown; headers: Headers }>;
  /** GET/POST that must answer 2xx and parse with `schema` (zod/mini or classic) */
  get<S extends z.core.$ZodType>(path: string, schema: S): Promise<z.output<S>>;
  post<S extends z.core.$ZodType>(path: string, body: unknown, schema: S): Promise<z.output<S>>;
  wallet(index: number, chain?: EvmChainInfo): WalletClient<Transport, Chain, Account>;
  stop(): Promise<void>;
}

export async function startHarness(base: number, options: Partial<ApiOptions> = {}): Promise<Harness> {
  const ports = sandboxPorts(base);
  const chains = await startChains({ ports });
  let api: RunningApi;
  try {
    api = await startApi({ port: ports.api, chains: chains.info, ...options });
  } catch (err) {
    await chains.stop();
    throw err;
  }
  const call: Harness['call'] = async (path, init = {}) => {
    const { json, ...rest } = init;
    const res = await fetch(`${api.url}${path}`, {
      ...rest,
      ...(json !== undefined
        ? { body: JSON.stringify(json), headers: { 'content-type': 'application/json', ...rest.headers } }
        : {}),
    });
    const text = await res.text();
    let body: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text) as unknown;
    return { status: res.status, body, headers: res.headers };
  };
  const expectOk = <S extends z.core.$ZodType>(schema: S) => (r: { status: number; body: unknown }) => {
    if (r.status < 200 || r.status >= 300) throw new Error(`HTTP ${r.status}: ${JSON.stringify(r.body)}`);
    return z.parse(schema, r.body);
  };
  return {
    chains,
    info: chains.info,
    api,
    url: api.url,
    call,
    get: (path, schema) => call(path).then(expectOk(schema)),
    post: (path, body, schema) => call(path, { method: 'POST', json: body }).then(expectOk(schema)),
    wallet: (index, chain = chains.info.evm[0] as EvmChainInfo) =>
      createWalletClient({
        account: mnemonicToAccount(chains.info.mnemonic, { addressIndex: index }),
        chain: sandboxChain(chain.chainId, chain.name, chain.rpcUrl),
        transport: http(chain.rpcUrl),
      }),
    stop: async () => {
      await api.stop();
      await chains.stop();
    },
  };
}

/** Polls `check` until it returns a value (not undefined); never a fixed sleep. */
export async function waitUntil<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
