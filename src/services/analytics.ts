/** The analytics client: reads the remote switch and posts events to /e (SPEC §7). Used only by the analytics saga. */
import { z } from 'zod/mini';
import { createHttpClient, type FetchLike } from './http';

const analyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() });

interface AnalyticsEventBody {
  eventId: string;
  url: string;
  domain: string;
  timestamp: number;
  props: { type: 'track'; event: string; properties?: Record<string, string | number | boolean | null> };
}

export interface AnalyticsClient {
  isEnabled(signal?: AbortSignal): Promise<boolean>;
  send(body: AnalyticsEventBody, signal?: AbortSignal): Promise<void>;
}

export function createAnalyticsClient(opts: {
  fetch: FetchLike;
  catalogApi: string;
  analyticsApi: string;
  projectId: string;
  sdkType: string;
  sdkVersion: string;
}): AnalyticsClient {
  const query = { projectId: opts.projectId, st: opts.sdkType, sv: opts.sdkVersion };
  const catalog = createHttpClient({ baseUrl: opts.catalogApi, fetch: opts.fetch, query });
  const pulse = createHttpClient({ baseUrl: opts.analyticsApi, fetch: opts.fetch, query });
  return {
    async isEnabled(signal) {
      const config = await catalog.get({ path: '/getAnalyticsConfig', schema: analyticsConfigSchema, signal });
      return config.isAnalyticsEnabled;
    },
    async send(body, signal) {
      await pulse.post({ path: '/e', body, schema: z.unknown(), ...(signal ? { signal } : {}) });
    },
  };
}
