/** Frame-to-app events (SPEC §3, §7): a `_SUCCESS` and an `_ERROR` reply per app event, READY and
 * SESSION_UPDATE. The id is optional on the wire (SPEC §3); replies echo the request's id. */
import { z } from 'zod/mini';
import {
  APP_EVENT_NAMES,
  FRAME_NOTICE_NAMES,
  frameErrorType,
  frameNoticeType,
  frameSuccessType,
  type AppEventName,
  type FrameNoticeName,
} from './names';
import {
  AccountTypeSchema,
  ChainIdSchema,
  CONNECT_EMAIL_ACTIONS,
  EmailSchema,
  ErrorPayloadSchema,
  MessageIdSchema,
  NoPayload,
  UPDATE_EMAIL_ACTIONS,
  UserSchema,
} from './payloads';
import { parseByType, type ParseResult } from './parseResult';

const chainIdPayload = () => z.strictObject({ chainId: ChainIdSchema });

/** The `_SUCCESS` payload of every app event. */
export const FRAME_SUCCESS_PAYLOADS = {
  SWITCH_NETWORK: chainIdPayload(),
  CONNECT_EMAIL: z.strictObject({ action: z.enum(CONNECT_EMAIL_ACTIONS) }),
  CONNECT_DEVICE: NoPayload,
  CONNECT_OTP: NoPayload,
  CONNECT_SOCIAL: UserSchema,
  GET_FARCASTER_URI: z.strictObject({ uri: z.string().check(z.minLength(1)) }),
  CONNECT_FARCASTER: z.strictObject({ userName: z.string() }),
  GET_USER: UserSchema,
  GET_SOCIAL_REDIRECT_URI: z.strictObject({ uri: z.string().check(z.minLength(1)) }),
  SIGN_OUT: NoPayload,
  IS_CONNECTED: z.strictObject({ isConnected: z.boolean() }),
  GET_CHAIN_ID: chainIdPayload(),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.strictObject({ smartAccountEnabledNetworks: z.array(z.int()) }),
  INIT_SMART_ACCOUNT: z.strictObject({ address: z.string().check(z.minLength(1)), isDeployed: z.boolean() }),
  SET_PREFERRED_ACCOUNT: z.strictObject({ type: AccountTypeSchema, address: z.string().check(z.minLength(1)) }),
  // any JSON-RPC result, null included; its shape per method is checked with rpcResultError
  RPC_REQUEST: z.unknown(),
  UPDATE_EMAIL: z.strictObject({ action: z.enum(UPDATE_EMAIL_ACTIONS) }),
  UPDATE_EMAIL_PRIMARY_OTP: z.optional(z.strictObject({ action: z.literal('VERIFY_SECONDARY_OTP') })),
  UPDATE_EMAIL_SECONDARY_OTP: z.strictObject({ newEmail: EmailSchema }),
  SYNC_THEME: NoPayload,
  SYNC_DAPP_DATA: NoPayload,
  RELOAD: NoPayload,
} as const satisfies Record<AppEventName, z.ZodMiniType>;

/** READY and SESSION_UPDATE payloads. */
export const FRAME_NOTICE_PAYLOADS = {
  READY: z.optional(z.strictObject({ version: z.optional(z.string()) })),
  SESSION_UPDATE: z.strictObject({ token: z.string().check(z.minLength(1)) }),
} as const satisfies Record<FrameNoticeName, z.ZodMiniType>;

const id = z.optional(MessageIdSchema);

function successSchema<N extends AppEventName>(name: N) {
  return z.strictObject({
    type: z.literal(frameSuccessType(name)),
    id,
    payload: FRAME_SUCCESS_PAYLOADS[name] as (typeof FRAME_SUCCESS_PAYLOADS)[N],
  });
}
function errorSchema<N extends AppEventName>(name: N) {
  return z.strictObject({ type: z.literal(frameErrorType(name)), id, payload: ErrorPayloadSchema });
}
function noticeSchema<N extends FrameNoticeName>(name: N) {
  return z.strictObject({
    type: z.literal(frameNoticeType(name)),
    id,
    payload: FRAME_NOTICE_PAYLOADS[name] as (typeof FRAME_NOTICE_PAYLOADS)[N],
  });
}

export type FrameSuccessPayload<N extends AppEventName> = z.infer<(typeof FRAME_SUCCESS_PAYLOADS)[N]>;
export type FrameSuccessOf<N extends AppEventName> = z.infer<ReturnType<typeof successSchema<N>>>;
export type FrameErrorOf<N extends AppEventName> = z.infer<ReturnType<typeof errorSchema<N>>>;
export type FrameNoticeOf<N extends FrameNoticeName> = z.infer<ReturnType<typeof noticeSchema<N>>>;
/** Either reply to one request. */
type FrameReplyOf<N extends AppEventName> = FrameSuccessOf<N> | FrameErrorOf<N>;
/** Any event the frame may post to the app. */
export type FrameEvent =
  | { [N in AppEventName]: FrameReplyOf<N> }[AppEventName]
  | { [N in FrameNoticeName]: FrameNoticeOf<N> }[FrameNoticeName];

const FRAME_EVENT_SCHEMA_BY_TYPE: ReadonlyMap<string, z.ZodMiniType> = new Map<string, z.ZodMiniType>([
  ...FRAME_NOTICE_NAMES.map((name) => [frameNoticeType(name), noticeSchema(name)] as const),
  ...APP_EVENT_NAMES.flatMap((name) => [[frameSuccessType(name), successSchema(name)] as const, [frameErrorType(name), errorSchema(name)] as const]),
]);

/** Validates a message the frame posted (or is about to post) to the app: an unknown type or a bad payload fails. */
export function parseFrameEvent(data: unknown): ParseResult<FrameEvent> {
  return parseByType<FrameEvent>(FRAME_EVENT_SCHEMA_BY_TYPE, data);
}

export function makeFrameSuccess<N extends AppEventName>(name: N, id: string | undefined, payload: FrameSuccessPayload<N>): FrameSuccessOf<N> {
  const event: Record<string, unknown> = { type: frameSuccessType(name) };
  if (id !== undefined) event.id = id;
  if (payload !== undefined) event.payload = payload;
  return event as FrameSuccessOf<N>;
}

export function makeFrameError<N extends AppEventName>(name: N, id: string | undefined, message: string): FrameErrorOf<N> {
  return (id !== undefined ? { type: frameErrorType(name), id, payload: { message } } : { type: frameErrorType(name), payload: { message } }) as FrameErrorOf<N>;
}

export function makeFrameNotice<N extends FrameNoticeName>(name: N, payload: z.infer<(typeof FRAME_NOTICE_PAYLOADS)[N]>): FrameNoticeOf<N> {
  return (payload !== undefined ? { type: frameNoticeType(name), payload } : { type: frameNoticeType(name) }) as FrameNoticeOf<N>;
}
