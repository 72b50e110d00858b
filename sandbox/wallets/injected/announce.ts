/** EIP-6963 discovery: announce now and on every `eip6963:requestProvider`; optionally the pre-6963 `window.ethereum`. */
import type { SandboxProvider } from './provider';

export interface Eip6963ProviderInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo;
  provider: SandboxProvider;
}

/** A v4 UUID (EIP-6963 wants one per page session); crypto.randomUUID exists only in secure contexts. */
function uuidV4(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] as number) & 0x0f) | 0x40;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Announces the provider and keeps answering requests; returns a function that stops answering. */
export function announceProvider(info: Omit<Eip6963ProviderInfo, 'uuid'>, provider: SandboxProvider): () => void {
  const detail: Eip6963ProviderDetail = Object.freeze({ info: Object.freeze({ uuid: uuidV4(), ...info }), provider });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  return () => window.removeEventListener('eip6963:requestProvider', announce);
}

/** What wallets did before EIP-6963: one global provider, and MetaMask's `ethereum#initialized` event. */
export function setLegacyProvider(provider: SandboxProvider): void {
  const w = window as unknown as { ethereum?: unknown };
  if (w.ethereum) return; // another wallet got there first, as happens with real extensions
  w.ethereum = provider;
  window.dispatchEvent(new Event('ethereum#initialized'));
}
