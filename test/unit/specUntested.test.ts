/**
 * Behaviour that was built but asserted by no test, each test named after its SPEC section.
 */
import { describe, expect, it } from '@jest/globals';
import { parseOptions } from '../../src/core/options';
import { SECURE_FRAME_ID, secureFrameUrl } from '../../src/core/embedded';
import { createFrameTransport } from '../../src/services/frame/transport';
import { STYLES } from '../../src/ui/styles';
import { toEmbeddedUser } from '../../sagas/embedded/login';
import { words } from '../helpers/words';

const NETWORK = {
  id: 31337,
  name: 'Sandbox A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};

describe('SPEC §1: the secure frame site has a default host', () => {
  it('is https://secure.walletconnect.org when the site names none, and the frame loads from it', () => {
    const result = parseOptions({ projectId: 'p', networks: [NETWORK] });
    if (!result.ok) throw new Error(words(result.error));
    expect(result.options.endpoints.secureSite).toBe('https://secure.walletconnect.org');
    const src = secureFrameUrl({ secureSite: result.options.endpoints.secureSite, projectId: 'p', chainId: null, version: '1.0.0', enableLogger: false });
    expect(new URL(src).origin).toBe('https://secure.walletconnect.org');
  });
});

describe('SPEC §2: the hidden secure frame', () => {
  it('carries projectId, chainId (default eip155:1), version and enableLogger', () => {
    const src = new URL(secureFrameUrl({ secureSite: 'https://frame.test', projectId: 'proj', chainId: null, version: '2.3.4', enableLogger: true }));
    expect(Object.fromEntries(src.searchParams)).toEqual({ projectId: 'proj', chainId: 'eip155:1', version: '2.3.4', enableLogger: 'true' });
    const chosen = new URL(secureFrameUrl({ secureSite: 'https://frame.test', projectId: 'proj', chainId: 'eip155:31337', version: '2.3.4', enableLogger: false }));
    expect(chosen.searchParams.get('chainId')).toBe('eip155:31337');
  });

  it('is a fixed iframe (id w3m-iframe, name w3m-secure-iframe, z-index 999999) appended to the body, hidden', () => {
    const transport = createFrameTransport(document, 'https://frame.test/?projectId=p');
    transport.mount();
    const iframe = document.getElementById(SECURE_FRAME_ID) as HTMLIFrameElement;
    expect(SECURE_FRAME_ID).toBe('w3m-iframe');
    expect(iframe.parentElement).toBe(document.body);
    expect(iframe.name).toBe('w3m-secure-iframe');
    expect(iframe.style.position).toBe('fixed');
    expect(iframe.style.zIndex).toBe('999999');
    expect(iframe.style.display).toBe('none');
    transport.remove();
  });
});

describe("SPEC §8: 'W3mFrame: iframe is not set'", () => {
  it('is thrown by a post to a frame that is not in the page', () => {
    const transport = createFrameTransport(document, 'https://frame.test/');
    expect(() => transport.post({ type: '@w3m-app/GET_CHAIN_ID', id: '1' } as never)).toThrow('W3mFrame: iframe is not set');
  });
});

describe('SPEC §2: animation durations', () => {
  it('header text 120 ms, modal height 150 ms, view transition 150 ms, each used by its animation', () => {
    expect(STYLES).toContain('--_header-ms: 120ms');
    expect(STYLES).toContain('--_height-ms: 150ms');
    expect(STYLES).toContain('--_view-ms: 150ms');
    // each on the class a timer holds for the duration (src/ui/hooks/useMotionWindow.ts)
    expect(STYLES).toMatch(/\.wg-title-entering \{[^}]*animation: wg-fade-in var\(--_header-ms\)/);
    expect(STYLES).toMatch(/\.wg-body-resizing \{[^}]*transition: height var\(--_height-ms\)/);
    expect(STYLES).toMatch(/\.wg-view-entering \{[^}]*animation: wg-view-in var\(--_view-ms\)/);
  });
});

describe('SPEC §9: fallback last-used chain 1', () => {
  it("a frame user whose chain id cannot be read lands on chain 1", () => {
    const user = toEmbeddedUser({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 'eip155:x', email: null } as never, null);
    expect(user.chainId).toBe(1);
    const known = toEmbeddedUser({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 'eip155:31337', email: null } as never, null);
    expect(known.chainId).toBe(31337);
  });
});
