import { call, fork, select, take } from 'redux-saga/effects';
import type { EventChannel } from 'redux-saga';
import { selectConfig } from '../slices';
import { createAnalyticsClient, type AnalyticsClient } from '../src/services/analytics';
import type { GateEvent } from '../src/events/bus';
import { createBusChannel } from './channels/bus';
import { withBackoff } from './backoff';
import type { WalletGateDeps } from './deps';

function* sendEvent(deps: WalletGateDeps, client: AnalyticsClient, event: GateEvent) {
  try {
    yield call([client, client.send], {
      eventId: deps.randomId(),
      url: deps.location?.href ?? '',
      domain: deps.location?.hostname ?? '',
      timestamp: event.timestamp,
      props: { type: event.type, event: event.event, ...(event.properties ? { properties: event.properties } : {}) },
    });
  } catch {
    // Analytics never disturbs the visitor: a lost event is dropped.
  }
}

/**
 * Posts bus events to /e only when analytics is on in the options AND in the remote config.
 * With analytics off, no request at all leaves the page (not even the config fetch).
 */
export function* watchAnalytics(deps: WalletGateDeps) {
  const config: ReturnType<typeof selectConfig> = yield select(selectConfig);
  if (!config?.features.analytics || !config.projectId) return;
  // Subscribe first so events raised while the remote switch is read are not lost.
  const channel: EventChannel<GateEvent> = yield call(createBusChannel, deps.bus);
  try {
    const client = createAnalyticsClient({
      fetch: deps.fetch,
      catalogApi: config.endpoints.catalogApi,
      analyticsApi: config.endpoints.analyticsApi,
      projectId: config.projectId,
      sdkType: config.sdkType,
      sdkVersion: config.sdkVersion,
    });
    let enabled = false;
    try {
      enabled = yield call(withBackoff, () => client.isEnabled());
    } catch {
      enabled = false;
    }
    if (!enabled) return;
    while (true) {
      const event: GateEvent = yield take(channel);
      yield fork(sendEvent, deps, client, event);
    }
  } finally {
    channel.close();
  }
}
