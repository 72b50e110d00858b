import { call, fork, select, take } from 'redux-saga/effects';
import type { EventChannel } from 'redux-saga';
import { selectConfig } from '../../slices';
import { createAnalyticsClient, type AnalyticsClient } from '../../src/services/analytics';
import type { GateEvent } from '../../src/events/bus';
import { withBackoff, withTimeout } from '../backoff';
import type { WalletGateDeps } from '../deps';

function* sendEvent(deps: WalletGateDeps, client: AnalyticsClient, event: GateEvent) {
  try {
    const body = {
      eventId: deps.randomId(),
      url: deps.location?.href ?? '',
      domain: deps.location?.hostname ?? '',
      timestamp: event.timestamp,
      props: { type: event.type, event: event.event, ...(event.properties ? { properties: event.properties } : {}) },
    };
    // under the request timeout: an event the API never answers is dropped, not left open for the page's life
    yield call(withTimeout<void>, (signal) => client.send(body, signal));
  } catch {
    // Analytics never disturbs the visitor: a lost event is dropped.
  }
}

/**
 * Posts bus events to /e only when analytics is on in the remote config. Its caller has already checked the
 * options and subscribed `channel` before the first event, so nothing raised while this module loaded is lost.
 */
export function* runAnalyticsSink(deps: WalletGateDeps, channel: EventChannel<GateEvent>, earlier: GateEvent[] = []) {
  const config: ReturnType<typeof selectConfig> = yield select(selectConfig);
  if (!config) return;
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
      enabled = yield call(withBackoff, (signal: AbortSignal) => client.isEnabled(signal));
    } catch {
      enabled = false;
    }
    if (!enabled) return;
    for (const event of earlier) yield fork(sendEvent, deps, client, event);
    while (true) {
      const event: GateEvent = yield take(channel);
      yield fork(sendEvent, deps, client, event);
    }
  } finally {
    channel.close();
  }
}
