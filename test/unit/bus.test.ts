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

  it('keeps the same listener subscribed twice as two subscriptions, each with its own unsubscribe', () => {
    const bus = createBus();
    const listener = jest.fn();
    const first = bus.on(listener);
    bus.on(listener);
    bus.emit(event('MODAL_OPEN'));
    expect(listener).toHaveBeenCalledTimes(2);
    first();
    bus.emit(event('MODAL_OPEN'));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('delivers to a listener added during an event only from the next one, and clear() drops every listener', () => {
    const bus = createBus();
    const late = jest.fn();
    bus.on(() => void bus.on(late));
    bus.on(jest.fn()); // two listeners already: the added one joins a list being delivered
    bus.emit(event('SEARCH_WALLET'));
    expect(late).not.toHaveBeenCalled();
    bus.emit(event('SEARCH_WALLET'));
    expect(late).toHaveBeenCalledTimes(1);
    bus.clear();
    bus.emit(event('SEARCH_WALLET'));
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('goes on delivering when a listener throws, and reports the error with the event', () => {
    const reported: [unknown, GateEvent][] = [];
    const bus = createBus({ onListenerError: (error, e) => void reported.push([error, e]) });
    const before = jest.fn();
    const after = jest.fn();
    const sameKind = jest.fn();
    const boom = new Error('host bug');
    bus.on(before);
    bus.onEvent('MODAL_OPEN', () => {
      throw boom;
    });
    bus.onEvent('MODAL_OPEN', sameKind);
    bus.on(after);

    expect(() => bus.emit(event('MODAL_OPEN'))).not.toThrow();
    expect(() => bus.emit(event('MODAL_OPEN'))).not.toThrow();
    bus.emit(event('MODAL_CLOSE'));

    expect(before).toHaveBeenCalledTimes(3);
    expect(after).toHaveBeenCalledTimes(3);
    expect(sameKind).toHaveBeenCalledTimes(2);
    expect(reported).toEqual([
      [boom, expect.objectContaining({ event: 'MODAL_OPEN' })],
      [boom, expect.objectContaining({ event: 'MODAL_OPEN' })],
    ]);
  });

  it('survives a reporter that throws too, and a listener that throws with no reporter', () => {
    const quiet = createBus();
    const reporting = createBus({
      onListenerError: () => {
        throw new Error('reporter bug');
      },
    });
    for (const bus of [quiet, reporting]) {
      const other = jest.fn();
      bus.on(() => {
        throw new Error('host bug');
      });
      bus.on(other);
      expect(() => bus.emit(event('SEND_SUCCESS'))).not.toThrow();
      expect(other).toHaveBeenCalledTimes(1);
    }
  });
});

describe('SPEC §9 max listeners (10)', () => {
  it('warns once per event when an eleventh listener is added (a likely leak), and never for ten', () => {
    const onTooManyListeners = jest.fn();
    const bus = createBus({ maxListeners: 10, onTooManyListeners });
    for (let i = 0; i < 10; i += 1) bus.onEvent('MODAL_OPEN', () => undefined);
    expect(onTooManyListeners).not.toHaveBeenCalled();
    bus.onEvent('MODAL_OPEN', () => undefined);
    bus.onEvent('MODAL_OPEN', () => undefined);
    expect(onTooManyListeners.mock.calls).toEqual([['MODAL_OPEN', 11]]);
    for (let i = 0; i < 11; i += 1) bus.on(() => undefined);
    expect(onTooManyListeners.mock.calls[1]).toEqual(['all events', 11]);
  });
});
