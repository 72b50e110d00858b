import { buffers, eventChannel } from 'redux-saga';
import type { Bus, GateEvent } from '../../src/events/bus';

/** Bus events as a saga channel; a sliding buffer keeps the newest events if the consumer is slow. */
export function createBusChannel(bus: Bus, bufferSize = 100) {
  return eventChannel<GateEvent>((emit) => bus.on(emit), buffers.sliding(bufferSize));
}
