/**
 * The per-instance event bus: tracking events of SPEC §8 and the public instance events. Two listener sets
 * are all it needs, so it keeps them itself; eventemitter3 stays with the EIP-1193 providers, out of the
 * first bundle.
 */

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
  type Listener = (event: GateEvent) => void;
  const listeners = new Map<string, Set<Listener>>();
  const add = (key: string, listener: Listener) => {
    let set = listeners.get(key);
    if (!set) listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => void set.delete(listener);
  };
  // A listener added or removed while an event is delivered takes effect from the next event.
  const deliver = (key: string, event: GateEvent) => {
    for (const listener of [...(listeners.get(key) ?? [])]) listener(event);
  };
  return {
    emit(event) {
      deliver('*', event);
      deliver(event.event, event);
    },
    on: (listener) => add('*', listener),
    onEvent: (name, listener) => add(name, listener),
    clear: () => listeners.clear(),
  };
}
