/** Everything the secure site remembers, in memory for the life of the sandbox. Key material is not here:
 * it stays in the KeyVault. */
import type { Address } from 'viem';
import type { AccountType, FrameSocialProvider } from '../../src/core/frame';
import type { PreparedRequest } from './signer';

export interface SiteUser {
  id: string;
  /** how the user signs in: `email:<address>`, `<provider>:<name>` or `farcaster:<name>` */
  identity: string;
  email: string | null;
  userName: string | null;
  eoa: Address;
  smartAccount: Address;
  /** the user's Solana account (base58), derived in the vault from their secret */
  solana: string;
  /** device ids this user has verified (by OTP or by the mailed approval link) */
  devices: Set<string>;
}

export interface Session {
  token: string;
  userId: string;
  deviceId: string;
  preferredAccountType: AccountType;
}

export interface OtpChallenge {
  code: string;
  expiresAt: number;
  attempts: number;
}

/** An email sign-in on one device: waiting for the device link, then for the code. */
export interface PendingLogin {
  email: string;
  stage: 'device' | 'otp';
  deviceLink?: string;
  challenge?: OtpChallenge;
}

/** The two-step email change: a code to the current address, then one to the new address. */
export interface EmailChange {
  newEmail: string;
  stage: 'primary' | 'secondary';
  challenge: OtpChallenge;
}

export interface SocialLogin {
  provider: FrameSocialProvider;
  redirectUri: string;
  deviceId: string;
  /** set once the user signed in on the provider page */
  code?: string;
  name?: string;
}

export interface FarcasterLogin {
  deviceId: string;
  /** set once approved on the Farcaster page */
  userName?: string;
  /** the session opened for it, handed out once */
  token?: string;
}

export type EvmUnsafeMethod = 'personal_sign' | 'eth_signTypedData_v4' | 'eth_sendTransaction' | 'wallet_sendCalls' | 'wallet_grantPermissions';
export type SolanaUnsafeMethod = 'solana_signMessage' | 'solana_signTransaction' | 'solana_signAllTransactions' | 'solana_signAndSendTransaction';
type UnsafeMethod = EvmUnsafeMethod | SolanaUnsafeMethod;

export interface Approval {
  id: string;
  sessionToken: string;
  userId: string;
  method: UnsafeMethod;
  request: PreparedRequest;
  /** an eip155 chain id, or a Solana cluster's CAIP-2 id */
  chainId: number | string;
  /** approved = running; answered approvals are dropped */
  status: 'pending' | 'approved';
}

export interface CallBatch {
  id: string;
  chainId: number;
  hashes: `0x${string}`[];
  /** one smart-account transaction for the whole batch (EIP-5792 atomic) */
  atomic: boolean;
}

export class SiteState {
  readonly users = new Map<string, SiteUser>();
  readonly userByIdentity = new Map<string, string>();
  readonly sessions = new Map<string, Session>();
  /** by device id */
  readonly logins = new Map<string, PendingLogin>();
  /** device-approval link token → device id */
  readonly deviceLinks = new Map<string, string>();
  /** by user id */
  readonly emailChanges = new Map<string, EmailChange>();
  /** by OAuth-style state */
  readonly socials = new Map<string, SocialLogin>();
  /** by channel token */
  readonly farcaster = new Map<string, FarcasterLogin>();
  readonly approvals = new Map<string, Approval>();
  readonly batches = new Map<string, CallBatch>();

  userByEmail(email: string): SiteUser | undefined {
    const id = this.userByIdentity.get(`email:${email}`);
    return id ? this.users.get(id) : undefined;
  }
}
