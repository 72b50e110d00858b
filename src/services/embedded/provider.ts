/**
 * The embedded wallet as an EIP-1193 provider. It answers nothing itself: each request is handed to the
 * saga world (which talks to the secure frame) and settled from there by id, so no promise or provider
 * ever enters the store. Registered in the instance's provider registry under the AUTH connector id.
 */
import EventEmitter from 'eventemitter3';
import { isProviderFailure } from '../../core/walletConnect';
import type { Eip1193Provider } from '../providers';

export interface ProviderCall {
  id: number;
  method: string;
  params: unknown;
}

/** An EIP-1193 ProviderRpcError. */
export interface ProviderError extends Error {
  code: number;
  data?: unknown;
}

export function providerError(message: string, code: number): ProviderError {
  return Object.assign(new Error(message), { code }) as ProviderError;
}

export interface EmbeddedProviderBridge {
  provider: Eip1193Provider;
  /** the calls as they arrive; ones made before anyone listens are kept and handed over at once */
  onCall(listener: (call: ProviderCall) => void): () => void;
  resolve(id: number, result: unknown): void;
  reject(id: number, error: ProviderError): void;
  emit(event: 'connect' | 'accountsChanged' | 'chainChanged' | 'disconnect' | 'error', payload: unknown): void;
}

export function createEmbeddedProvider(): EmbeddedProviderBridge {
  const events = new EventEmitter();
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: ProviderError): void }>();
  const waiting: ProviderCall[] = [];
  let listener: ((call: ProviderCall) => void) | null = null;
  let nextId = 1;

  const provider: Eip1193Provider & { isWalletGateEmbedded: true } = {
    isWalletGateEmbedded: true,
    request({ method, params }) {
      if (typeof method !== 'string' || !method) return Promise.reject(providerError('Invalid request: method must be a non-empty string', -32600));
      return new Promise((resolve, reject) => {
        const call: ProviderCall = { id: nextId++, method, params };
        pending.set(call.id, { resolve, reject });
        if (listener) listener(call);
        else waiting.push(call);
      });
    },
    on(event, handler) {
      events.on(event, handler);
      return provider;
    },
    removeListener(event, handler) {
      events.off(event, handler);
      return provider;
    },
  };

  const settle = (id: number) => {
    const entry = pending.get(id);
    pending.delete(id);
    return entry;
  };

  return {
    provider,
    onCall(next) {
      listener = next;
      for (const call of waiting.splice(0)) next(call);
      return () => {
        if (listener === next) listener = null;
      };
    },
    resolve: (id, result) => settle(id)?.resolve(result),
    reject: (id, error) => {
      const entry = settle(id);
      entry?.reject(error);
      // SPEC §4: the provider failing is also emitted as `error` (a wallet's answer, like a decline, is not)
      if (entry && isProviderFailure(error)) events.emit('error', error);
    },
    emit: (event, payload) => void events.emit(event, payload),
  };
}
