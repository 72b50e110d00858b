/** What parseAppEvent / parseFrameEvent return: the typed message, or one readable reason. */
export type ParseResult<T> = { success: true; data: T } | { success: false; error: string };

/** A zod schema as the parsers use it (classic or mini). */
interface MessageSchema {
  safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * A discriminated union by lookup: the message's `type` picks its one strict schema; an unknown type fails.
 * (A plain lookup, not zod's discriminatedUnion: same result, and that class stays out of the widget's first bundle.)
 */
export function parseByType<T>(schemas: ReadonlyMap<string, MessageSchema>, data: unknown): ParseResult<T> {
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
  const schema = typeof type === 'string' ? schemas.get(type) : undefined;
  if (!schema) return { success: false, error: describeIssues([{ path: ['type'], message: 'Unknown message type' }]) };
  const result = schema.safeParse(data);
  return result.success ? { success: true, data: result.data as T } : { success: false, error: describeIssues(result.error.issues) };
}

function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const first = issues[0];
  if (!first) return 'Invalid message';
  const where = first.path.length ? ` at ${first.path.map(String).join('.')}` : '';
  return `${first.message}${where}`;
}
