/** WalletConnect on Solana end to end in node: the widget's proposal and its WalletConnect Solana
 * transport over the real UniversalProvider, the sandbox WalletConnect wallet approving the solana namespace
 * with its sandbox key, and the local litesvm cluster receiving what it signs and sends. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { setFlagsFromString } from 'node:v8';
import UniversalProvider from '@walletconnect/universal-provider';
import { ed25519 } from '@noble/curves/ed25519';
import { Connection, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { closeCore, createOfflineCore, MemoryStorage } from '../../sandbox/relay/offline';
import { SandboxWcWallet, type WalletState } from '../../sandbox/wallets/walletconnect/wallet';
import { WALLET_SOLANA_INDEX } from '../../sandbox/wallets/walletconnect/pageConfig';
import { evmPrivateKey, solanaKeypair } from '../../sandbox/chains/keys';
import { startSolana, type RunningSolana } from '../../sandbox/chains/solana/start';
import { proposalNamespaces } from '../../src/core/walletConnect';
import type { Network } from '../../src/core/options';
import { walletConnectSolanaTransport } from '../../src/services/walletconnect/solana';
import type { UniversalProviderLike } from '../../src/services/walletconnect/types';
import { useRelayWorld } from './relayWorld';
import { useSeparateWalletConnectCores } from './separateCores';

// Node 20's V8 can abort a worker running litesvm in a minor GC (see apiSolana.test.ts).
setFlagsFromString('--no-allocation-site-pretenuring');
useSeparateWalletConnectCores();
const world = useRelayWorld();
const PROJECT_ID = 'walletgate-sandbox';
const walletKey = solanaKeypair(WALLET_SOLANA_INDEX);
let solana: RunningSolana;
let network: Network;
let seq = 0;

beforeAll(async () => {
  solana = await startSolana({ httpPort: world.ports.solanaHttp, wsPort: world.ports.solanaWs });
  network = {
    id: solana.info.caipNetworkId.split(':')[1]!,
    caipNetworkId: solana.info.caipNetworkId as Network['caipNetworkId'],
    chainNamespace: 'solana',
    name: 'Sandbox Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [solana.info.rpcUrl] } },
    testnet: true,
  };
});
afterAll(() => solana?.stop());
afterEach(() => {
  expect(world.guard.violations).toEqual([]);
});

async function makeWallet(): Promise<SandboxWcWallet> {
  const wallet = await SandboxWcWallet.create({
    relayUrl: world.relay.url,
    projectId: PROJECT_ID,
    chains: world.chains,
    accounts: [{ index: 5, privateKey: evmPrivateKey(5) }],
    solana: { caipNetworkId: solana.info.caipNetworkId, rpcUrl: solana.info.rpcUrl, secretKey: Array.from(walletKey.secretKey) },
    storage: new MemoryStorage(),
    storagePrefix: `test-sol-wallet-${++seq}`,
    logger: 'silent',
  });
  world.cleanups.push(() => wallet.close());
  return wallet;
}

async function makeDapp(): Promise<UniversalProvider> {
  const core = createOfflineCore({ relayUrl: world.relay.url, projectId: PROJECT_ID, customStoragePrefix: `test-sol-dapp-${++seq}`, storage: new MemoryStorage(), logger: 'silent' });
  const provider = await UniversalProvider.init({
    core, projectId: PROJECT_ID, logger: 'silent', disableProviderPing: true,
    metadata: { name: 'WalletGate test dapp', description: 'jest', url: 'http://127.0.0.1:5240', icons: [] },
  });
  world.cleanups.push(() => closeCore(core));
  return provider;
}

/** Approves the first request once it shows in the wallet (as the visitor would on the wallet page). */
function approveNext(wallet: SandboxWcWallet): void {
  const off = wallet.subscribe((s: WalletState) => {
    const request = s.requests[0];
    if (!request) return;
    off();
    void wallet.approveRequest(request.id);
  });
}

async function connectSolanaSession() {
  const [dapp, wallet] = await Promise.all([makeDapp(), makeWallet()]);
  dapp.once('display_uri', (uri: string) => void wallet.pair(uri));
  const off = wallet.subscribe((s) => {
    if (!s.proposals[0]) return;
    off();
    void wallet.approveSession(s.proposals[0].id);
  });
  // the proposal exactly as the widget makes it for a site with an EVM and a Solana network
  const evm: Network = { ...network, id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', rpcUrls: { default: { http: [world.chains[0]!.rpcUrl] } } };
  const session = await dapp.connect({ optionalNamespaces: proposalNamespaces([evm, network], null) as never });
  return { dapp, wallet, session, transport: walletConnectSolanaTransport(dapp as unknown as UniversalProviderLike) };
}

describe('the sandbox WalletConnect wallet on Solana', () => {
  it('approves the solana namespace with its sandbox key, and signs a message that verifies (ed25519)', async () => {
    const { session, transport, wallet } = await connectSolanaSession();
    const address = walletKey.publicKey.toBase58();
    expect(session?.namespaces.solana?.accounts).toEqual([`${solana.info.caipNetworkId}:${address}`]);
    expect(session?.namespaces.solana?.methods).toEqual(expect.arrayContaining(['solana_signMessage', 'solana_signAndSendTransaction']));
    expect(wallet.state().solanaAddress).toBe(address);
    expect(await transport.connect({ silent: true })).toEqual([address]);

    const message = new TextEncoder().encode('WalletGate on Solana, over WalletConnect');
    approveNext(wallet);
    const signature = await transport.signMessage(message, address);
    expect(signature).toHaveLength(64);
    expect(ed25519.verify(signature, message, walletKey.publicKey.toBytes())).toBe(true);
    expect(ed25519.verify(signature, new TextEncoder().encode('something else'), walletKey.publicKey.toBytes())).toBe(false);
  });

  it('signs and sends a SOL transfer to the local cluster, and signs a transaction without sending it', async () => {
    const { transport, wallet } = await connectSolanaSession();
    const connection = new Connection(solana.info.rpcUrl, 'confirmed');
    const to = new PublicKey(solana.info.accounts[4]!);
    const before = await connection.getBalance(to);
    const build = async (lamports: number) => {
      const { blockhash } = await connection.getLatestBlockhash();
      const message = new TransactionMessage({
        payerKey: walletKey.publicKey, recentBlockhash: blockhash,
        instructions: [SystemProgram.transfer({ fromPubkey: walletKey.publicKey, toPubkey: to, lamports })],
      }).compileToV0Message();
      return new VersionedTransaction(message).serialize();
    };

    approveNext(wallet);
    const sent = await transport.signAndSendTransaction(await build(250_000_000), walletKey.publicKey.toBase58(), solana.info.caipNetworkId, { preflightCommitment: 'confirmed' });
    expect(sent).toHaveLength(64);
    expect(await connection.getBalance(to)).toBe(before + 250_000_000);

    approveNext(wallet);
    const [signed] = await transport.signTransactions([await build(1)], walletKey.publicKey.toBase58(), solana.info.caipNetworkId);
    const tx = VersionedTransaction.deserialize(signed!);
    expect(ed25519.verify(tx.signatures[0]!, tx.message.serialize(), walletKey.publicKey.toBytes())).toBe(true);
    expect(await connection.getBalance(to)).toBe(before + 250_000_000); // signed only, not sent
  });
});
