/**
 * The embedded wallet (SPEC §3, §4): the secure frame's status and open requests, the sign-in steps (email,
 * OTP, device, social, Farcaster), the signed-in user, the update-email steps and the approval on screen.
 * Loaded with the feature: importing this module injects the slice; until then selectors read the initial state.
 * Nothing secret lives here: the frame's session token never enters the store.
 */
import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { AppEventName } from '../src/core/frame';
import type { ErrorInfo } from '../src/core/errors/catalogue';
import { walletGateReducer } from './reducer';
import { selectWalletGate, type WalletGateRootState } from './root';
import { accountTypeRequested, emailSubmitted, farcasterRequested, socialSelected } from './embeddedWalletRequests';

export { accountTypeRequested };

export type FrameStatus = 'idle' | 'loading' | 'ready';
/** unknown until the flows look; checking while IS_CONNECTED / GET_USER run at start */
export type SessionStatus = 'unknown' | 'checking' | 'signedOut' | 'signedIn';
export type EmbeddedAccountType = 'eoa' | 'smartAccount';

/** An app event waiting for its reply (SPEC §4 "open requests are tracked"). */
interface OpenFrameRequest {
  id: string;
  event: AppEventName;
  /** the RPC method, for RPC_REQUEST */
  method?: string;
}

export interface EmbeddedUser {
  address: string;
  chainId: number;
  email: string | null;
  userName: string | null;
  accounts: { address: string; type: EmbeddedAccountType }[];
  preferredAccountType: EmbeddedAccountType;
  smartAccountDeployed: boolean;
  /** google, x, … or farcaster; null for email */
  socialProvider: string | null;
}

/** One form step: waiting for the frame, the last error, and a short confirmation ("Code sent"). */
interface StepState {
  busy: boolean;
  error: ErrorInfo | null;
  notice: 'codeSent' | null;
}

type DeviceStatus = 'idle' | 'waiting' | 'approved' | 'failed';
type SocialStatus = 'idle' | 'starting' | 'waiting' | 'connecting' | 'failed';
type FarcasterStatus = 'idle' | 'loading' | 'waiting' | 'connecting' | 'failed';
export type UpdateEmailStep = 'email' | 'primary' | 'secondary';

/** @public the published declarations name it (the frame-approval saga's return type) */
export interface ApprovalRect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface EmbeddedWalletState {
  frame: FrameStatus;
  requests: EntityState<OpenFrameRequest, string>;
  session: SessionStatus;
  user: EmbeddedUser | null;
  /** the chain the frame last reported (GET_CHAIN_ID, SWITCH_NETWORK, GET_USER) */
  chainId: number | null;
  /** the address the last sign-in code went to */
  email: string | null;
  /** the email field (Connect) and the code steps */
  login: StepState;
  otp: StepState;
  device: { status: DeviceStatus; error: ErrorInfo | null };
  social: { provider: string | null; status: SocialStatus; error: ErrorInfo | null };
  farcaster: { uri: string | null; status: FarcasterStatus; error: ErrorInfo | null };
  updateEmail: StepState & { newEmail: string | null; step: UpdateEmailStep };
  /** unsafe RPC requests waiting for approval in the frame, and whether the modal was open before the first */
  approval: { pending: string[]; modalWasOpen: boolean; rect: ApprovalRect | null };
  accountTypeBusy: boolean;
  /** seconds until another code may be sent (SPEC §5), counted down each second by the sagas; 0 when allowed */
  resendCooldown: number;
}

/** The frame requests awaiting a reply, by id, in the order sent. */
const requestsAdapter = createEntityAdapter<OpenFrameRequest>();
const { selectAll: selectAllRequests } = requestsAdapter.getSelectors();

const idleStep: StepState = { busy: false, error: null, notice: null };

const embeddedWalletInitialState: EmbeddedWalletState = {
  frame: 'idle',
  requests: requestsAdapter.getInitialState(),
  session: 'unknown',
  user: null,
  chainId: null,
  email: null,
  login: idleStep,
  otp: idleStep,
  device: { status: 'idle', error: null },
  social: { provider: null, status: 'idle', error: null },
  farcaster: { uri: null, status: 'idle', error: null },
  updateEmail: { ...idleStep, newEmail: null, step: 'email' },
  approval: { pending: [], modalWasOpen: false, rect: null },
  accountTypeBusy: false,
  resendCooldown: 0,
};

const busy = (): StepState => ({ busy: true, error: null, notice: null });
const failed = (error: ErrorInfo): StepState => ({ busy: false, error, notice: null });

const embeddedWalletSlice = createSlice({
  name: 'walletGate/embeddedWallet',
  reducerPath: 'embeddedWallet',
  initialState: embeddedWalletInitialState,
  reducers: {
    // the frame
    frameLoading(state) {
      state.frame = 'loading';
    },
    frameReady(state) {
      state.frame = 'ready';
    },
    frameRemoved(state) {
      state.frame = 'idle';
      state.requests = requestsAdapter.getInitialState();
    },
    frameRequestOpened(state, action: PayloadAction<OpenFrameRequest>) {
      requestsAdapter.addOne(state.requests, action.payload);
    },
    frameRequestClosed(state, action: PayloadAction<{ id: string }>) {
      requestsAdapter.removeOne(state.requests, action.payload.id);
    },
    /** SPEC §4 reject-all: every open request whose method is not safe is aborted. */
    pendingRequestsRejected() {},
    frameChainChanged(state, action: PayloadAction<{ chainId: number }>) {
      state.chainId = action.payload.chainId;
    },

    // the session
    sessionCheckStarted(state) {
      state.session = 'checking';
    },
    signedIn(state, action: PayloadAction<{ user: EmbeddedUser }>) {
      state.session = 'signedIn';
      state.user = action.payload.user;
      state.chainId = action.payload.user.chainId;
      state.login = idleStep;
      state.otp = idleStep;
      state.device = { status: 'idle', error: null };
      state.social = { provider: null, status: 'idle', error: null };
      state.farcaster = { uri: null, status: 'idle', error: null };
    },
    userUpdated(state, action: PayloadAction<Partial<EmbeddedUser>>) {
      if (state.user) state.user = { ...state.user, ...action.payload };
      if (action.payload.chainId !== undefined) state.chainId = action.payload.chainId;
    },
    signedOut(state) {
      return { ...embeddedWalletInitialState, frame: state.frame, requests: state.requests, session: 'signedOut' };
    },

    // email, device and code (the email request itself is in embeddedWalletRequests)
    emailSent(state, action: PayloadAction<{ email: string }>) {
      state.email = action.payload.email;
      state.login = idleStep;
      state.otp = idleStep;
    },
    emailFailed(state, action: PayloadAction<ErrorInfo>) {
      state.login = failed(action.payload);
    },
    otpSubmitted(state, _action: PayloadAction<{ otp: string }>) {
      state.otp = busy();
    },
    otpResendRequested(state) {
      state.otp = busy();
    },
    codeResent(state) {
      state.otp = { busy: false, error: null, notice: 'codeSent' };
    },
    /** A code went out (sign-in or update): the sagas count the SPEC §5 cooldown down from it. */
    codeCooldownStarted() {},
    codeCooldownTicked(state, action: PayloadAction<{ seconds: number }>) {
      state.resendCooldown = action.payload.seconds;
    },
    otpFailed(state, action: PayloadAction<ErrorInfo>) {
      state.otp = failed(action.payload);
    },
    deviceWaitStarted(state) {
      state.device = { status: 'waiting', error: null };
    },
    deviceRetryRequested(state) {
      state.device = { status: 'waiting', error: null };
    },
    deviceApproved(state) {
      state.device = { status: 'approved', error: null };
    },
    deviceFailed(state, action: PayloadAction<ErrorInfo>) {
      state.device = { status: 'failed', error: action.payload };
    },

    // social and Farcaster
    socialWaiting(state) {
      state.social.status = 'waiting';
    },
    socialConnecting(state) {
      state.social.status = 'connecting';
    },
    socialFailed(state, action: PayloadAction<ErrorInfo>) {
      state.social.status = 'failed';
      state.social.error = action.payload;
    },
    farcasterUriReceived(state, action: PayloadAction<{ uri: string }>) {
      state.farcaster = { uri: action.payload.uri, status: 'waiting', error: null };
    },
    farcasterConnecting(state) {
      state.farcaster.status = 'connecting';
    },
    farcasterFailed(state, action: PayloadAction<ErrorInfo>) {
      state.farcaster.status = 'failed';
      state.farcaster.error = action.payload;
    },

    // update email (SPEC §3: primary code to the current address, secondary to the new one)
    updateEmailStarted(state) {
      state.updateEmail = { ...idleStep, newEmail: null, step: 'email' };
    },
    updateEmailSubmitted(state, action: PayloadAction<{ email: string }>) {
      state.updateEmail = { ...busy(), newEmail: action.payload.email, step: state.updateEmail.step };
    },
    updateEmailOtpSubmitted(state, _action: PayloadAction<{ otp: string }>) {
      state.updateEmail = { ...state.updateEmail, ...busy() };
    },
    updateEmailResendRequested(state) {
      state.updateEmail = { ...state.updateEmail, ...busy() };
    },
    updateEmailStepReached(state, action: PayloadAction<{ step: UpdateEmailStep; resent?: boolean }>) {
      state.updateEmail = { ...state.updateEmail, ...idleStep, step: action.payload.step, notice: action.payload.resent ? 'codeSent' : null };
    },
    updateEmailFailed(state, action: PayloadAction<ErrorInfo>) {
      state.updateEmail = { ...state.updateEmail, ...failed(action.payload) };
    },
    emailUpdated(state, action: PayloadAction<{ email: string }>) {
      state.updateEmail = { ...idleStep, newEmail: null, step: 'email' };
      if (state.user) state.user.email = action.payload.email;
    },

    // approvals (SPEC §4: an unsafe request opens ApproveTransaction with the frame visible)
    approvalStarted(state, action: PayloadAction<{ id: string; modalWasOpen: boolean }>) {
      if (state.approval.pending.length === 0) state.approval.modalWasOpen = action.payload.modalWasOpen;
      state.approval.pending.push(action.payload.id);
    },
    approvalEnded(state, action: PayloadAction<{ id: string }>) {
      state.approval.pending = state.approval.pending.filter((id) => id !== action.payload.id);
    },
    /** The ApproveTransaction view says where the frame goes (viewport pixels), or null when it leaves. */
    approvalAreaChanged(state, action: PayloadAction<ApprovalRect | null>) {
      state.approval.rect = action.payload;
    },
    /** Keyboard users reach the frame through the view: focus moves into it. */
    approvalFocusRequested() {},
    /** The frame is on screen (and focused) over ApproveTransaction: the request may go to it now. */
    approvalFrameShown() {},

    // account type (SPEC §6: eoa or smart account, per network)
    accountTypeSettled(state) {
      state.accountTypeBusy = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(emailSubmitted, (state, action) => {
        state.login = busy();
        state.email = action.payload.email;
      })
      .addCase(socialSelected, (state, action) => {
        state.social = { provider: action.payload.provider, status: 'starting', error: null };
      })
      .addCase(farcasterRequested, (state) => {
        state.farcaster = { uri: null, status: 'loading', error: null };
      })
      .addCase(accountTypeRequested, (state) => {
        state.accountTypeBusy = true;
      });
  },
  selectors: {
    selectEmbeddedWallet: (state) => state,
    selectFrameStatus: (state) => state.frame,
    selectEmbeddedSession: (state) => state.session,
    selectEmbeddedUser: (state) => state.user,
    selectEmbeddedChainId: (state) => state.chainId,
    selectApproval: (state) => state.approval,
    selectOpenFrameRequests: (state) => selectAllRequests(state.requests),
  },
});

export const {
  frameLoading,
  frameReady,
  frameRemoved,
  frameRequestOpened,
  frameRequestClosed,
  pendingRequestsRejected,
  frameChainChanged,
  sessionCheckStarted,
  signedIn,
  userUpdated,
  signedOut,
  emailSent,
  emailFailed,
  otpSubmitted,
  otpResendRequested,
  codeCooldownStarted,
  codeCooldownTicked,
  codeResent,
  otpFailed,
  deviceWaitStarted,
  deviceRetryRequested,
  deviceApproved,
  deviceFailed,
  socialWaiting,
  socialConnecting,
  socialFailed,
  farcasterUriReceived,
  farcasterConnecting,
  farcasterFailed,
  updateEmailStarted,
  updateEmailSubmitted,
  updateEmailOtpSubmitted,
  updateEmailResendRequested,
  updateEmailStepReached,
  updateEmailFailed,
  emailUpdated,
  approvalStarted,
  approvalEnded,
  approvalAreaChanged,
  approvalFocusRequested,
  approvalFrameShown,
  accountTypeSettled,
} = embeddedWalletSlice.actions;

declare module './reducer' {
  interface LazyLoadedSlices {
    embeddedWallet: EmbeddedWalletState;
  }
}

// Importing this module is what loads the feature's state (slices/reducer.ts).
const injected = embeddedWalletSlice.injectInto(walletGateReducer);
export const {
  selectEmbeddedWallet,
  selectFrameStatus,
  selectEmbeddedSession,
  selectEmbeddedUser,
  selectEmbeddedChainId,
  selectApproval,
  selectOpenFrameRequests,
} = injected.getSelectors((s: WalletGateRootState) => selectWalletGate(s).embeddedWallet);
