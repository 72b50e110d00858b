/** SPEC §8: node error classes and JSON-RPC / wallet codes, each in words a visitor can act on. */
import {
  type BaseError,
  EstimateGasExecutionError,
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
import { describeNodeError, describeTransactionError, nodeErrorKind } from '../../src/core/errors/node';
import { firstReason, rpcCodeMessage } from '../../src/core/errors/rpc';
import { toWalletError } from '../../src/core/errors/wallet';
import { MESSAGES, wordsOf } from '../../src/core/errors/catalogue';
import { words } from '../helpers/words';

const eth = { nativeSymbol: 'ETH' };
/** What viem throws from estimateGas: the node error wrapped in EstimateGasExecutionError. */
const wrapped = (cause: BaseError) => new EstimateGasExecutionError(cause, {});

describe('SPEC §8 node error classes, classified with viem’s error classes', () => {
  it.each([
    ['executionReverted', new ExecutionRevertedError()],
    ['insufficientFunds', new InsufficientFundsError()],
    ['feeCapTooHigh', new FeeCapTooHighError()],
    ['feeCapTooLow', new FeeCapTooLowError()],
    ['nonceTooHigh', new NonceTooHighError()],
    ['nonceTooLow', new NonceTooLowError()],
    ['nonceMax', new NonceMaxValueError()],
    ['intrinsicGasTooHigh', new IntrinsicGasTooHighError()],
    ['intrinsicGasTooLow', new IntrinsicGasTooLowError()],
    ['transactionTypeNotSupported', new TransactionTypeNotSupportedError({})],
    ['tipAboveFeeCap', new TipAboveFeeCapError()],
    ['unknownNodeError', new UnknownNodeError({})],
  ] as const)('§8 %s: found inside a wrapped viem error and said in its own words', (kind, error) => {
    expect(nodeErrorKind(wrapped(error))).toBe(kind);
    const described = describeNodeError(wrapped(error), eth)!;
    expect(described.code).toBe(`node.${kind}`);
    expect(words(described)).not.toBe(MESSAGES.somethingWentWrong);
  });

  it('§8 insufficient funds: "Not enough ETH to pay for gas", in the network’s currency', () => {
    expect(words(describeNodeError(new InsufficientFundsError(), eth))).toBe('Not enough ETH to pay for gas');
    expect(words(describeNodeError(new InsufficientFundsError(), { nativeSymbol: 'POL' }))).toBe('Not enough POL to pay for gas');
  });

  it('§8 execution reverted: "This transaction would fail (reverted)", with the node’s reason when given', () => {
    expect(words(describeNodeError(new ExecutionRevertedError(), eth))).toBe('This transaction would fail (reverted)');
    expect(words(describeNodeError(wrapped(new ExecutionRevertedError({ message: 'execution reverted: zero address' })), eth))).toBe(
      'This transaction would fail (reverted): zero address',
    );
  });

  it('§8: a wallet’s plain EIP-1193 error is matched by the same classes’ node messages', () => {
    const revert = { code: -32603, message: 'execution reverted: balance' };
    expect(words(describeNodeError(revert, eth))).toBe('This transaction would fail (reverted): balance');
    const funds = { code: -32000, message: 'insufficient funds for gas * price + value' };
    expect(words(describeNodeError(funds, eth))).toBe('Not enough ETH to pay for gas');
    expect(describeNodeError({ code: -32000, message: 'nonce too low' }, eth)?.code).toBe('node.nonceTooLow');
  });

  it('§8: what is not a node error is not one (a refusal, a network failure)', () => {
    expect(describeNodeError({ code: 4001, message: 'User rejected the request.' }, eth)).toBeNull();
    expect(describeNodeError(new TypeError('Failed to fetch'), eth)).toBeNull();
    expect(words(describeTransactionError(new TypeError('Failed to fetch'), eth))).toBe(MESSAGES.somethingWentWrong);
    expect(words(describeTransactionError({ code: -32002, message: 'already pending' }, eth))).toMatch(/open it/);
  });
});

describe('SPEC §8 JSON-RPC and wallet codes', () => {
  it.each([-32700, -32600, -32601, -32602, -32603, -32000, -32001, -32002, -32003, -32004, -32005, -32006, 4001, 4100, 4200, 4900, 4901, 4902, 5700, 5710, 5720, 5730, 5740, 5750, 5760])(
    '§8 code %i has its own meaning',
    (code) => {
      const meaning = rpcCodeMessage(code);
      expect(meaning).toBeTruthy();
      expect(meaning && wordsOf(meaning)).not.toBe(MESSAGES.somethingWentWrong);
    },
  );

  it('§8 every code’s meaning differs from every other’s (5700–5760 batch codes included)', () => {
    const codes = [-32700, -32600, -32601, -32602, -32603, -32000, -32001, -32002, -32003, -32004, -32005, -32006, 4001, 4100, 4200, 4900, 4901, 4902];
    expect(new Set(codes.map(rpcCodeMessage)).size).toBe(codes.length);
    expect(wordsOf(rpcCodeMessage(5745)!)).toMatch(/batched/);
    expect(rpcCodeMessage(5761)).toBeNull();
    expect(rpcCodeMessage(1234)).toBeNull();
  });

  it('§8 -32002: the visitor is told to open the wallet, whatever the wallet wrote', () => {
    const error = { code: -32002, message: "Request of type 'wallet_requestPermissions' already pending. Please wait." };
    expect(toWalletError(error)).toEqual({ code: 'rpc.-32002', params: { walletCode: -32002 } });
    expect(words(toWalletError(error))).toBe('A request is already pending in your wallet — open it to continue');
  });

  it('§8 provider error text: the first reason’s description wins, then the wallet’s text, then the code’s meaning', () => {
    const withReason = { code: -32000, message: 'invalid input', data: { reasons: [{ description: 'Amount too small' }, { description: 'second' }] } };
    expect(words(toWalletError(withReason))).toBe('Amount too small');
    expect(words(toWalletError({ code: -32601, message: 'eth_foo does not exist' }))).toBe('eth_foo does not exist');
    expect(words(toWalletError({ code: -32601 }))).toBe('The wallet does not know this method');
    expect(words(toWalletError({}))).toBe(MESSAGES.somethingWentWrong);
    expect(firstReason({ reasons: [{ description: 'API says no' }] })).toBe('API says no');
    expect(firstReason({ reasons: [] })).toBeNull();
  });
});
