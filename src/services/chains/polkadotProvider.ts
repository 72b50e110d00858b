/**
 * The public Polkadot provider (getWalletProvider('polkadot')) over any PolkadotTransport: params checked first
 * (zod; refused with a PolkadotRequestError naming the field), the address matched to the connected accounts by
 * public key (whatever prefix the site wrote it with), then the wallet asked with its own encoding of it.
 */
import { toHexData } from '../../core/polkadot';
import { parsePolkadotRequest, PolkadotRequestError } from '../../core/polkadotSchemas';
import type { PolkadotTransport, PolkadotWalletProvider } from './polkadot';
import { sameAccount } from './polkadotAddress';

export interface PolkadotProviderContext {
  /** the selected account, the accounts (as shown, and as the wallet wrote them) and network right now */
  current(): { address: string; accounts: string[]; walletAccounts: string[]; chainId: string };
}

export function createPolkadotWalletProvider(transport: PolkadotTransport, context: PolkadotProviderContext): PolkadotWalletProvider {
  const walletForm = (method: string, address: string) => {
    const found = context.current().walletAccounts.find((a) => sameAccount(a, address));
    if (!found) throw new PolkadotRequestError(method, `address ${address} is not an account the wallet connected`);
    return found;
  };
  return {
    namespace: 'polkadot',
    get address() {
      return context.current().address;
    },
    get accounts() {
      return context.current().accounts;
    },
    get chainId() {
      return context.current().chainId;
    },
    async signRaw(params) {
      const { address, data, type } = parsePolkadotRequest('signRaw', params);
      return transport.signRaw({ address: walletForm('signRaw', address), data: toHexData(data), type: type ?? 'bytes' });
    },
    async signPayload(params) {
      const payload = parsePolkadotRequest('signPayload', params);
      return transport.signPayload({ ...payload, address: walletForm('signPayload', payload.address) });
    },
  };
}
