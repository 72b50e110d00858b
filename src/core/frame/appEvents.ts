/** App-to-frame requests (SPEC §7): `{ type: '@w3m-app/<EVENT>', id, payload? }`, strictly validated. */
import { z } from 'zod/mini';
import { APP_EVENT_NAMES, appEventType, type AppEventName } from './names';
import {
  AccountTypeSchema,
  ChainIdSchema,
  DappDataPayloadSchema,
  EmailSchema,
  FrameSocialProviderSchema,
  MessageIdSchema,
  NoPayload,
  OtpSchema,
  ThemePayloadSchema,
} from './payloads';
import { sendCallsError, SEND_CALLS_ENTRY_RULE } from './rpcValidation';
import { parseByType, type ParseResult } from './parseResult';

const otpPayload = () => z.strictObject({ otp: OtpSchema });

/** RPC_REQUEST: method and params (plus the chain it targets, optionally). wallet_sendCalls entries are
 * checked here so a malformed batch never reaches the approval screen (SPEC §5). */
const RpcRequestPayloadSchema = z
  .strictObject({
    method: z.string().check(z.minLength(1)),
    params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
    chainId: z.optional(ChainIdSchema),
  })
  .check(
    z.refine((request) => request.method !== 'wallet_sendCalls' || sendCallsError(request.params) === undefined, {
      message: SEND_CALLS_ENTRY_RULE,
      path: ['params'],
    }),
  );

/** The payload schema of every app event. */
export const APP_EVENT_PAYLOADS = {
  SWITCH_NETWORK: z.strictObject({ chainId: ChainIdSchema }),
  CONNECT_EMAIL: z.strictObject({ email: EmailSchema }),
  CONNECT_DEVICE: NoPayload,
  CONNECT_OTP: otpPayload(),
  CONNECT_SOCIAL: z.strictObject({ uri: z.string().check(z.minLength(1)) }),
  GET_FARCASTER_URI: NoPayload,
  CONNECT_FARCASTER: NoPayload,
  GET_USER: z.strictObject({ chainId: ChainIdSchema, preferredAccountType: z.optional(AccountTypeSchema) }),
  GET_SOCIAL_REDIRECT_URI: z.strictObject({ provider: FrameSocialProviderSchema }),
  SIGN_OUT: NoPayload,
  IS_CONNECTED: z.optional(z.strictObject({ token: z.optional(z.string()) })),
  GET_CHAIN_ID: NoPayload,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: NoPayload,
  INIT_SMART_ACCOUNT: NoPayload,
  SET_PREFERRED_ACCOUNT: z.strictObject({ type: AccountTypeSchema }),
  RPC_REQUEST: RpcRequestPayloadSchema,
  UPDATE_EMAIL: z.strictObject({ email: EmailSchema }),
  UPDATE_EMAIL_PRIMARY_OTP: otpPayload(),
  UPDATE_EMAIL_SECONDARY_OTP: otpPayload(),
  SYNC_THEME: ThemePayloadSchema,
  SYNC_DAPP_DATA: DappDataPayloadSchema,
  RELOAD: NoPayload,
} as const satisfies Record<AppEventName, z.ZodMiniType>;

function appEventSchema<N extends AppEventName>(name: N) {
  return z.strictObject({
    type: z.literal(appEventType(name)),
    id: MessageIdSchema,
    payload: APP_EVENT_PAYLOADS[name] as (typeof APP_EVENT_PAYLOADS)[N],
  });
}

export type AppEventPayload<N extends AppEventName> = z.infer<(typeof APP_EVENT_PAYLOADS)[N]>;
/** One request, by name. */
export type AppEventOf<N extends AppEventName> = z.infer<ReturnType<typeof appEventSchema<N>>>;
/** Any request the app may post to the frame. */
export type AppEvent = { [N in AppEventName]: AppEventOf<N> }[AppEventName];

const APP_EVENT_SCHEMAS = Object.fromEntries(APP_EVENT_NAMES.map((name) => [name, appEventSchema(name)])) as {
  [N in AppEventName]: ReturnType<typeof appEventSchema<N>>;
};

const APP_EVENT_SCHEMA_BY_TYPE: ReadonlyMap<string, ReturnType<typeof appEventSchema>> = new Map(
  APP_EVENT_NAMES.map((name) => [appEventType(name), APP_EVENT_SCHEMAS[name] as ReturnType<typeof appEventSchema>]),
);

/** Validates a message the app posted (or is about to post) to the frame: an unknown type or a bad payload fails. */
export function parseAppEvent(data: unknown): ParseResult<AppEvent> {
  return parseByType<AppEvent>(APP_EVENT_SCHEMA_BY_TYPE, data);
}

/** Builds a request; `payload` is type-checked against the event. */
export function makeAppEvent<N extends AppEventName>(name: N, id: string, ...payload: undefined extends AppEventPayload<N> ? [payload?: AppEventPayload<N>] : [payload: AppEventPayload<N>]): AppEventOf<N> {
  return (payload[0] !== undefined ? { type: appEventType(name), id, payload: payload[0] } : { type: appEventType(name), id }) as AppEventOf<N>;
}
