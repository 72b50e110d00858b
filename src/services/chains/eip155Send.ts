/**
 * What a send or a swap needs from an EVM chain besides the wallet: the gas price, the number of transactions still
 * pending, the calldata of an ERC-20 transfer, and whether a sent transaction is mined (its receipt). viem imported
 * narrowly (createClient + viem/actions) and loaded lazily with the send and swap flows.
 */
import { encodeFunctionData, InsufficientFundsError, TransactionReceiptNotFoundError, type Hex } from 'viem';
import { estimateGas, getBalance, getGasPrice, getTransactionCount, getTransactionReceipt } from 'viem/actions';
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

export interface PreflightTransaction {
  from: string;
  to: string;
  value?: bigint;
  data?: Hex;
  gasPrice?: bigint;
}

/**
 * Asks the node what the wallet would meet, before the wallet is asked: eth_estimateGas runs the transaction, so a
 * revert fails here with viem's node error classes (SPEC §8); then the balance must cover value + gas × gas price
 * (nodes such as anvil estimate without checking it), else viem's InsufficientFundsError. Resolves the gas.
 */
export async function preflightTransaction({ owner, urls, transaction }: ChainRead & { transaction: PreflightTransaction }): Promise<bigint> {
  const { from, to, value = 0n, data } = transaction;
  const c = rpcClient(owner, urls);
  const gasPrice = transaction.gasPrice && transaction.gasPrice > 0n ? transaction.gasPrice : await getGasPrice(c);
  const gas = await estimateGas(c, {
    account: from as Hex,
    to: to as Hex,
    ...(value > 0n ? { value } : {}),
    ...(data && data !== '0x' ? { data } : {}),
    gasPrice,
  });
  const balance = await getBalance(c, { address: from as Hex });
  if (balance < value + gas * gasPrice) throw new InsufficientFundsError();
  return gas;
}

export interface MinedReceipt {
  status: 'success' | 'reverted';
  blockNumber: string;
}

/** The receipt of a mined transaction, or null while it is not mined yet. */
export async function readReceipt({ owner, urls, hash }: ChainRead & { hash: string }): Promise<MinedReceipt | null> {
  try {
    const receipt = await getTransactionReceipt(rpcClient(owner, urls), { hash: hash as Hex });
    return { status: receipt.status, blockNumber: receipt.blockNumber.toString() };
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return null;
    throw error;
  }
}
