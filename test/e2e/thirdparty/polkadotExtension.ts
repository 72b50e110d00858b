/**
 * A Polkadot extension as extensions are built: its page script injects itself with the Polkadot project's own
 * `injectExtension` (@polkadot/extension-inject), which writes `injectedWeb3[name] = { enable, version }` — no name
 * to show, no icon. Its signer does what the polkadot-js extension does: it signs raw data wrapped in
 * `<Bytes>…</Bytes>`, and its accounts are of two key types (sr25519 and ed25519). No approval window: every request
 * is granted, and recorded for the test to read.
 */
import { injectExtension, packageInfo } from '@polkadot/extension-inject';
import type { Injected, InjectedAccount } from '@polkadot/extension-inject/types';
import type { SignerPayloadRaw, SignerResult } from '@polkadot/types/types';
import { Keyring } from '@polkadot/keyring';
import { u8aToHex, u8aWrapBytes } from '@polkadot/util';
import { cryptoWaitReady } from '@polkadot/util-crypto';

export interface PolkadotExtensionOptions {
  /** the key it injects under */
  name: string;
  accounts: { name: string; uri: string; type: 'sr25519' | 'ed25519' }[];
}

export function install({ name, accounts }: PolkadotExtensionOptions) {
  const requests: string[] = [];
  const keyring = new Keyring({ ss58Format: 42 });
  const ready = cryptoWaitReady().then(() => accounts.map((a) => keyring.addFromUri(a.uri, { name: a.name }, a.type)));
  const listed = async (): Promise<InjectedAccount[]> =>
    (await ready).map((pair) => ({ address: pair.address, genesisHash: null, name: pair.meta.name as string, type: pair.type }));
  let id = 0;

  injectExtension(
    async (origin: string): Promise<Injected> => {
      requests.push(`enable ${origin}`);
      return {
        accounts: {
          get: () => listed(),
          subscribe: (cb) => {
            void listed().then(cb);
            return () => undefined;
          },
        },
        signer: {
          async signRaw({ address, data }: SignerPayloadRaw): Promise<SignerResult> {
            requests.push('signRaw');
            const pair = (await ready).find((p) => p.address === address);
            if (!pair) throw new Error('Unable to find a keypair for this address');
            return { id: ++id, signature: u8aToHex(pair.sign(u8aWrapBytes(data))) };
          },
        },
      };
    },
    { name, version: packageInfo.version },
  );
  return { requests: () => [...requests] };
}
