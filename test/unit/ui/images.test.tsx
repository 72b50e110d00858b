import { describe, expect, it } from '@jest/globals';
import { fireEvent } from '@testing-library/react';
import { assetImageLoaded, opened } from '../../../slices';
import { connectedTo } from '../../helpers/connection';
import { NETWORK, configure, useModalUnderTest } from './helpers';
import { TEST_ENDPOINTS } from '../../helpers/makeTestStore';

/**
 * SPEC §3 image registry in the views: a network shows its registry image instead of initials, an image URL from
 * outside is checked by scheme (SPEC §5), and a failed image falls back to the initials, never a broken image.
 */
const start = useModalUnderTest();
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const NETWORK_B = { ...NETWORK, id: 31338, name: 'Sandbox B' };

async function onNetworks() {
  const t = start();
  await t.dispatch(configure({ networks: [NETWORK, NETWORK_B] }));
  await t.dispatch(connectedTo({ caipNetworkId: 'eip155:31337', address: ADDRESS, walletInfo: { name: 'Sandbox Wallet', type: 'ANNOUNCED' } }));
  await t.dispatch(opened({ view: 'Networks' }));
  return t;
}

const itemOf = (t: Awaited<ReturnType<typeof onNetworks>>, name: string) => t.ui.getByRole('button', { name: new RegExp(name) });

describe('SPEC §3 network images from the image registry', () => {
  it('shows initials until the registry has the image, then the image', async () => {
    const t = await onNetworks();
    expect(itemOf(t, 'Sandbox A').querySelector('img')).toBeNull();
    expect(itemOf(t, 'Sandbox A').textContent).toContain('S');
    await t.dispatch(assetImageLoaded({ kind: 'network', id: 'eip155:31337', url: 'blob:http://host.test/1' }));
    expect(itemOf(t, 'Sandbox A').querySelector('img')?.getAttribute('src')).toBe('blob:http://host.test/1');
    expect(itemOf(t, 'Sandbox B').querySelector('img')).toBeNull();
  });

  it('a failed image falls back to the initials (SPEC §3), never a broken-image icon', async () => {
    const t = await onNetworks();
    await t.dispatch(assetImageLoaded({ kind: 'network', id: 'eip155:31338', url: 'blob:http://host.test/2' }));
    const img = itemOf(t, 'Sandbox B').querySelector('img')!;
    fireEvent.error(img);
    expect(itemOf(t, 'Sandbox B').querySelector('img')).toBeNull();
    expect(itemOf(t, 'Sandbox B').querySelector('[aria-hidden="true"]')?.textContent).toBe('S');
  });

  it.each([
    ['http://tracker.example/n.png', false], // SPEC §5: plain http only from loopback or the configured API
    ['http://api.test/public/getAssetImage/eip155:31338', true], // the configured API (test endpoints)
    ['http://127.0.0.1:3001/n.svg', true],
    ['https://cdn.example/n.png', true],
  ])('a site network image %s reaches the DOM: %s (SPEC §5 scheme check)', async (url, shown) => {
    const t = start();
    await t.dispatch(configure({ networks: [NETWORK, { ...NETWORK_B, imageUrl: url }], endpoints: TEST_ENDPOINTS }));
    await t.dispatch(opened({ view: 'Networks' }));
    const img = itemOf(t, 'Sandbox B').querySelector('img');
    expect(img?.getAttribute('src') ?? null).toBe(shown ? url : null);
  });
});
