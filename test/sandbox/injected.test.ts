/**
 * @jest-environment jest-fixed-jsdom
 * @jest-environment-options {"url": "http://127.0.0.1:5100/"}
 */
// The sandbox's injected wallets, in a DOM, against the real sandbox chains.
import { Buffer } from 'node:buffer';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/dom';
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem';
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { ed25519 } from '@noble/curves/ed25519';
import { startChains, type RunningChains } from '../../sandbox/chains';
import { describeSandbox, type SandboxDescription } from '../../sandbox/description';
import { sandboxPorts } from '../../sandbox/ports';
import { claimPortBlock } from '../helpers/ports';
import type { Eip6963ProviderDetail } from '../../sandbox/wallets/injected/announce';
import type { SandboxProvider } from '../../sandbox/wallets/injected/provider';
import { installSandboxWallets, type SandboxWallets } from '../../sandbox/wallets/injected/wallets';

// jsdom has its own Uint8Array; node's crypto (key derivation, Solana seeding) hands out node's.
(globalThis as { Uint8Array: unknown }).Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor;

const ports = sandboxPorts(claimPortBlock());
let chains: RunningChains;
let description: SandboxDescription;
let installed: ReturnType<typeof installSandboxWallets> | undefined;

beforeAll(async () => {
  chains = await startChains({ ports });
  description = describeSandbox(ports, chains.info);
});
afterAll(async () => {
  await chains?.stop();
});

function install(search = ''): SandboxWallets {
  installed?.uninstall();
  installed = installSandboxWallets(description, { search });
  return installed.wallets;
}
beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});
afterEach(() => {
  installed?.uninstall();
  installed = undefined;
});

const account = (i: number) => chains.info.accounts[i] as Address;
const chainA = () => chains.info.evm[0]!;
const publicClient = () => createPublicClient({ transport: http(chainA().rpcUrl), pollingInterval: 20 });

/** Everything a provider emits, in order. */
function record(provider: SandboxProvider): [string, unknown][] {
  const seen: [string, unknown][] = [];
  for (const event of ['accountsChanged', 'chainChanged', 'connect', 'disconnect']) provider.on(event, (arg: never) => seen.push([event, arg]));
  return seen;
}

async function approve(wallet: string, button: 'Approve' | 'Reject' = 'Approve') {
  const prompt = await screen.findByRole('dialog', { name: `${wallet} request` });
  fireEvent.click(within(prompt).getByRole('button', { name: button }));
}

async function connect(wallets: SandboxWallets, key: 'sandbox' | 'legacy' = 'sandbox'): Promise<Address[]> {
  const pending = wallets[key].provider.request({ method: 'eth_requestAccounts' });
  await approve(wallets[key].name);
  return pending as Promise<Address[]>;
}

describe('discovery', () => {
  it('announces both wallets over EIP-6963, now and on request, and sets legacy window.ethereum', () => {
    const announced: Eip6963ProviderDetail[] = [];
    const listen = (e: Event) => announced.push((e as CustomEvent<Eip6963ProviderDetail>).detail);
    window.addEventListener('eip6963:announceProvider', listen);
    const wallets = install();
    expect(announced.map((d) => [d.info.name, d.info.rdns])).toEqual([
      ['Sandbox Wallet', 'dev.walletgate.sandbox'],
      ['Legacy Sandbox Wallet', 'dev.walletgate.legacy'],
      // the EVM side of the multi-chain wallet, installed because the sandbox runs its Solana chain
      ['Sandbox Multichain Wallet', 'dev.walletgate.multichain'],
    ]);
    for (const d of announced) {
      expect(d.info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(d.info.icon).toMatch(/^data:image\/svg\+xml,/);
      expect(Object.isFrozen(d) && Object.isFrozen(d.info)).toBe(true);
    }
    expect(announced[0]!.provider).toBe(wallets.sandbox.provider);

    window.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(announced).toHaveLength(6);
    expect(announced[3]!.info).toEqual(announced[0]!.info); // same uuid for the page's lifetime
    window.removeEventListener('eip6963:announceProvider', listen);

    const legacy = (window as unknown as { ethereum?: SandboxProvider & { isMetaMask?: boolean; isLegacySandbox?: boolean } }).ethereum;
    expect(legacy).toBe(wallets.legacy.provider);
    expect(legacy?.isMetaMask).toBe(false);
    expect(legacy?.isLegacySandbox).toBe(true);
    expect(window.sandboxWallets).toBe(wallets);
  });

  it('holds only the keys of its own accounts', () => {
    const [sandbox, legacy] = description.wallets!.injected;
    expect(sandbox!.accounts.map((a) => a.address)).toEqual([account(1), account(2)]);
    expect(legacy!.accounts.map((a) => a.address)).toEqual([account(3)]);
  });
});

describe('connecting', () => {
  it('asks before connecting, then answers eth_accounts, also after a reload', async () => {
    const wallets = install();
    const { provider } = wallets.sandbox;
    const events = record(provider);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(await provider.request({ method: 'net_version' })).toBe('31337');

    const pending = provider.request({ method: 'eth_requestAccounts' });
    const prompt = await screen.findByRole('dialog', { name: 'Sandbox Wallet request' });
    expect(prompt.textContent).toContain('Connect to http://127.0.0.1:5100');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Approve' }));
    expect(await pending).toEqual([account(1)]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [account(1)]],
    ]);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([account(1)]);

    // a reload: a fresh wallet in the same origin remembers the connection and the chain
    wallets.sandbox.switchChain(31338);
    const again = install();
    expect(await again.sandbox.provider.request({ method: 'eth_accounts' })).toEqual([account(1)]);
    expect(await again.sandbox.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a');
    expect(await again.legacy.provider.request({ method: 'eth_accounts' })).toEqual([]);
  });

  it('rejects with 4001 when the user rejects', async () => {
    const wallets = install();
    const pending = wallets.legacy.provider.request({ method: 'eth_requestAccounts' });
    await approve('Legacy Sandbox Wallet', 'Reject');
    await expect(pending).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
    expect(await wallets.legacy.provider.request({ method: 'eth_accounts' })).toEqual([]);
  });

  it('queues concurrent requests: one prompt at a time', async () => {
    const wallets = install();
    const first = wallets.sandbox.provider.request({ method: 'eth_requestAccounts' });
    const second = wallets.legacy.provider.request({ method: 'eth_requestAccounts' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Sandbox Wallet request' }).textContent).toContain('1 more waiting');
    await approve('Sandbox Wallet');
    await approve('Legacy Sandbox Wallet', 'Reject');
    expect(await first).toEqual([account(1)]);
    await expect(second).rejects.toMatchObject({ code: 4001 });
  });

  it('auto-approves from the page URL (?wallet.autoApprove=1)', async () => {
    const wallets = install('?wallet.autoApprove=1');
    expect(await wallets.legacy.provider.request({ method: 'eth_requestAccounts' })).toEqual([account(3)]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('forgets the site on wallet_revokePermissions', async () => {
    const wallets = install('?wallet.autoApprove=1');
    const { provider } = wallets.sandbox;
    await provider.request({ method: 'eth_requestAccounts' });
    const events = record(provider);
    expect(await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })).toBeNull();
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(events).toEqual([['accountsChanged', []]]);
  });
});

describe('signing', () => {
  it('refuses to sign before connecting (4100) and refuses unknown methods (4200)', async () => {
    const { provider } = install().sandbox;
    await expect(provider.request({ method: 'personal_sign', params: ['0x68690a', account(1)] })).rejects.toMatchObject({ code: 4100 });
    await expect(provider.request({ method: 'eth_sign', params: [account(1), '0x00'] })).rejects.toMatchObject({ code: 4200 });
  });

  it('signs a message after approval (verifies with viem)', async () => {
    const wallets = install();
    await connect(wallets);
    const message = 'Hello from the sandbox';
    const pending = wallets.sandbox.provider.request({ method: 'personal_sign', params: [`0x${Buffer.from(message).toString('hex')}`, account(1)] });
    const prompt = await screen.findByRole('dialog', { name: 'Sandbox Wallet request' });
    expect(prompt.textContent).toContain(message); // the hex message is shown as text
    fireEvent.click(within(prompt).getByRole('button', { name: 'Approve' }));
    const signature = (await pending) as Hex;
    expect(await verifyMessage({ address: account(1), message, signature })).toBe(true);
  });

  it('signs typed data (v4)', async () => {
    const wallets = install('?wallet.autoApprove=1');
    await wallets.sandbox.provider.request({ method: 'eth_requestAccounts' });
    const typed = {
      domain: { name: 'WalletGate', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }],
        Greeting: [{ name: 'to', type: 'address' }, { name: 'text', type: 'string' }],
      },
      primaryType: 'Greeting',
      message: { to: account(2), text: 'gm' },
    } as const;
    const signature = (await wallets.sandbox.provider.request({ method: 'eth_signTypedData_v4', params: [account(1), JSON.stringify(typed)] })) as Hex;
    const { EIP712Domain: _, ...types } = typed.types;
    expect(await verifyTypedData({ address: account(1), domain: typed.domain, types, primaryType: 'Greeting', message: typed.message, signature })).toBe(true);
  });

  it('sends a transaction that moves ETH on the chain', async () => {
    const wallets = install();
    await connect(wallets, 'legacy');
    const client = publicClient();
    const to = account(4);
    const before = await client.getBalance({ address: to });
    const pending = wallets.legacy.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: account(3), to, value: `0x${parseEther('0.25').toString(16)}` }],
    });
    const prompt = await screen.findByRole('dialog', { name: 'Legacy Sandbox Wallet request' });
    expect(prompt.textContent).toContain('0.25 ETH');
    expect(prompt.textContent).toContain(to);
    fireEvent.click(within(prompt).getByRole('button', { name: 'Approve' }));
    const hash = (await pending) as Hex;
    const receipt = await client.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(account(3).toLowerCase());
    expect(await client.getBalance({ address: to })).toBe(before + parseEther('0.25'));
  });
});

describe('networks', () => {
  it('switches between the sandbox chains without a prompt and refuses unknown ones with 4902', async () => {
    const { provider } = install().sandbox;
    const events = record(provider);
    expect(await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })).toBeNull();
    expect(events).toEqual([['chainChanged', '0x7a6a']]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a');
    expect(await provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/); // read through chain B's RPC
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).rejects.toMatchObject({ code: 4902 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds a chain after approval, switches to it, and knows it from then on', async () => {
    const { provider } = install().sandbox;
    const events = record(provider);
    const add = provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x7a6b', chainName: 'Sandbox C', rpcUrls: [chainA().rpcUrl], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
    });
    const prompt = await screen.findByRole('dialog', { name: 'Sandbox Wallet request' });
    expect(prompt.textContent).toContain('Sandbox C');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Approve' }));
    expect(await add).toBeNull();
    expect(events).toEqual([['chainChanged', '0x7a6b']]);
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] });
    expect(await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6b' }] })).toBeNull();

    const refused = provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x7a6c', rpcUrls: [chainA().rpcUrl] }] });
    await approve('Sandbox Wallet', 'Reject');
    await expect(refused).rejects.toMatchObject({ code: 4001 });
  });
});

describe('controls (window.sandboxWallets)', () => {
  it('switches chain (even to an unknown one), account, and disconnects with the events a page expects', async () => {
    const wallets = install('?wallet.autoApprove=1');
    const { provider } = wallets.sandbox;
    await provider.request({ method: 'eth_requestAccounts' });
    const events = record(provider);

    wallets.sandbox.switchChain(1);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1');
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({ code: 4901 });
    wallets.sandbox.switchChain('0x7a6a');
    wallets.sandbox.switchAccount(1);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([account(2)]);
    wallets.sandbox.disconnect();
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);

    expect(events).toEqual([
      ['chainChanged', '0x1'],
      ['chainChanged', '0x7a6a'],
      ['accountsChanged', [account(2)]],
      ['disconnect', expect.objectContaining({ code: 4900 })],
      ['accountsChanged', []],
    ]);
    expect(wallets.sandbox.state()).toMatchObject({ connected: false, chainId: 31338, accountIndex: 1, address: account(2) });
    expect(() => wallets.sandbox.switchAccount(2)).toThrow(RangeError);
  });

  it('autoApprove(true) skips the prompt; autoApprove(false) brings it back', async () => {
    const wallets = install();
    wallets.sandbox.autoApprove(true);
    expect(await wallets.sandbox.provider.request({ method: 'eth_requestAccounts' })).toEqual([account(1)]);
    wallets.sandbox.autoApprove(false);
    const pending = wallets.sandbox.provider.request({ method: 'personal_sign', params: ['hi', account(1)] });
    await approve('Sandbox Wallet', 'Reject');
    await expect(pending).rejects.toMatchObject({ code: 4001 });
  });
});

describe('capabilities and assets', () => {
  it('advertises asset discovery on the sandbox chains (the legacy wallet does not)', async () => {
    const wallets = install('?wallet.autoApprove=1');
    await wallets.sandbox.provider.request({ method: 'eth_requestAccounts' });
    await wallets.legacy.provider.request({ method: 'eth_requestAccounts' });
    expect(await wallets.sandbox.provider.request({ method: 'wallet_getCapabilities', params: [account(1)] })).toEqual({
      '0x7a69': { assetDiscovery: { supported: true } },
      '0x7a6a': { assetDiscovery: { supported: true } },
    });
    expect(await wallets.legacy.provider.request({ method: 'wallet_getCapabilities', params: [account(3), ['0x7a69']] })).toEqual({
      '0x7a69': { assetDiscovery: { supported: false } },
    });
    await expect(wallets.legacy.provider.request({ method: 'wallet_getAssets', params: [{ account: account(3) }] })).rejects.toMatchObject({ code: 4200 });
  });

  it('lists native and ERC-20 assets with on-chain balances (SPEC §3 "Asset from wallet")', async () => {
    const wallets = install('?wallet.autoApprove=1');
    await wallets.sandbox.provider.request({ method: 'eth_requestAccounts' });
    const assets = (await wallets.sandbox.provider.request({
      method: 'wallet_getAssets',
      params: [{ account: account(1), chainFilter: ['0x7a69'] }],
    })) as Record<string, { address: string; balance: Hex; type: string; metadata: Record<string, unknown> }[]>;
    expect(Object.keys(assets)).toEqual(['0x7a69']);
    const list = assets['0x7a69']!;
    const native = list.find((a) => a.type === 'NATIVE');
    expect(native).toEqual({
      address: 'native',
      balance: expect.stringMatching(/^0x[0-9a-f]+$/),
      type: 'NATIVE',
      metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: `${description.urls.api}/public/getTokenImage/eth` },
    });
    expect(BigInt(native!.balance)).toBe(await publicClient().getBalance({ address: account(1) }));
    const susd = list.find((a) => a.metadata.symbol === 'sUSD');
    const token = chainA().tokens.find((t) => t.symbol === 'sUSD')!;
    expect(susd).toMatchObject({ address: token.address, type: 'ERC20', metadata: { name: 'Sandbox USD', decimals: 6, price: 1 } });
    const onChain = await publicClient().readContract({
      address: token.address,
      abi: [{ type: 'function', name: 'balanceOf', stateMutability: 'view', inputs: [{ name: 'a', type: 'address' }], outputs: [{ name: '', type: 'uint256' }] }],
      functionName: 'balanceOf',
      args: [account(1)],
    });
    expect(BigInt(susd!.balance)).toBe(onChain);
    expect(list.some((a) => a.metadata.symbol === 'SPAM')).toBe(false); // a wallet hides spam
  });
});

describe('the multi-chain wallet, Solana side (Wallet Standard)', () => {
  const solanaSide = () => {
    const controls = install().solana;
    if (!controls) throw new Error('the Solana side is not installed');
    return controls;
  };
  type Features = Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>;
  const feature = (controls: NonNullable<SandboxWallets['solana']>, name: string, method: string) =>
    (controls.wallet.features as unknown as Features)[name]![method]!;

  it('registers under the EVM side\'s name, connects after approval and signs with the key it shows', async () => {
    const controls = solanaSide();
    expect(controls.wallet.name).toBe('Sandbox Multichain Wallet');
    expect(controls.wallet.chains).toContain(chains.info.solana.caipNetworkId);
    // a silent connect of a site never approved gets nothing, and asks no one
    expect(await feature(controls, 'standard:connect', 'connect')({ silent: true })).toEqual({ accounts: [] });
    const pending = feature(controls, 'standard:connect', 'connect')();
    await approve('Sandbox Multichain Wallet (Solana)');
    const { accounts } = (await pending) as { accounts: { address: string }[] };
    expect(accounts.map((a) => a.address)).toEqual([controls.state().address]);

    const message = new TextEncoder().encode('hello sandbox');
    const signing = feature(controls, 'solana:signMessage', 'signMessage')({ account: controls.wallet.accounts[0], message });
    await approve('Sandbox Multichain Wallet (Solana)');
    const [{ signature }] = (await signing) as [{ signature: Uint8Array }];
    expect(ed25519.verify(signature, message, new PublicKey(controls.state().address).toBytes())).toBe(true);
  });

  it('signs and sends a SOL transfer to the local chain, and refuses when the user rejects', async () => {
    const controls = solanaSide();
    controls.autoApprove(true);
    await feature(controls, 'standard:connect', 'connect')();
    const connection = new Connection(chains.info.solana.rpcUrl, 'confirmed');
    const to = new PublicKey(chains.info.solana.accounts[3]!);
    const before = await connection.getBalance(to);
    const from = new PublicKey(controls.state().address);
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 1_000_000 }));
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash;
    tx.feePayer = from;
    const wire = tx.serialize({ requireAllSignatures: false, verifySignatures: false });
    const send = feature(controls, 'solana:signAndSendTransaction', 'signAndSendTransaction');
    await send({ account: controls.wallet.accounts[0], transaction: wire, chain: 'solana:localnet' });
    expect(await connection.getBalance(to)).toBe(before + 1_000_000);

    controls.autoReject(true);
    await expect(send({ account: controls.wallet.accounts[0], transaction: wire, chain: 'solana:localnet' })).rejects.toMatchObject({ code: 4001 });
  });

  it('switches account as if done in the wallet, and tells the site', async () => {
    const controls = solanaSide();
    controls.autoApprove(true);
    await feature(controls, 'standard:connect', 'connect')();
    const seen: string[][] = [];
    (feature(controls, 'standard:events', 'on') as unknown as (e: string, l: (p: { accounts: { address: string }[] }) => void) => void)('change', ({ accounts }) =>
      seen.push(accounts.map((a) => a.address)),
    );
    controls.switchAccount(1);
    expect(seen).toEqual([[controls.state().accounts[1]]]);
  });
});
