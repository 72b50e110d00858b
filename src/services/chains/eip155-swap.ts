/**
 * What a swap needs from an EVM chain besides the wallet and the API: a transaction's receipt (the approve must be
 * mined before the swap is built; a swap that reverted must say so). viem imported narrowly, loaded with the swap
 * flows. The saga polls (its own clock, so tests drive it): this answers one look.
 */
import { TransactionReceiptNotFoundError, type Hex } from 'viem';
import { getTransactionReceipt } from 'viem/actions';
import { rpcClient, type ChainRead } from './eip155';

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
