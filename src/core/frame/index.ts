/** The secure-frame protocol shared by the widget's frame client and the frame (SPEC §3, §5, §6, §7). */
export {
  APP_EVENT_PREFIX,
  FRAME_EVENT_PREFIX,
  APP_EVENT_NAMES,
  FRAME_NOTICE_NAMES,
  APP_EVENT_TYPES,
  FRAME_EVENT_TYPES,
  appEventType,
  frameSuccessType,
  frameErrorType,
  frameNoticeType,
  isAppEventName,
  appEventName,
  replyOf,
} from './names';
export type {
  AppEventName,
  FrameNoticeName,
  AppEventType,
  FrameSuccessType,
  FrameErrorType,
  FrameNoticeType,
  FrameEventType,
} from './names';
export {
  MessageIdSchema,
  ChainIdSchema,
  EmailSchema,
  OtpSchema,
  ACCOUNT_TYPES,
  AccountTypeSchema,
  FRAME_SOCIAL_PROVIDERS,
  FrameSocialProviderSchema,
  CONNECT_EMAIL_ACTIONS,
  UPDATE_EMAIL_ACTIONS,
  UserSchema,
  UserAccountSchema,
  ThemePayloadSchema,
  DappDataPayloadSchema,
  ErrorPayloadSchema,
} from './payloads';
export type { AccountType, FrameSocialProvider, FrameUser } from './payloads';
export {
  APP_EVENT_PAYLOADS,
  APP_EVENT_SCHEMAS,
  AppEventSchema,
  RpcRequestPayloadSchema,
  parseAppEvent,
  makeAppEvent,
} from './app-events';
export type { AppEvent, AppEventOf, AppEventPayload } from './app-events';
export type { ParseResult } from './parse-result';
export {
  FRAME_SUCCESS_PAYLOADS,
  FRAME_NOTICE_PAYLOADS,
  FrameEventSchema,
  parseFrameEvent,
  makeFrameSuccess,
  makeFrameError,
  makeFrameNotice,
} from './frame-events';
export type {
  FrameEvent,
  FrameSuccessOf,
  FrameErrorOf,
  FrameNoticeOf,
  FrameReplyOf,
  FrameSuccessPayload,
} from './frame-events';
export {
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
  ALLOWED_RPC_METHODS,
  isSafeRpcMethod,
  isUnsafeRpcMethod,
  isAllowedRpcMethod,
} from './rpc-methods';
export type { SafeRpcMethod, UnsafeRpcMethod, AllowedRpcMethod } from './rpc-methods';
export {
  TransactionHashSchema,
  SignatureSchema,
  isTransactionHash,
  isSignature,
  RPC_RESULT_KINDS,
  rpcResultError,
  isValidRpcResult,
  SendCallSchema,
  SendCallsParamsSchema,
  SEND_CALLS_ENTRY_RULE,
  sendCallsError,
  sessionContextOf,
} from './rpc-validation';
