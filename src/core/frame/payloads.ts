/** Payload schemas shared by app and frame events (SPEC §3 "Embedded-frame messages", §5). All strict:
 * a key the protocol does not name is rejected. zod/mini keeps the widget's bundle small. */
import { z } from 'zod/mini';

const nonEmpty = () => z.string().check(z.minLength(1));

/** The protocol's message id: any non-empty string (the client uses a random one). */
export const MessageIdSchema = nonEmpty();
/** SPEC §3: a chain id is a string or a number (eip155 chains travel as numbers, CAIP-2 ids as strings). */
export const ChainIdSchema = z.union([z.int().check(z.gte(0)), nonEmpty()]);
/** SPEC §5: email fields must be valid email format. */
// zod's own "practical email" pattern, as a pattern check (the same rule, lighter on the widget's first bundle)
export const EmailSchema = z.string().check(z.regex(z.regexes.email, 'Invalid email address'));
/** SPEC §5: an OTP is a string (its bound is not specified). */
export const OtpSchema = z.string();
/** SPEC §6: the embedded wallet's account types. */
const ACCOUNT_TYPES = ['eoa', 'smartAccount'] as const;
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof AccountTypeSchema>;
/** SPEC §3 / §5: the six social providers of the frame's social login (Farcaster has its own events). */
const FRAME_SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const;
export const FrameSocialProviderSchema = z.enum(FRAME_SOCIAL_PROVIDERS);
export type FrameSocialProvider = z.infer<typeof FrameSocialProviderSchema>;

export const CONNECT_EMAIL_ACTIONS = ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'] as const;
export const UPDATE_EMAIL_ACTIONS = ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'] as const;

/** No payload: the key may be absent or explicitly undefined, nothing else. */
export const NoPayload = z.optional(z.never());

const UserAccountSchema = z.strictObject({ address: nonEmpty(), type: AccountTypeSchema });

/** SPEC §3 "User". */
export const UserSchema = z.strictObject({
  email: z.optional(z.nullable(EmailSchema)),
  address: nonEmpty(),
  chainId: ChainIdSchema,
  accounts: z.optional(z.array(UserAccountSchema)),
  userName: z.optional(z.nullable(z.string())),
  smartAccountDeployed: z.optional(z.boolean()),
  preferredAccountType: z.optional(AccountTypeSchema),
});
export type FrameUser = z.infer<typeof UserSchema>;

/** SPEC §3 "Theme sync". */
export const ThemePayloadSchema = z.strictObject({
  themeMode: z.optional(z.enum(['light', 'dark'])),
  themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  w3mThemeVariables: z.optional(z.record(z.string(), z.string())),
});

/** SPEC §3 "Dapp data sync". */
export const DappDataPayloadSchema = z.strictObject({
  metadata: z.optional(
    z.strictObject({ name: z.string(), description: z.string(), url: z.string(), icons: z.array(z.string()) }),
  ),
  sdkVersion: z.string(),
  sdkType: z.string(),
  projectId: z.string(),
});

/** SPEC §3 "Error payload". */
export const ErrorPayloadSchema = z.strictObject({ message: z.string() });
