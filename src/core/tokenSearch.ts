/** What a token picker's search box matches: the query, trimmed and case-blind, within the token's name or symbol. */
export function tokenMatches(token: { name: string; symbol: string }, query: string): boolean {
  const q = query.trim().toLowerCase();
  return !q || token.name.toLowerCase().includes(q) || token.symbol.toLowerCase().includes(q);
}
