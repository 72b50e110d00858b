/**
 * Sign in with a wallet (SPEC §1 siwx / siweConfig, §3 sign-in message fields): the types a site's options and a
 * site's own implementation use. Types only: nothing here reaches a bundle.
 */

/** SPEC §3 sign-in message fields. `chainId` is CAIP-2 (`eip155:1`, `solana:<genesis>`); times are ISO 8601. */
export interface SiwxMessageFields {
  domain: string;
  uri: string;
  version: string;
  chainId: string;
  accountAddress: string;
  nonce: string;
  issuedAt: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
  statement?: string;
}

/** What is public about a sign-in session: kept in state, shown to the site (never a token). */
export interface SiwxSession {
  /** CAIP-2 network id */
  chainId: string;
  address: string;
  /** the exact text the wallet signed */
  message: string;
  issuedAt: string;
  /** ISO 8601; the session ends then (null: it does not expire) */
  expirationTime: string | null;
}

/** A message the wallet signed, handed to `verify`. `signature`: 0x-hex (EVM: as personal_sign returns it; Solana: the 64 bytes). */
export interface SiwxSignedMessage {
  fields: SiwxMessageFields;
  message: string;
  signature: string;
}

/**
 * A site's own sign-in backend: every function is optional; one left out uses the default server (`server`).
 * Each may throw; a throw is a failed sign-in (SIWX_AUTH_ERROR), never a crash.
 */
export interface SiwxImplementation {
  /** a fresh nonce for this account (at least 8 letters or digits, EIP-4361) */
  getNonce?(input: { address: string; chainId: string }): Promise<string>;
  /** the text to sign; default: EIP-4361 on eip155, CAIP-122 (Sign In With Solana) on solana */
  createMessage?(fields: SiwxMessageFields): string | Promise<string>;
  /** checks the signature and stores the session; false (or a throw) refuses it */
  verify?(signed: SiwxSignedMessage): Promise<boolean>;
  /** the account's live sessions on this network */
  getSessions?(input: { address: string; chainId: string }): Promise<SiwxSession[]>;
  /** ends the account's sessions on this network */
  revokeSession?(input: { address: string; chainId: string }): Promise<void>;
}

/** The `siwx` option (SPEC §1). */
export interface SiwxOption extends SiwxImplementation {
  /** sign-in is required: the sign-in view cannot be closed without a session, and cancelling disconnects */
  required?: boolean;
  /** the default implementation's server: `{server}/nonce`, `/verify`, `/sessions`, `/sessions/revoke` */
  server?: string;
  /** the statement the message carries */
  statement?: string;
  /** how long a session lasts, in seconds (default a day) */
  expiresInSeconds?: number;
  /** resources (URIs) the message lists */
  resources?: string[];
  /**
   * Disconnect keeps the visitor signed in: the sessions stay on the backend and the same account connecting again
   * is not asked. Default false: Disconnect revokes the sessions of the accounts it disconnects (`revokeSession`).
   */
  keepSessionsOnDisconnect?: boolean;
}

/** The older `siweConfig` option (EIP-4361 only), mapped onto the same flow. */
export interface SiweConfigOption {
  required?: boolean;
  server?: string;
  statement?: string;
  expiresInSeconds?: number;
  /** as in `siwx`: Disconnect keeps the session (default false: it calls `signOut`) */
  keepSessionsOnDisconnect?: boolean;
  getNonce?(address?: string): Promise<string>;
  createMessage?(args: SiwxMessageFields & { address: string }): string;
  verifyMessage?(args: { message: string; signature: string }): Promise<boolean>;
  getSession?(): Promise<{ address: string; chainId: number } | null>;
  signOut?(): Promise<boolean>;
}
