/** The secure site's own JSON API (same origin as the frame page, never CORS-open): request bodies the
 * server validates and the answers the frame page reads. Shared by the node server and the frame bundle. */
import { z } from 'zod/mini';
import { AccountTypeSchema, ChainIdSchema, EmailSchema, FrameSocialProviderSchema, OtpSchema, type FrameUser } from '../../src/core/frame';

/** Headers the frame page sends: its device id (kept in the frame origin's localStorage) and its session. */
export const DEVICE_HEADER = 'x-walletgate-device';
export const AUTH_HEADER = 'authorization';
export const DeviceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,80}$/));

export const EmailLoginBody = z.strictObject({ email: EmailSchema });
export const OtpBody = z.strictObject({ otp: OtpSchema });
export const PreferredAccountBody = z.strictObject({ type: AccountTypeSchema });
export const UserQuery = z.object({ chainId: z.optional(z.string()), preferredAccountType: z.optional(AccountTypeSchema) });
export const RpcBody = z.strictObject({
  method: z.string().check(z.minLength(1)),
  params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
  chainId: ChainIdSchema,
});
export const SocialStartBody = z.strictObject({ provider: FrameSocialProviderSchema, redirectUri: z.url({ protocol: /^https?$/ }) });
export const SocialConnectBody = z.strictObject({ uri: z.string().check(z.minLength(1)) });
export const FarcasterWaitBody = z.strictObject({ channel: z.string().check(z.minLength(1)) });
export const UpdateEmailBody = z.strictObject({ email: EmailSchema });

type EmailLoginAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';

export interface ChainsAnswer {
  chains: { chainId: number; name: string }[];
  /** the Solana clusters the frame serves (CAIP-2 ids): the sandbox cluster and SPEC §9's three */
  solanaChains: { caipNetworkId: string; name: string }[];
  smartAccountEnabledNetworks: number[];
}
export interface EmailLoginAnswer {
  action: EmailLoginAction;
}
export interface WaitAnswer {
  approved: boolean;
}
export interface LoginAnswer {
  token: string;
  user: FrameUser;
}
export interface FarcasterWaitAnswer {
  approved: boolean;
  token?: string;
  userName?: string;
}
export interface RpcAnswer {
  /** set when the method ran (safe methods) */
  result?: unknown;
  /** set when the method needs the user's approval first */
  approval?: { id: string };
}
export interface ErrorAnswer {
  error: string;
}

/** Error texts the frame passes on to the widget unchanged (SPEC §6, §8 where they come from there). */
export const SITE_ERRORS = {
  notAllowed: 'Requested RPC call is not allowed',
  userRejected: 'User rejected the request',
  notSignedIn: 'Not signed in',
  invalidCode: 'Invalid code',
  codeExpired: 'The code has expired, request a new one',
  tooManyAttempts: 'Too many wrong codes, request a new one',
  noLoginInProgress: 'No sign-in in progress',
  chainNotSupported: 'Chain is not supported',
} as const;

/** The frame's own version, announced in READY. */
export const SECURE_FRAME_VERSION = '1.0.0';
