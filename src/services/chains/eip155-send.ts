/**
 * What a send needs from an EVM chain besides the wallet: the gas price, the number of transactions still
 * pending, and the calldata of an ERC-20 transfer. viem imported narrowly (createClient + viem/actions) and
 * loaded lazily with the send flow.
 */
import { encodeFunctionData, type Hex } from 'viem';
import { getGasPrice, getTransactionCount } from 'viem/actions';
import { rpcClient, type ChainRead } from './eip155';

export function readGasPrice({ owner, urls }: ChainRead): Promise<bigint> {
  return getGasPrice(rpcClient(owner, urls));
}

/** Sent but not yet mined: the gap between the account's pending and latest nonce. */
export async function countPendingTransactions({ owner, urls, address }: ChainRead & { address: string }): Promise<number> {
  const c = rpcClient(owner, urls);
  const [pending, latest] = await Promise.all([
    getTransactionCount(c, { address: address as Hex, blockTag: 'pending' }),
    getTransactionCount(c, { address: address as Hex, blockTag: 'latest' }),
  ]);
  return Math.max(0, pending - latest);
}

const TRANSFER_ABI = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const;

/** The token's transfer(to, amount) call (SPEC §4: token transfers call the token's transfer method). */
export function erc20TransferData(to: string, amount: bigint): Hex {
  return encodeFunctionData({ abi: TRANSFER_ABI, functionName: 'transfer', args: [to as Hex, amount] });
}
