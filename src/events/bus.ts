/**
 * The per-instance event bus: tracking events of SPEC §8 and the public instance events, on eventemitter3.
 */
import EventEmitter from 'eventemitter3';

export type TrackingEventName =
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'SEARCH_WALLET'
  | 'ERROR_FETCH_TRANSACTIONS';

/** What travels on the bus: an event name and serializable, secret-free properties. */
export interface GateEvent {
  type: 'track';
  event: TrackingEventName;
  properties?: Record<string, string | number | boolean | null>;
  timestamp: number;
}

type GateEventListener = (event: GateEvent) => void;

export interface Bus {
  /** Delivers to every listener; never throws, whatever a listener does. */
  emit(event: GateEvent): void;
  /** Every event; returns the unsubscribe. */
  on(listener: GateEventListener): () => void;
  /** One event kind; returns the unsubscribe. */
  onEvent(name: TrackingEventName, listener: GateEventListener): () => void;
  clear(): void;
}

export interface BusOptions {
  /** Told when a listener throws; the event still reaches the other listeners and later events flow. */
  onListenerError?(error: unknown, event: GateEvent): void;
  /** SPEC §9 max listeners: told once per event when it has more than `maxListeners` (a likely leak) */
  onTooManyListeners?(event: string, count: number): void;
  maxListeners?: number;
}

/** Listeners of every event; a symbol so it can never clash with an event name. */
const ANY = Symbol('any');
type Events = { [K in TrackingEventName | typeof ANY]: [GateEvent] };

export function createBus({ onListenerError, onTooManyListeners, maxListeners = 10 }: BusOptions = {}): Bus {
  const emitter = new EventEmitter<Events>();
  const warned = new Set<TrackingEventName | typeof ANY>();
  // A host's listener runs inside emit, and emit runs inside the tracking saga: an exception escaping here would
  // stop that saga (and analytics behind it) for the whole session. So each listener is isolated.
  const add = (key: TrackingEventName | typeof ANY, listener: GateEventListener) => {
    const isolated = (event: GateEvent) => {
      try {
        listener(event);
      } catch (error) {
        try {
          onListenerError?.(error, event);
        } catch {
          // a failing reporter must not break delivery either
        }
      }
    };
    emitter.on(key, isolated);
    const count = emitter.listenerCount(key);
    if (count > maxListeners && !warned.has(key)) {
      warned.add(key);
      onTooManyListeners?.(typeof key === 'symbol' ? 'all events' : key, count);
    }
    return () => void emitter.off(key, isolated);
  };
  return {
    // eventemitter3 delivers to the listeners present when emit began: one added during an event hears the next.
    emit(event) {
      emitter.emit(ANY, event);
      emitter.emit(event.event, event);
    },
    on: (listener) => add(ANY, listener),
    onEvent: (name, listener) => add(name, listener),
    clear: () => void emitter.removeAllListeners(),
  };
}
