import { buffers, eventChannel } from 'redux-saga';
import type { UniversalProviderLike } from '../../src/services/walletconnect/types';

/** UniversalProvider's pairing URIs (display_uri), one per pairing it creates. */
export function createDisplayUriChannel(provider: UniversalProviderLike) {
  return eventChannel<string>((emit) => {
    const onUri = (uri: string) => {
      if (typeof uri === 'string' && uri.startsWith('wc:')) emit(uri);
    };
    provider.on('display_uri', onUri);
    return () => void provider.removeListener('display_uri', onUri);
  }, buffers.sliding(4));
}

/** The relay socket failing for good (SPEC §8: a close with code 3000 is an abnormal close). */
export function createTransportErrorChannel(provider: UniversalProviderLike) {
  // wrapped: a channel that hands a saga an Error throws it at the take
  return eventChannel<{ error: Error }>((emit) => {
    const onError = (error: Error) => emit({ error: error instanceof Error ? error : new Error(String(error)) });
    provider.on('transport_error', onError);
    return () => void provider.removeListener('transport_error', onError);
  }, buffers.sliding(1));
}
