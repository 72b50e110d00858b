import { buffers, eventChannel } from 'redux-saga';
import type { EmbeddedProviderBridge, ProviderCall } from '../../src/services/embedded/provider';

/** The embedded provider's requests, as they arrive from the site (or the wallet flows). */
export function createProviderCallsChannel(bridge: EmbeddedProviderBridge) {
  return eventChannel<ProviderCall>((emit) => bridge.onCall(emit), buffers.expanding(32));
}
