/** Analytics events posted to /e (SPEC §7, §8 tracking events). */
import { z } from 'zod';

export const AnalyticsQuerySchema = z.object({
  projectId: z.string().min(1),
  st: z.string().min(1),
  sv: z.string().min(1),
});
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

export const AnalyticsEventSchema = z.object({
  eventId: z.string().min(1).max(100),
  url: z.string().max(2000),
  domain: z.string().max(500),
  /** ms since the epoch */
  timestamp: z.number().int().nonnegative(),
  props: z.object({
    type: z.string().min(1).max(50),
    event: z.string().min(1).max(100),
    properties: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

export const AnalyticsAcceptedSchema = z.object({ ok: z.literal(true) });

/** GET /sandbox/analytics (sandbox only): what /e received, oldest first. */
export const RecordedAnalyticsSchema = z.object({
  events: z.array(
    z.object({ query: AnalyticsQuerySchema, event: AnalyticsEventSchema, receivedAt: z.iso.datetime() }),
  ),
});
export type RecordedAnalytics = z.infer<typeof RecordedAnalyticsSchema>;
