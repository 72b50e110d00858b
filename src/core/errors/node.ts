/**
 * SPEC §8 node error classes, in words a visitor can act on. viem's own error classes decide: a viem error is walked
 * (BaseError.walk) to the node error inside it; a wallet's plain EIP-1193 error is matched with the same classes'
 * `nodeMessage` patterns. Pure: an error in, a catalogue message out. Loaded with the send flow, not the first bundle.
 */
import {
  BaseError,
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
  UnknownNodeError,
} from 'viem';
import { msg, type ErrorInfo } from './catalogue';
import { firstReason } from './rpc';
import { errorCode, toWalletError } from './wallet';

/** The §8 node error classes; the words of each are the catalogue's `node.<kind>`. */
export type NodeErrorKind =
  | 'executionReverted'
  | 'insufficientFunds'
  | 'feeCapTooHigh'
  | 'feeCapTooLow'
  | 'nonceTooHigh'
  | 'nonceTooLow'
  | 'nonceMax'
  | 'intrinsicGasTooHigh'
  | 'intrinsicGasTooLow'
  | 'transactionTypeNotSupported'
  | 'tipAboveFeeCap'
  | 'unknownNodeError';

interface NodeErrorClass {
  nodeMessage: RegExp;
  new (...args: never[]): BaseError;
}

/** Most specific first: a revert text can also mention gas. */
const CLASSES: [NodeErrorKind, NodeErrorClass][] = [
  ['executionReverted', ExecutionRevertedError],
  ['insufficientFunds', InsufficientFundsError],
  ['feeCapTooHigh', FeeCapTooHighError],
  ['feeCapTooLow', FeeCapTooLowError],
  ['nonceTooHigh', NonceTooHighError],
  ['nonceTooLow', NonceTooLowError],
  ['nonceMax', NonceMaxValueError],
  ['intrinsicGasTooHigh', IntrinsicGasTooHighError],
  ['intrinsicGasTooLow', IntrinsicGasTooLowError],
  ['transactionTypeNotSupported', TransactionTypeNotSupportedError],
  ['tipAboveFeeCap', TipAboveFeeCapError],
];

/** The revert reason viem or the node gives ("zero address"), without the "execution reverted" prefix. */
function revertReason(text: string): string | null {
  const match = /execution reverted(?::\s*|\s+with reason:\s*)([^\n]+?)\.?$/im.exec(text);
  const reason = match?.[1]?.trim();
  return reason && !/unknown reason/i.test(reason) ? reason : null;
}

function textsOf(error: unknown): string[] {
  const out: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const e = current as { message?: unknown; details?: unknown; shortMessage?: unknown; data?: unknown; cause?: unknown };
    for (const t of [e.details, e.shortMessage, e.message]) if (typeof t === 'string' && t) out.push(t);
    const data = e.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string') out.push(data.message);
    current = e.cause;
  }
  if (typeof error === 'string') out.push(error);
  return out;
}

/** Which §8 node error class an error is, or null when it is none (a network failure, a wallet refusal). */
export function nodeErrorKind(error: unknown): NodeErrorKind | null {
  if (error instanceof BaseError) {
    for (const [kind, cls] of CLASSES) if (error.walk((e) => e instanceof cls)) return kind;
    if (error.walk((e) => e instanceof UnknownNodeError)) return 'unknownNodeError';
  }
  const text = textsOf(error).join('\n').toLowerCase();
  for (const [kind, cls] of CLASSES) if (cls.nodeMessage.test(text)) return kind;
  return null;
}

export interface NodeErrorContext {
  /** the network's currency, for "Not enough ETH to pay for gas" */
  nativeSymbol: string;
}

/** A node error as a message (with the revert reason when the node gave one), or null when the error is not a node's. */
export function describeNodeError(error: unknown, context: NodeErrorContext): ErrorInfo | null {
  try {
    return nodeError(error, context);
  } catch {
    return null; // a rejection whose getters throw is no node's error (found by fuzzing)
  }
}

function nodeError(error: unknown, context: NodeErrorContext): ErrorInfo | null {
  const kind = nodeErrorKind(error);
  if (!kind) return null;
  if (kind === 'insufficientFunds') return msg('node.insufficientFunds', { symbol: context.nativeSymbol });
  if (kind === 'executionReverted') {
    const reason = firstReason(error) ?? textsOf(error).map(revertReason).find((r) => r !== null) ?? null;
    return reason ? msg('node.executionRevertedBecause', { reason }) : msg('node.executionReverted');
  }
  return msg(`node.${kind}`);
}

/**
 * Any failure of a transaction or RPC call, as a message: a node error's class, else the wallet code's meaning
 * (§8), else 'Something went wrong' (an error with no code says nothing a visitor can use).
 */
export function describeTransactionError(error: unknown, context: NodeErrorContext): ErrorInfo {
  const node = describeNodeError(error, context);
  if (node) return node;
  if (errorCode(error) === undefined) return msg('somethingWentWrong');
  return toWalletError(error);
}
