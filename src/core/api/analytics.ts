/** Analytics events posted to /e (SPEC §7, §8 tracking events). */
import { z } from 'zod/mini';

export const AnalyticsQuerySchema = z.object({
  projectId: z.string().check(z.minLength(1)),
  st: z.string().check(z.minLength(1)),
  sv: z.string().check(z.minLength(1)),
});
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

export const AnalyticsEventSchema = z.object({
  eventId: z.string().check(z.minLength(1), z.maxLength(100)),
  url: z.string().check(z.maxLength(2000)),
  domain: z.string().check(z.maxLength(500)),
  /** ms since the epoch */
  timestamp: z.int().check(z.nonnegative()),
  props: z.object({
    type: z.string().check(z.minLength(1), z.maxLength(50)),
    event: z.string().check(z.minLength(1), z.maxLength(100)),
    properties: z.optional(z.record(z.string(), z.unknown())),
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
