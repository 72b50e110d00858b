import { describe, expect, it, jest } from '@jest/globals';
import { createBus, type GateEvent } from '../../src/events/bus';

const event = (name: GateEvent['event']): GateEvent => ({ type: 'track', event: name, timestamp: 1 });

describe('the event bus', () => {
  it('gives every event to `on` listeners and one event kind to `onEvent` listeners, until they unsubscribe', () => {
    const bus = createBus();
    const all = jest.fn();
    const opens = jest.fn();
    const stopAll = bus.on(all);
    const stopOpens = bus.onEvent('MODAL_OPEN', opens);
    bus.emit(event('MODAL_OPEN'));
    bus.emit(event('MODAL_CLOSE'));
    expect(all.mock.calls.map(([e]) => (e as GateEvent).event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE']);
    expect(opens).toHaveBeenCalledTimes(1);

    stopOpens();
    bus.emit(event('MODAL_OPEN'));
    expect(opens).toHaveBeenCalledTimes(1);
    expect(all).toHaveBeenCalledTimes(3);
    stopAll();
    stopAll(); // twice is harmless
    bus.emit(event('MODAL_OPEN'));
    expect(all).toHaveBeenCalledTimes(3);
  });

  it('delivers to a listener added during an event only from the next one, and clear() drops every listener', () => {
    const bus = createBus();
    const late = jest.fn();
    bus.on(() => void bus.on(late));
    bus.emit(event('SEARCH_WALLET'));
    expect(late).not.toHaveBeenCalled();
    bus.emit(event('SEARCH_WALLET'));
    expect(late).toHaveBeenCalledTimes(1);
    bus.clear();
    bus.emit(event('SEARCH_WALLET'));
    expect(late).toHaveBeenCalledTimes(1);
  });
});
