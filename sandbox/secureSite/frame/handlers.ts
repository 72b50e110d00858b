/** The frame side of every app event (SPEC §7): each handler answers the `_SUCCESS` payload or throws, and
 * the thrown message becomes the `_ERROR` payload. */
import {
  isAllowedRpcMethod,
  makeFrameNotice,
  rpcResultError,
  type AppEventName,
  type AppEventPayload,
  type FrameEvent,
  type FrameSuccessPayload,
  type FrameUser,
} from '../../../src/core/frame';
import { toSiteChainId, type SiteChainId } from '../chainId';
import { SITE_ERRORS, type EmailLoginAnswer, type FarcasterWaitAnswer, type LoginAnswer, type RpcAnswer, type WaitAnswer } from '../contract';
import { describeRequest } from './describeRequest';
import type { FrameState } from './frameState';
import { applyTheme } from './theme';

export interface RequestContext {
  frame: FrameState;
  /** the origin of the page that asked: replies and SESSION_UPDATE go there only */
  origin: string;
  /** posts a frame event to `origin` (after the reply) */
  notify(event: FrameEvent): void;
  /** runs once the reply is posted */
  after(task: () => void): void;
}

type Handler<N extends AppEventName> = (payload: AppEventPayload<N>, ctx: RequestContext) => Promise<FrameSuccessPayload<N>>;

/** How long the frame keeps waiting for a device or Farcaster approval (each server poll is bounded too). */
const APPROVAL_WAIT_MS = 10 * 60_000;

function loggedIn(ctx: RequestContext, token: string): void {
  ctx.frame.token = token;
  ctx.after(() => ctx.notify(makeFrameNotice('SESSION_UPDATE', { token })));
}

async function pollUntil<T>(poll: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + APPROVAL_WAIT_MS;
  while (Date.now() < deadline) {
    const value = await poll();
    if (value !== undefined) return value;
  }
  throw new Error(`${what} timed out`);
}

function chainOf(value: unknown): SiteChainId {
  const chainId = toSiteChainId(value);
  if (chainId === undefined) throw new Error(SITE_ERRORS.chainNotSupported);
  return chainId;
}

export const handlers: { [N in AppEventName]: Handler<N> } = {
  async SWITCH_NETWORK({ chainId }, { frame }) {
    const wanted = chainOf(chainId);
    if (!(await frame.serves(wanted))) throw new Error(SITE_ERRORS.chainNotSupported);
    frame.setChain(wanted);
    return { chainId: wanted };
  },

  async GET_CHAIN_ID(_payload, { frame }) {
    return { chainId: frame.chainId };
  },

  async CONNECT_EMAIL({ email }, ctx) {
    const { action } = await ctx.frame.api.post<EmailLoginAnswer>('/api/auth/email', { email });
    if (action === 'CONNECT' && ctx.frame.token) loggedIn(ctx, ctx.frame.token);
    return { action };
  },

  async CONNECT_DEVICE(_payload, { frame }) {
    await pollUntil(async () => ((await frame.api.post<WaitAnswer>('/api/auth/device/wait')).approved ? true : undefined), 'Device verification');
    return undefined;
  },

  async CONNECT_OTP({ otp }, ctx) {
    const { token } = await ctx.frame.api.post<LoginAnswer>(`/api/auth/otp?chainId=${ctx.frame.chainId}`, { otp });
    loggedIn(ctx, token);
    return undefined;
  },

  async GET_SOCIAL_REDIRECT_URI({ provider }, { frame, origin }) {
    // the provider page sends the user back to the embedding site's origin with state and code
    return frame.api.post<{ uri: string }>('/api/social/start', { provider, redirectUri: `${origin}/` });
  },

  async CONNECT_SOCIAL({ uri }, ctx) {
    const { token, user } = await ctx.frame.api.post<LoginAnswer>(`/api/social/connect?chainId=${ctx.frame.chainId}`, { uri });
    loggedIn(ctx, token);
    return user;
  },

  async GET_FARCASTER_URI(_payload, { frame }) {
    const { uri, channel } = await frame.api.post<{ uri: string; channel: string }>('/api/farcaster/start');
    frame.farcasterChannel = channel;
    return { uri };
  },

  async CONNECT_FARCASTER(_payload, ctx) {
    const channel = ctx.frame.farcasterChannel;
    if (!channel) throw new Error('Request the Farcaster URI first');
    const answer = await pollUntil(async () => {
      const wait = await ctx.frame.api.post<FarcasterWaitAnswer>('/api/farcaster/wait', { channel });
      return wait.approved ? wait : undefined;
    }, 'Farcaster sign-in');
    ctx.frame.farcasterChannel = undefined;
    if (!answer.token || answer.userName === undefined) throw new Error('Farcaster sign-in failed');
    loggedIn(ctx, answer.token);
    return { userName: answer.userName };
  },

  async GET_USER({ chainId, preferredAccountType }, { frame }) {
    const wanted = toSiteChainId(chainId);
    // the Solana account is read on the side: the frame stays on its eip155 chain for the eip155 account
    if (typeof wanted === 'number') frame.setChain(wanted);
    const query = new URLSearchParams({ chainId: String(typeof wanted === 'string' ? wanted : frame.chainId) });
    if (preferredAccountType) query.set('preferredAccountType', preferredAccountType);
    return frame.api.get<FrameUser>(`/api/user?${query}`);
  },

  async SIGN_OUT(_payload, { frame }) {
    frame.approvals.cancelAll();
    if (frame.token) await frame.api.post('/api/auth/sign-out').catch(() => undefined);
    frame.token = null;
    return undefined;
  },

  async IS_CONNECTED(payload, { frame }) {
    // the frame's own session first, then the token the widget kept from SESSION_UPDATE
    for (const token of new Set([frame.token, payload?.token])) {
      if (!token) continue;
      const { isConnected } = await frame.api.get<{ isConnected: boolean }>('/api/session', token);
      if (isConnected) {
        frame.token = token;
        return { isConnected: true };
      }
    }
    frame.token = null;
    return { isConnected: false };
  },

  async GET_SMART_ACCOUNT_ENABLED_NETWORKS(_payload, { frame }) {
    return { smartAccountEnabledNetworks: (await frame.sandboxChains()).smartAccountEnabledNetworks };
  },

  async INIT_SMART_ACCOUNT(_payload, { frame }) {
    return frame.api.post<{ address: string; isDeployed: boolean }>(`/api/account/smart-account?chainId=${frame.chainId}`);
  },

  async SET_PREFERRED_ACCOUNT({ type }, { frame }) {
    return frame.api.post<{ type: typeof type; address: string }>(`/api/account/preferred?chainId=${frame.chainId}`, { type });
  },

  async RPC_REQUEST({ method, params, chainId }, { frame }) {
    if (!isAllowedRpcMethod(method)) throw new Error(SITE_ERRORS.notAllowed);
    const chain = chainId === undefined ? frame.chainId : chainOf(chainId);
    const answer = await frame.api.post<RpcAnswer>('/api/rpc', { method, params, chainId: chain });
    let result = answer.result;
    if (answer.approval) {
      const id = encodeURIComponent(answer.approval.id);
      result = await frame.approvals.ask({
        view: describeRequest(method, params),
        method,
        network: await frame.networkLabel(chain),
        dappName: frame.dappName,
        approve: async () => (await frame.api.post<RpcAnswer>(`/api/approvals/${id}/approve`)).result,
        decline: () => frame.api.post(`/api/approvals/${id}/decline`),
      });
    }
    const wrong = rpcResultError(method, result);
    if (wrong) throw new Error(wrong);
    return result;
  },

  async UPDATE_EMAIL({ email }, { frame }) {
    return frame.api.post<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>('/api/email/update', { email });
  },

  async UPDATE_EMAIL_PRIMARY_OTP({ otp }, { frame }) {
    return frame.api.post<{ action: 'VERIFY_SECONDARY_OTP' }>('/api/email/update/primary', { otp });
  },

  async UPDATE_EMAIL_SECONDARY_OTP({ otp }, { frame }) {
    return frame.api.post<{ newEmail: string }>('/api/email/update/secondary', { otp });
  },

  async SYNC_THEME(theme) {
    applyTheme(theme);
    return undefined;
  },

  async SYNC_DAPP_DATA({ metadata }, { frame }) {
    frame.dappName = metadata?.name || undefined;
    return undefined;
  },

  async RELOAD(_payload, { after }) {
    after(() => window.location.reload());
    return undefined;
  },
};
