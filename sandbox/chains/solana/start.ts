import { LAMPORTS_PER_SOL, type PublicKey, SystemProgram } from '@solana/web3.js';
import type { SolanaChainInfo } from '../types';
import { SOLANA_ACCOUNT_COUNT, solanaKeypair } from '../keys';
import { assertPortFree } from '../net';
import { SolanaLedger } from './ledger';
import { startSolanaServer } from './server';
import { associatedTokenAddress, encodeMint, encodeTokenAccount, MINT_SIZE, TOKEN_ACCOUNT_SIZE, TOKEN_PROGRAM_ID } from './spl';

const splToken = { name: 'Sandbox USD', symbol: 'sUSD', decimals: 6 };
const splPerAccount = 1_000n * 10n ** BigInt(splToken.decimals);

export interface RunningSolana {
  info: SolanaChainInfo;
  ledger: SolanaLedger;
  /** the ledger as it was seeded, on the same ports (clients stay connected) */
  reset(): void;
  stop(): Promise<void>;
}

/** Seeds 5 accounts with 100 SOL and 1,000 sUSD (SPL, in their associated token accounts). */
function seed(ledger: SolanaLedger): { accounts: PublicKey[]; mint: PublicKey } {
  const rent = (size: number) => Number(ledger.svm.minimumBalanceForRentExemption(BigInt(size)));
  const accounts = Array.from({ length: SOLANA_ACCOUNT_COUNT }, (_, i) => solanaKeypair(i).publicKey);
  for (const key of accounts) {
    ledger.setAccount(key, { lamports: 100 * LAMPORTS_PER_SOL, data: new Uint8Array(), owner: SystemProgram.programId, executable: false, rentEpoch: 0 });
  }
  const mint = solanaKeypair('spl-mint').publicKey;
  const authority = accounts[0] as PublicKey;
  ledger.setAccount(mint, {
    lamports: rent(MINT_SIZE),
    data: encodeMint({ authority, supply: splPerAccount * BigInt(accounts.length), decimals: splToken.decimals }),
    owner: TOKEN_PROGRAM_ID,
    executable: false,
    rentEpoch: 0,
  });
  for (const owner of accounts) {
    ledger.setAccount(associatedTokenAddress(owner, mint), {
      lamports: rent(TOKEN_ACCOUNT_SIZE),
      data: encodeTokenAccount({ mint, owner, amount: splPerAccount }),
      owner: TOKEN_PROGRAM_ID,
      executable: false,
      rentEpoch: 0,
    });
  }
  return { accounts, mint };
}

export async function startSolana(opts: { httpPort: number; wsPort: number; log?: (line: string) => void }): Promise<RunningSolana> {
  await Promise.all([assertPortFree(opts.httpPort), assertPortFree(opts.wsPort)]);
  const ledger = new SolanaLedger();
  const { accounts, mint } = seed(ledger);
  const server = await startSolanaServer(ledger, opts.httpPort, opts.wsPort);
  opts.log?.(`solana (litesvm) at ${server.rpcUrl}, subscriptions at ${server.wsUrl}`);
  return {
    ledger,
    info: {
      // CAIP-2 for Solana is the first 32 characters of the genesis hash; litesvm's is the same on every start.
      caipNetworkId: `solana:${ledger.genesisHash.slice(0, 32)}`,
      genesisHash: ledger.genesisHash,
      rpcUrl: server.rpcUrl,
      wsUrl: server.wsUrl,
      accounts: accounts.map((k) => k.toBase58()),
      splMint: mint.toBase58(),
      splToken: { mint: mint.toBase58(), ...splToken },
    },
    reset: () => {
      ledger.clear();
      seed(ledger);
    },
    stop: () => server.close(),
  };
}
