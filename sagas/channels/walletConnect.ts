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
