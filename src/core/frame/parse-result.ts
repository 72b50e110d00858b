/** What parseAppEvent / parseFrameEvent return: the typed message, or one readable reason. */
export type ParseResult<T> = { success: true; data: T } | { success: false; error: string };

export function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const first = issues[0];
  if (!first) return 'Invalid message';
  const where = first.path.length ? ` at ${first.path.map(String).join('.')}` : '';
  return `${first.message}${where}`;
}
