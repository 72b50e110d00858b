/**
 * UniversalProvider's session events as the widget reads them, checked before they are read: a malformed one is
 * ignored, never a throw into the provider's emitter (found by fuzzing). Extra keys stay (loose objects);
 * only these fields are read.
 */
import { z } from 'zod/mini';

const topicOnly = z.looseObject({ topic: z.string() });

export const sessionEventSchema = z.looseObject({
  topic: z.string(),
  params: z.looseObject({ event: z.looseObject({ name: z.string(), data: z.unknown() }), chainId: z.optional(z.unknown()) }),
});

export const sessionUpdateSchema = z.looseObject({
  topic: z.string(),
  params: z.looseObject({
    namespaces: z.record(z.string(), z.optional(z.looseObject({ accounts: z.array(z.string()), chains: z.optional(z.array(z.string())) }))),
  }),
});

/** The topic a session event names, or undefined when it names none. */
export const topicOf = (payload: unknown): string | undefined => topicOnly.safeParse(payload).data?.topic;

/** The accounts a chain's accountsChanged session event carries, on a chain of `namespace`; null for any other event. */
export function accountsChangedOn(payload: unknown, namespace: string, topic: string | undefined): unknown[] | null {
  const parsed = sessionEventSchema.safeParse(payload);
  if (!parsed.success || parsed.data.topic !== topic) return null;
  const { event, chainId } = parsed.data.params;
  if (typeof chainId !== 'string' || !chainId.startsWith(`${namespace}:`) || event.name !== 'accountsChanged') return null;
  return Array.isArray(event.data) ? event.data : [];
}
