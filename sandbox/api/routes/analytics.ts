import { AnalyticsEventSchema, AnalyticsQuerySchema, type RecordedAnalytics } from '../../../src/core/api';
import type { ApiContext } from '../context';
import { json, parse, type Router } from '../http';

/** The most events kept; older ones are dropped first. */
const MAX_EVENTS = 10_000;

/** The analytics sink: POST /e records valid events; /sandbox/analytics reads them back or clears them. */
export function analyticsRoutes(router: Router, ctx: ApiContext): void {
  router.post('/e', async (req) => {
    const query = parse(AnalyticsQuerySchema, req.query, 'query');
    const event = parse(AnalyticsEventSchema, await req.body(), 'event');
    ctx.analytics.push({ query, event, receivedAt: new Date().toISOString() });
    if (ctx.analytics.length > MAX_EVENTS) ctx.analytics.splice(0, ctx.analytics.length - MAX_EVENTS);
    return json({ ok: true }, 202);
  });

  router.get('/sandbox/analytics', () => json({ events: ctx.analytics } satisfies RecordedAnalytics));
  router.delete('/sandbox/analytics', () => {
    ctx.analytics.length = 0;
    return json({ events: [] } satisfies RecordedAnalytics);
  });
}
