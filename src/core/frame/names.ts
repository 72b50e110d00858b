/** Message-type names of the secure-frame protocol (SPEC §7, ARCHITECTURE "Endpoints"): requests are
 * `@w3m-app/<EVENT>`, replies `@w3m-frame/<EVENT>_SUCCESS` / `_ERROR`, plus READY and SESSION_UPDATE. */
const APP_EVENT_PREFIX = '@w3m-app/';
export const FRAME_EVENT_PREFIX = '@w3m-frame/';

/** Every app-to-frame event of SPEC §7 (bare names, without the prefix). */
export const APP_EVENT_NAMES = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'GET_SOCIAL_REDIRECT_URI',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'RELOAD',
] as const;
export type AppEventName = (typeof APP_EVENT_NAMES)[number];

/** Frame events that are not replies. */
export const FRAME_NOTICE_NAMES = ['READY', 'SESSION_UPDATE'] as const;
export type FrameNoticeName = (typeof FRAME_NOTICE_NAMES)[number];

export type AppEventType<N extends AppEventName = AppEventName> = `${typeof APP_EVENT_PREFIX}${N}`;
export type FrameSuccessType<N extends AppEventName = AppEventName> = `${typeof FRAME_EVENT_PREFIX}${N}_SUCCESS`;
export type FrameErrorType<N extends AppEventName = AppEventName> = `${typeof FRAME_EVENT_PREFIX}${N}_ERROR`;
export type FrameNoticeType<N extends FrameNoticeName = FrameNoticeName> = `${typeof FRAME_EVENT_PREFIX}${N}`;
export type FrameEventType = FrameSuccessType | FrameErrorType | FrameNoticeType;

export const appEventType = <N extends AppEventName>(name: N): AppEventType<N> => `${APP_EVENT_PREFIX}${name}`;
export const frameSuccessType = <N extends AppEventName>(name: N): FrameSuccessType<N> => `${FRAME_EVENT_PREFIX}${name}_SUCCESS`;
export const frameErrorType = <N extends AppEventName>(name: N): FrameErrorType<N> => `${FRAME_EVENT_PREFIX}${name}_ERROR`;
export const frameNoticeType = <N extends FrameNoticeName>(name: N): FrameNoticeType<N> => `${FRAME_EVENT_PREFIX}${name}`;

export const APP_EVENT_TYPES: readonly AppEventType[] = APP_EVENT_NAMES.map(appEventType);
export const FRAME_EVENT_TYPES: readonly FrameEventType[] = [
  ...FRAME_NOTICE_NAMES.map(frameNoticeType),
  ...APP_EVENT_NAMES.flatMap((name) => [frameSuccessType(name), frameErrorType(name)]),
];

const appNames: ReadonlySet<string> = new Set(APP_EVENT_NAMES);

function isAppEventName(name: string): name is AppEventName {
  return appNames.has(name);
}

/** The app event a type names (`@w3m-app/CONNECT_EMAIL` → CONNECT_EMAIL), if it is one. */
export function appEventName(type: unknown): AppEventName | undefined {
  if (typeof type !== 'string' || !type.startsWith(APP_EVENT_PREFIX)) return undefined;
  const name = type.slice(APP_EVENT_PREFIX.length);
  return isAppEventName(name) ? name : undefined;
}

/** Which request a reply type answers, and whether it succeeded (`…_SUCCESS`) or failed (`…_ERROR`). */
export function replyOf(type: unknown): { name: AppEventName; ok: boolean } | undefined {
  if (typeof type !== 'string' || !type.startsWith(FRAME_EVENT_PREFIX)) return undefined;
  const rest = type.slice(FRAME_EVENT_PREFIX.length);
  const match = /^(.+)_(SUCCESS|ERROR)$/.exec(rest);
  if (!match || !isAppEventName(match[1] as string)) return undefined;
  return { name: match[1] as AppEventName, ok: match[2] === 'SUCCESS' };
}
