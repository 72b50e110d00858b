/**
 * The Critters' tokenURIs carry the sandbox API's origin, port included. A chain loaded from the saved state was
 * seeded with a placeholder origin: the real one is written into the NFT contract's storage before anyone reads it.
 */
import { createPublicClient, hexToBigInt, http, keccak256, numberToHex, stringToBytes, toHex, type Address, type Hex } from 'viem';
import { anvilRpc } from './anvil';
import { nftAbi } from './abi';
import { nftBaseUri } from './seed';

/** SandboxNft's `string private baseURI` is its third storage variable (name, symbol, baseURI; owner is immutable). */
const BASE_URI_SLOT = 2n;

const word = (n: bigint): Hex => numberToHex(n, { size: 32 });

/**
 * Solidity's layout of a string in storage: up to 31 bytes sit in the slot itself with length × 2 in its last byte;
 * a longer one puts length × 2 + 1 in the slot and its bytes, 32 a slot, from keccak256(slot) on.
 */
function stringStorage(slot: bigint, value: string): [slot: Hex, value: Hex][] {
  const bytes = stringToBytes(value);
  if (bytes.length < 32) {
    const inline = new Uint8Array(32);
    inline.set(bytes);
    inline[31] = bytes.length * 2;
    return [[word(slot), toHex(inline)]];
  }
  const entries: [Hex, Hex][] = [[word(slot), word(BigInt(bytes.length * 2 + 1))]];
  const data = hexToBigInt(keccak256(word(slot)));
  for (let i = 0; i * 32 < bytes.length; i++) {
    const chunk = new Uint8Array(32);
    chunk.set(bytes.subarray(i * 32, i * 32 + 32));
    entries.push([word(data + BigInt(i)), toHex(chunk)]);
  }
  return entries;
}

/**
 * Points the NFT's tokenURIs at `apiOrigin`. The seeded URI is a short one (SEED_API_ORIGIN), held in the slot
 * itself, so writing the new one leaves nothing of the old behind.
 */
export async function pointNftAtApi(rpcUrl: string, nft: Address, chainId: number, apiOrigin: string): Promise<void> {
  const uri = nftBaseUri(apiOrigin, chainId);
  for (const [slot, value] of stringStorage(BASE_URI_SLOT, uri)) await anvilRpc(rpcUrl, 'anvil_setStorageAt', [nft, slot, value]);
  // The layout is assumed above; a reordered contract must fail here rather than serve wrong URIs.
  const client = createPublicClient({ transport: http(rpcUrl) });
  const first = await client.readContract({ address: nft, abi: nftAbi, functionName: 'tokenURI', args: [1n] });
  if (first !== `${uri}1.json`) throw new Error(`the NFT on ${chainId} answers tokenURI(1) = ${first}, not under ${uri}`);
}
