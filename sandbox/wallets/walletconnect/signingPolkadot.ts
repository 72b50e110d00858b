/** How the sandbox WalletConnect wallet carries out WalletConnect's Polkadot JSON-RPC with a dev key
 * (sr25519, from the dev seed): polkadot_signMessage { address, message } and polkadot_signTransaction
 * { address, transactionPayload }, each answering { signature }. Its accounts are SS58 in each network's format. */
import { encodeAddress } from '@polkadot/util-crypto';
import { ss58PrefixOf } from '../../../src/core/polkadot';
import { makePairs, signPayloadWith, signRawWith } from '../polkadot/keys';
import type { PayloadFields } from '../polkadot/payload';
import { WalletRpcError } from './signing';

export interface SandboxPolkadot {
  /** the CAIP-2 ids of the Polkadot networks the wallet serves */
  networks: string[];
  /** the dev-seed derivation of its key (test material, like the EVM dev keys) */
  uri: string;
}

export const POLKADOT_WALLET_METHODS = ['polkadot_signMessage', 'polkadot_signTransaction'] as const;
const pairOf = async (polkadot: SandboxPolkadot) => (await makePairs([polkadot.uri]))[0]!;

/** The wallet's account on each network: `polkadot:<reference>:<SS58 with that network's prefix>`. */
export async function polkadotAccounts(polkadot: SandboxPolkadot): Promise<string[]> {
  const pair = await pairOf(polkadot);
  return polkadot.networks.map((chain) => `${chain}:${encodeAddress(pair.publicKey, ss58PrefixOf(chain))}`);
}

const field = (params: unknown, name: string): unknown =>
  params && typeof params === 'object' ? (params as Record<string, unknown>)[name] : undefined;

/** Carries out a Polkadot method; throws WalletRpcError for a bad request. */
export async function performPolkadot(method: string, params: unknown, polkadot: SandboxPolkadot): Promise<unknown> {
  const pair = await pairOf(polkadot);
  const address = field(params, 'address');
  const sameKey = () => {
    try {
      return typeof address === 'string' && encodeAddress(address, 42) === encodeAddress(pair.publicKey, 42);
    } catch {
      return false; // not an address at all
    }
  };
  if (!sameKey()) throw new WalletRpcError(4100, `The requested account ${String(address)} is not this wallet's account.`);
  switch (method) {
    case 'polkadot_signMessage': {
      const message = field(params, 'message');
      if (typeof message !== 'string' || message.length === 0) throw new WalletRpcError(-32602, 'polkadot_signMessage: message missing');
      return { signature: signRawWith(pair, message, 'bytes') };
    }
    case 'polkadot_signTransaction': {
      const payload = field(params, 'transactionPayload') as Partial<PayloadFields> | undefined;
      const keys = ['method', 'era', 'nonce', 'tip', 'specVersion', 'transactionVersion', 'genesisHash', 'blockHash'] as const;
      if (!payload || keys.some((k) => typeof payload[k] !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(payload[k]!))) {
        throw new WalletRpcError(-32602, 'polkadot_signTransaction: transactionPayload needs hex method, era, nonce, tip, specVersion, transactionVersion, genesisHash, blockHash');
      }
      return { signature: signPayloadWith(pair, payload as PayloadFields) };
    }
    default:
      throw new WalletRpcError(4200, `Unsupported method: ${method}`);
  }
}
