/** The per-instance event bus: tracking events of SPEC §8 and the public instance events. */
import EventEmitter from 'eventemitter3';

export const TRACKING_EVENTS = [
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'SEND_ERROR',
  'DISCONNECT_SUCCESS',
  'DISCONNECT_ERROR',
  'SWITCH_NETWORK',
  'SEARCH_WALLET',
  'ERROR_FETCH_TRANSACTIONS',
] as const;
export type TrackingEventName = (typeof TRACKING_EVENTS)[number];

/** What travels on the bus: an event name and serializable, secret-free properties. */
export interface GateEvent {
  type: 'track';
  event: TrackingEventName;
  properties?: Record<string, string | number | boolean | null>;
  timestamp: number;
}

export interface Bus {
  emit(event: GateEvent): void;
  on(listener: (event: GateEvent) => void): () => void;
  onEvent(name: TrackingEventName, listener: (event: GateEvent) => void): () => void;
  clear(): void;
}

export function createBus(): Bus {
  const emitter = new EventEmitter();
  return {
    emit(event) {
      emitter.emit('*', event);
      emitter.emit(event.event, event);
    },
    on(listener) {
      emitter.on('*', listener);
      return () => void emitter.off('*', listener);
    },
    onEvent(name, listener) {
      emitter.on(name, listener);
      return () => void emitter.off(name, listener);
    },
    clear: () => void emitter.removeAllListeners(),
  };
}
