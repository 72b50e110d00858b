/** Turns litesvm's error objects into the JSON shape Solana RPC uses for TransactionError. */

// Order mirrors litesvm's TransactionErrorFieldless / InstructionErrorFieldless const enums.
const txErrors = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound', 'InsufficientFundsForFee',
  'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound', 'CallChainTooDeep', 'MissingSignatureForFee',
  'InvalidAccountIndex', 'SignatureFailure', 'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance',
  'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion', 'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks',
  'AddressLookupTableNotFound', 'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount', 'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded', 'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit', 'CommitCancelled',
];
const ixErrors = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData', 'AccountDataTooSmall',
  'InsufficientFunds', 'IncorrectProgramId', 'MissingRequiredSignature', 'AccountAlreadyInitialized',
  'UninitializedAccount', 'UnbalancedInstruction', 'ModifiedProgramId', 'ExternalAccountLamportSpend',
  'ExternalAccountDataModified', 'ReadonlyLamportChange', 'ReadonlyDataModified', 'DuplicateAccountIndex',
  'ExecutableModified', 'RentEpochModified', 'NotEnoughAccountKeys', 'AccountDataSizeChanged',
  'AccountNotExecutable', 'AccountBorrowFailed', 'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync',
  'InvalidError', 'ExecutableDataModified', 'ExecutableLamportChange', 'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId', 'CallDepth', 'MissingAccount', 'ReentrancyNotAllowed', 'MaxSeedLengthExceeded',
  'InvalidSeeds', 'InvalidRealloc', 'ComputationalBudgetExceeded', 'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure', 'ProgramFailedToComplete', 'ProgramFailedToCompile', 'Immutable',
  'IncorrectAuthority', 'AccountNotRentExempt', 'InvalidAccountOwner', 'ArithmeticOverflow', 'UnsupportedSysvar',
  'IllegalOwner', 'MaxAccountsDataAllocationsExceeded', 'MaxAccountsExceeded', 'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits', 'BorshIoError',
];

export type RpcTransactionError = string | Record<string, unknown>;

function instructionError(err: unknown): unknown {
  if (typeof err === 'number') return ixErrors[err] ?? `InstructionError${err}`;
  const e = err as { code?: number; msg?: string };
  if (typeof e.code === 'number') return { Custom: e.code };
  if (typeof e.msg === 'string') return { BorshIoError: e.msg };
  return String(err);
}

export function toRpcError(err: unknown): RpcTransactionError {
  if (typeof err === 'number') return txErrors[err] ?? `TransactionError${err}`;
  const e = err as { index?: number; accountIndex?: number; err?: () => unknown; constructor: { name: string } };
  if (typeof e.index === 'number' && typeof e.err === 'function') return { InstructionError: [e.index, instructionError(e.err())] };
  if (typeof e.index === 'number') return { DuplicateInstruction: e.index };
  if (typeof e.accountIndex === 'number') {
    const kind = e.constructor.name.includes('Rent') ? 'InsufficientFundsForRent' : 'ProgramExecutionTemporarilyRestricted';
    return { [kind]: { account_index: e.accountIndex } };
  }
  return String(err);
}

/** A one-line description for JSON-RPC error messages. */
export function describeError(err: RpcTransactionError): string {
  return typeof err === 'string' ? err : JSON.stringify(err);
}
