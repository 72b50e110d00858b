import { PublicKey } from '@solana/web3.js';

/** SPL Token account layouts, written by hand: litesvm ships the token programs but no client. */
export const TOKEN_PROGRAM_ID = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
const TOKEN_2022_PROGRAM_ID = new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
export const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');
export const MINT_SIZE = 82;
export const TOKEN_ACCOUNT_SIZE = 165;

export function associatedTokenAddress(owner: PublicKey, mint: PublicKey, program = TOKEN_PROGRAM_ID): PublicKey {
  return PublicKey.findProgramAddressSync([owner.toBuffer(), program.toBuffer(), mint.toBuffer()], ASSOCIATED_TOKEN_PROGRAM_ID)[0];
}

/** Mint: COption<authority> | supply u64 | decimals u8 | initialized u8 | COption<freeze authority>. */
export function encodeMint(m: { authority: PublicKey; supply: bigint; decimals: number }): Uint8Array {
  const b = Buffer.alloc(MINT_SIZE);
  b.writeUInt32LE(1, 0);
  m.authority.toBuffer().copy(b, 4);
  b.writeBigUInt64LE(m.supply, 36);
  b.writeUInt8(m.decimals, 44);
  b.writeUInt8(1, 45);
  return b;
}

/** Account: mint | owner | amount u64 | COption<delegate> | state u8 | COption<u64> native | delegated u64 | COption<close>. */
export function encodeTokenAccount(a: { mint: PublicKey; owner: PublicKey; amount: bigint }): Uint8Array {
  const b = Buffer.alloc(TOKEN_ACCOUNT_SIZE);
  a.mint.toBuffer().copy(b, 0);
  a.owner.toBuffer().copy(b, 32);
  b.writeBigUInt64LE(a.amount, 64);
  b.writeUInt8(1, 108); // Initialized
  return b;
}

export interface TokenAccountData {
  mint: PublicKey;
  owner: PublicKey;
  amount: bigint;
  delegate: PublicKey | null;
  state: number;
  isNative: boolean;
  delegatedAmount: bigint;
}

export function decodeTokenAccount(data: Uint8Array): TokenAccountData {
  const b = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return {
    mint: new PublicKey(b.subarray(0, 32)),
    owner: new PublicKey(b.subarray(32, 64)),
    amount: b.readBigUInt64LE(64),
    delegate: b.readUInt32LE(72) ? new PublicKey(b.subarray(76, 108)) : null,
    state: b.readUInt8(108),
    isNative: b.readUInt32LE(109) === 1,
    delegatedAmount: b.readBigUInt64LE(121),
  };
}

export function decodeMint(data: Uint8Array): { authority: PublicKey | null; supply: bigint; decimals: number; freezeAuthority: PublicKey | null } {
  const b = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return {
    authority: b.readUInt32LE(0) ? new PublicKey(b.subarray(4, 36)) : null,
    supply: b.readBigUInt64LE(36),
    decimals: b.readUInt8(44),
    freezeAuthority: b.readUInt32LE(46) ? new PublicKey(b.subarray(50, 82)) : null,
  };
}

export function isTokenProgram(owner: PublicKey): boolean {
  return owner.equals(TOKEN_PROGRAM_ID) || owner.equals(TOKEN_2022_PROGRAM_ID);
}

export function uiAmount(amount: bigint, decimals: number): { amount: string; decimals: number; uiAmount: number; uiAmountString: string } {
  const base = 10n ** BigInt(decimals);
  const frac = (amount % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  const uiAmountString = frac ? `${amount / base}.${frac}` : `${amount / base}`;
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

const accountStates = ['uninitialized', 'initialized', 'frozen'];

/** The `jsonParsed` form of token-program accounts, as the real RPC renders it (spl-token parser). */
export function parseTokenProgramAccount(
  programId: PublicKey,
  data: Uint8Array,
  mintDecimals: (mint: PublicKey) => number | undefined,
): { program: string; parsed: unknown; space: number } | undefined {
  const program = programId.equals(TOKEN_2022_PROGRAM_ID) ? 'spl-token-2022' : 'spl-token';
  if (data.length === MINT_SIZE) {
    const m = decodeMint(data);
    return {
      program,
      space: data.length,
      parsed: {
        type: 'mint',
        info: {
          mintAuthority: m.authority?.toBase58() ?? null,
          supply: m.supply.toString(),
          decimals: m.decimals,
          isInitialized: true,
          freezeAuthority: m.freezeAuthority?.toBase58() ?? null,
        },
      },
    };
  }
  if (data.length >= TOKEN_ACCOUNT_SIZE) {
    const a = decodeTokenAccount(data);
    const decimals = mintDecimals(a.mint);
    if (decimals === undefined) return undefined;
    return {
      program,
      space: data.length,
      parsed: {
        type: 'account',
        info: {
          mint: a.mint.toBase58(),
          owner: a.owner.toBase58(),
          tokenAmount: uiAmount(a.amount, decimals),
          state: accountStates[a.state] ?? 'initialized',
          isNative: a.isNative,
          ...(a.delegate ? { delegate: a.delegate.toBase58(), delegatedAmount: uiAmount(a.delegatedAmount, decimals) } : {}),
        },
      },
    };
  }
  return undefined;
}
