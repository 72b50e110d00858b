/** Node side: the keys of the sandbox's multi-chain wallet, handed over in the sandbox description. Its EVM side
 * (EIP-6963) holds EVM account 4, its Solana side (Wallet Standard) Solana accounts 1 and 2 (account 0 is the SPL
 * mint authority; 3 and 4 stay free to receive). Well-known dev keys of local chains. */
import { encodeBase58 } from '../../chains/solana/base58';
import { evmAccount, evmPrivateKey, solanaKeypair } from '../../chains/keys';

export interface MultichainWalletDescription {
  /** one name on both chains: the widget merges the two into one multi-chain wallet (SPEC §3) */
  name: string;
  rdns: string;
  evmAccounts: { address: `0x${string}`; privateKey: `0x${string}` }[];
  solanaAccounts: { address: string; secretKey: string }[];
}

const MULTICHAIN_WALLET = { name: 'Sandbox Multichain Wallet', rdns: 'dev.walletgate.multichain', evmIndexes: [4], solanaIndexes: [1, 2] };

export function describeMultichainWallet(): MultichainWalletDescription {
  return {
    name: MULTICHAIN_WALLET.name,
    rdns: MULTICHAIN_WALLET.rdns,
    evmAccounts: MULTICHAIN_WALLET.evmIndexes.map((i) => ({ address: evmAccount(i).address, privateKey: evmPrivateKey(i) })),
    solanaAccounts: MULTICHAIN_WALLET.solanaIndexes.map((i) => {
      const key = solanaKeypair(i);
      return { address: key.publicKey.toBase58(), secretKey: encodeBase58(key.secretKey) };
    }),
  };
}
