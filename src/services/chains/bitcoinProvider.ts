/** The public Bitcoin provider (`getWalletProvider('bip122')`): params checked (code -32602), then the transport asked. */
import { parseBitcoinRequest, psbtInputCount, BitcoinRequestError, type BitcoinAccount, type SignMessageProtocol } from '../../core/bitcoin';
import type { BitcoinTransport, BitcoinWalletProvider } from './bitcoin';

export interface BitcoinLive {
  address: string;
  chainId: string;
  /** the chain identifier the wallet knows (Wallet Standard `bitcoin:testnet`, or the CAIP-2 id) */
  chain: string;
  accounts: BitcoinAccount[];
}

export function createBitcoinWalletProvider(transport: BitcoinTransport, current: () => BitcoinLive): BitcoinWalletProvider {
  const owned = (method: string, address: string) => {
    if (!current().accounts.some((a) => a.address === address)) throw new BitcoinRequestError(method, `address ${address} is not an account the wallet shared`);
  };
  return {
    namespace: 'bip122',
    get address() {
      return current().address;
    },
    get chainId() {
      return current().chainId;
    },
    get accounts() {
      return current().accounts;
    },
    async signMessage(params) {
      const { message, address, protocol } = parseBitcoinRequest('signMessage', params);
      const live = current();
      const signer = address ?? live.address;
      owned('signMessage', signer);
      // BIP-322 simple unless asked otherwise; a wallet that signs only legacy ECDSA messages signs that way
      const wanted: SignMessageProtocol = protocol ?? (transport.messageProtocols.includes('bip322') ? 'bip322' : 'ecdsa');
      if (!transport.messageProtocols.includes(wanted)) {
        throw Object.assign(new Error(`This wallet does not sign ${wanted === 'ecdsa' ? 'ECDSA' : 'BIP-322'} messages.`), { code: 4200 });
      }
      return transport.signMessage({ address: signer, message, protocol: wanted, chain: live.chain });
    },
    async signPsbt(params) {
      const { psbt, signInputs, broadcast } = parseBitcoinRequest('signPsbt', params);
      const live = current();
      for (const address of Object.keys(signInputs ?? {})) owned('signPsbt', address);
      // by default the account in use signs every input
      const inputs = signInputs ?? { [live.address]: Array.from({ length: psbtInputCount(psbt) ?? 0 }, (_, i) => i) };
      return transport.signPsbt({ psbt, signInputs: inputs, broadcast: broadcast ?? false, chain: live.chain });
    },
  };
}
