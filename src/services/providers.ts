/** EIP-1193 providers live here, per instance, never in the store (ARCHITECTURE: state is serializable). */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown;
}

export interface ProviderRegistry {
  get(connectorId: string): Eip1193Provider | undefined;
  set(connectorId: string, provider: Eip1193Provider): void;
  has(connectorId: string): boolean;
  /** the connector id a provider object was registered under, if any */
  idOf(provider: unknown): string | undefined;
}

export function createProviderRegistry(): ProviderRegistry {
  const byId = new Map<string, Eip1193Provider>();
  return {
    get: (id) => byId.get(id),
    set: (id, provider) => void byId.set(id, provider),
    has: (id) => byId.has(id),
    idOf: (provider) => [...byId].find(([, p]) => p === provider)?.[0],
  };
}
