/** How the sandbox WalletConnect wallet carries out WalletConnect's Bitcoin JSON-RPC with its sandbox
 * Bitcoin keys: getAccountAddresses (payment and ordinal), signMessage (BIP-322 simple), signPsbt. */
import { signBip322, signPsbt, type SandboxBitcoinAccount } from '../bitcoin/keys';
import { WalletRpcError } from './signing';

export interface SandboxBitcoin {
  /** the bip122 networks (CAIP-2) the wallet serves: testnet and signet share its testnet addresses */
  chains: string[];
  accounts: SandboxBitcoinAccount[];
}

export const BITCOIN_WALLET_METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt'] as const;
export const BITCOIN_SILENT_METHODS = new Set<string>(['getAccountAddresses']);

const field = (params: unknown, name: string): unknown => (params && typeof params === 'object' ? (params as Record<string, unknown>)[name] : undefined);

/** Carries out a Bitcoin method; throws WalletRpcError for a bad request. */
export function performBitcoin(method: string, params: unknown, bitcoin: SandboxBitcoin): unknown {
  const accountOf = (address: unknown) => {
    const account = bitcoin.accounts.find((a) => a.address === address);
    if (!account) throw new WalletRpcError(4100, `The requested account ${String(address)} is not this wallet's account.`);
    return account;
  };
  switch (method) {
    case 'getAccountAddresses':
      return bitcoin.accounts.map((a) => ({ address: a.address, publicKey: a.publicKey, intention: a.purpose === 'ordinals' ? 'ordinal' : 'payment' }));
    case 'signMessage': {
      const message = field(params, 'message');
      if (typeof message !== 'string') throw new WalletRpcError(-32602, 'signMessage: message missing');
      if (field(params, 'protocol') === 'ecdsa') throw new WalletRpcError(4200, 'This wallet signs BIP-322 messages only.');
      const account = accountOf(field(params, 'address') ?? field(params, 'account'));
      return { address: account.address, signature: signBip322(account, message) };
    }
    case 'signPsbt': {
      const psbt = field(params, 'psbt');
      const inputs = field(params, 'signInputs');
      if (typeof psbt !== 'string' || !Array.isArray(inputs)) throw new WalletRpcError(-32602, 'signPsbt: psbt (base64) and signInputs needed');
      let signed = psbt;
      try {
        for (const input of inputs as { address?: unknown; index?: unknown }[]) {
          if (typeof input.index !== 'number') throw new WalletRpcError(-32602, 'signPsbt: an input without index');
          signed = signPsbt(accountOf(input.address), signed, [input.index]);
        }
      } catch (err) {
        if (err instanceof WalletRpcError) throw err;
        throw new WalletRpcError(-32602, `signPsbt: ${(err as Error).message}`);
      }
      return { psbt: signed };
    }
    default:
      throw new WalletRpcError(4200, `Unsupported method: ${method}`);
  }
}
