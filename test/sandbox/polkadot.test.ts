/** The sandbox Polkadot extension's keys and the sandbox's verifier: the described addresses are the dev
 * seed's, and what they sign (raw, wrapped as polkadot-js extensions do, and payloads) verifies with sr25519. */
import { Keyring } from '@polkadot/keyring';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { hexToU8a, u8aToHex } from '@polkadot/util';
import { POLKADOT_WALLET, describePolkadotNetworks } from '../../sandbox/wallets/polkadot/describe';
import { makePairs, signPayloadWith, signRawWith } from '../../sandbox/wallets/polkadot/keys';
import { verifyRaw } from '../../sandbox/api/routes/polkadot';
import { payloadBytes } from '../../sandbox/wallets/polkadot/payload';
import { isPolkadotCaipNetworkId } from '../../src/core/polkadot';
import { encodeAddress, signatureVerify } from '@polkadot/util-crypto';
import { performPolkadot, polkadotAccounts } from '../../sandbox/wallets/walletconnect/signingPolkadot';

beforeAll(() => cryptoWaitReady());

it('describes the dev seed’s sr25519 accounts and well-formed Polkadot networks', async () => {
  const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 });
  expect(POLKADOT_WALLET.accounts.map((a) => keyring.addFromUri(a.uri).address)).toEqual(POLKADOT_WALLET.accounts.map((a) => a.address));
  const networks = describePolkadotNetworks('http://127.0.0.1:1');
  expect(networks.map((n) => n.name)).toEqual(['Sandbox Polkadot', 'Polkadot']);
  expect(networks.every((n) => isPolkadotCaipNetworkId(n.caipNetworkId))).toBe(true);
});

it('signRaw signs <Bytes>-wrapped data as polkadot-js does, and the verifier says sr25519 and valid', async () => {
  const [alice, bob] = await makePairs(['//Alice', '//Bob']);
  const signature = signRawWith(alice!, 'Hello from WalletGate', 'bytes');
  expect(verifyRaw('Hello from WalletGate', signature, alice!.address)).toEqual({ isValid: true, crypto: 'sr25519' });
  // it signed the wrapped bytes, not the bare ones
  expect(signatureVerify(new TextEncoder().encode('<Bytes>Hello from WalletGate</Bytes>'), signature, alice!.address).isValid).toBe(true);
  expect(verifyRaw(u8aToHex(new TextEncoder().encode('Hello from WalletGate')), signature, alice!.address).isValid).toBe(true);
  expect(verifyRaw('Hello from WalletGate', signature, bob!.address).isValid).toBe(false);
  expect(verifyRaw('Another text', signature, alice!.address).isValid).toBe(false);
  const raw = signRawWith(alice!, '0x1234', 'payload');
  expect(alice!.verify(Uint8Array.of(0x12, 0x34), hexToU8a(raw), alice!.publicKey)).toBe(true);
  expect(verifyRaw('0x1234', raw, alice!.address)).toEqual({ isValid: true, crypto: 'sr25519' });
});

it('signPayload signs the payload bytes the verifier rebuilds', async () => {
  const [alice] = await makePairs(['//Alice']);
  const payload = {
    method: '0x0500', era: '0x00', nonce: '0x00000000', tip: '0x00', specVersion: '0x01000000', transactionVersion: '0x01000000',
    genesisHash: `0x${'11'.repeat(32)}`, blockHash: `0x${'22'.repeat(32)}`,
  };
  const signature = signPayloadWith(alice!, payload);
  expect(signatureVerify(payloadBytes(payload), signature, alice!.address).isValid).toBe(true);
  expect(signatureVerify(payloadBytes({ ...payload, nonce: '0x01000000' }), signature, alice!.address).isValid).toBe(false);
});

describe('the sandbox WalletConnect wallet on polkadot', () => {
  const networks = describePolkadotNetworks('http://127.0.0.1:1').map((n) => n.caipNetworkId);
  const polkadot = { networks, uri: '//Charlie' };

  it('offers its account in each network’s SS58 format', async () => {
    const [charlie] = await makePairs(['//Charlie']);
    expect(await polkadotAccounts(polkadot)).toEqual([`${networks[0]}:${charlie!.address}`, `${networks[1]}:${encodeAddress(charlie!.publicKey, 0)}`]);
  });

  it('signs polkadot_signMessage and polkadot_signTransaction so they verify, and refuses another account or a bad payload', async () => {
    const [charlie, alice] = await makePairs(['//Charlie', '//Alice']);
    const polkadotAddress = encodeAddress(charlie!.publicKey, 0);
    const message = await performPolkadot('polkadot_signMessage', { address: polkadotAddress, message: 'hello' }, polkadot);
    expect(verifyRaw('hello', (message as { signature: string }).signature, charlie!.address)).toEqual({ isValid: true, crypto: 'sr25519' });
    const payload = {
      method: '0x0500', era: '0x00', nonce: '0x00000000', tip: '0x00', specVersion: '0x01000000', transactionVersion: '0x01000000',
      genesisHash: `0x${'11'.repeat(32)}`, blockHash: `0x${'22'.repeat(32)}`,
    };
    const signed = (await performPolkadot('polkadot_signTransaction', { address: charlie!.address, transactionPayload: payload }, polkadot)) as { signature: string };
    expect(signatureVerify(payloadBytes(payload), signed.signature, charlie!.address).isValid).toBe(true);
    await expect(performPolkadot('polkadot_signMessage', { address: alice!.address, message: 'x' }, polkadot)).rejects.toMatchObject({ code: 4100 });
    await expect(performPolkadot('polkadot_signTransaction', { address: charlie!.address, transactionPayload: { method: 'nope' } }, polkadot)).rejects.toMatchObject({ code: -32602 });
  });
});
