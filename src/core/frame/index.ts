/** The secure-frame protocol shared by the widget's frame client and the frame (SPEC §3, §5, §6, §7). */
export {
  FRAME_EVENT_PREFIX,
  APP_EVENT_NAMES,
  FRAME_NOTICE_NAMES,
  APP_EVENT_TYPES,
  FRAME_EVENT_TYPES,
  appEventType,
  frameSuccessType,
  frameErrorType,
  frameNoticeType,
  appEventName,
  replyOf,
} from './names';
export type {
  AppEventName,
} from './names';
export {
  MessageIdSchema,
  ChainIdSchema,
  EmailSchema,
  OtpSchema,
  AccountTypeSchema,
  FrameSocialProviderSchema,
  UserSchema,
  ErrorPayloadSchema,
} from './payloads';
export type { AccountType, FrameSocialProvider, FrameUser } from './payloads';
export {
  APP_EVENT_PAYLOADS,
  parseAppEvent,
  makeAppEvent,
} from './appEvents';
export type { AppEvent, AppEventPayload } from './appEvents';
export {
  FRAME_SUCCESS_PAYLOADS,
  FRAME_NOTICE_PAYLOADS,
  parseFrameEvent,
  makeFrameSuccess,
  makeFrameError,
  makeFrameNotice,
} from './frameEvents';
export type {
  FrameEvent,
  FrameSuccessPayload,
} from './frameEvents';
export {
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
  ALLOWED_RPC_METHODS,
  isSafeRpcMethod,
  isUnsafeRpcMethod,
  isAllowedRpcMethod,
} from './rpcMethods';
export {
  isTransactionHash,
  isSignature,
  rpcResultError,
  sendCallsError,
  sessionContextOf,
} from './rpcValidation';
