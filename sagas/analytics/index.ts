import { call, select } from 'redux-saga/effects';
import type { EventChannel } from 'redux-saga';
import { selectConfig } from '../../slices';
import type { GateEvent } from '../../src/events/bus';
import { createBusChannel } from '../channels/bus';
import type { WalletGateDeps } from '../deps';

/**
 * Analytics on in the options: subscribe to the bus at once (the channel holds events), load the sink only when the
 * first event arrives. With analytics off in the options, nothing is subscribed, loaded or sent.
 */
export function* watchAnalytics(deps: WalletGateDeps) {
  const config: ReturnType<typeof selectConfig> = yield select(selectConfig);
  if (!config?.features.analytics || !config.projectId) return;
  const channel: EventChannel<GateEvent> = yield call(createBusChannel, deps.bus);
  try {
    const first: GateEvent[] = yield call(waitForFirstEvent, channel);
    // the first event is usually the modal opening: its dialog paints before the sink's chunk is fetched
    yield call(deps.afterPaint);
    const { runAnalyticsSink }: SinkModule = yield call(loadSink);
    yield call(runAnalyticsSink, deps, channel, first);
  } finally {
    channel.close();
  }
}

const loadSink = () => import(/* webpackChunkName: "flows-analytics" */ './sink');
type SinkModule = Awaited<ReturnType<typeof loadSink>>;

function waitForFirstEvent(channel: EventChannel<GateEvent>): Promise<GateEvent[]> {
  return new Promise((resolve) => channel.take((event) => resolve([event as GateEvent])));
}
