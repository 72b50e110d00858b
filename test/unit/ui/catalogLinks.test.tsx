import { describe, expect, it } from '@jest/globals';
import { opened, pushed } from '../../../slices';
import { catalogHighlightsLoaded } from '../../../slices/walletCatalog';
import { wcConnectRequested, wcUriReceived } from '../../../slices/walletConnect';
import { GetWalletsResponseSchema } from '../../../src/core/api/catalog';
import { catalogWallet } from '../../helpers/catalog';
import { configure, useModalUnderTest } from './helpers';

/** A catalogue entry with hostile links, entering as the catalogue client parses it. */
const start = useModalUnderTest();
const URI = `wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=${'ab'.repeat(32)}`;

describe('a catalogue wallet whose links are javascript:', () => {
  it.each([true, false])('never puts them in the DOM (mobile: %s); the QR code is still there', async (mobile) => {
    const { data } = GetWalletsResponseSchema.parse({
      data: [catalogWallet(7, { name: 'Evil', mobile_link: 'javascript:alert(1)//', desktop_link: 'javascript:alert(2)//', webapp_link: 'javascript:alert(3)' })],
      count: 1,
    });
    const evil = data[0]!;
    const t = start();
    await t.dispatch(configure());
    await t.dispatch(opened({ view: 'Connect' }));
    await t.dispatch(catalogHighlightsLoaded({ featured: [evil], recommended: [], count: 1 }));
    await t.dispatch(pushed({ view: 'ConnectingWalletConnect', data: { walletId: evil.id, name: 'Evil' } }));
    await t.dispatch(wcConnectRequested({ mobile }));
    await t.dispatch(wcUriReceived({ uri: URI, expiry: Date.now() + 240_000 }));
    expect(await t.ui.findByRole('img', { name: 'QR code for Evil' })).toBeTruthy();
    expect(t.ui.queryAllByRole('link').filter((a) => /javascript:/i.test(a.getAttribute('href') ?? ''))).toEqual([]);
    expect(t.ui.queryByRole('link', { name: /^(Open|Try again)/ })).toBeNull();
    expect(t.shadow.innerHTML).not.toMatch(/javascript:/i);
  });
});
