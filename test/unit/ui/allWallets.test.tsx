import { catalogWallet, hex64 } from '../../helpers/catalog';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogRetryRequested, catalogRowsShown, catalogSearchChanged, configured, connectorAnnounced, opened, pushed, selectMergedConnectors, walletSelected, type CatalogWallet } from '../../../slices';
import { catalogHighlightsLoaded, catalogPageFailed, catalogPageLoaded, catalogSearchLoaded } from '../../../slices/walletCatalog';
import { assetImageLoaded } from '../../../slices/assets';
import { GRID, gridWindow } from '../../../src/core/walletGrid';
import { countTag } from '../../../src/ui/views/Connect/AllWalletsButton';
import { configure, useModalUnderTest } from './helpers';

/** The All Wallets view: state set with the slices' actions, clicks checked by what they dispatch. */
const start = useModalUnderTest();
type Setup = ReturnType<typeof start>;

const wallet = (n: number, extra: Partial<CatalogWallet> = {}): CatalogWallet => catalogWallet(n, extra);
const wallets = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => wallet(from + i));

/** Configured, the catalogue holding `loaded` entries of `count`, the modal open on All Wallets (its chunk loaded). */
async function onAllWallets(loaded: CatalogWallet[], count = loaded.length) {
  const t = start();
  await t.dispatch(configure());
  if (loaded.length > 0 || count > 0) await t.dispatch(catalogPageLoaded({ page: Math.ceil(loaded.length / 40) || 1, wallets: loaded, count }));
  await t.dispatch(opened({ view: 'AllWallets' }));
  await t.ui.findByRole('searchbox', { name: 'Search wallets' });
  return t;
}

const listOf = (t: Setup) => within(t.ui.getByRole('list', { name: 'Wallets' }));
/** The skeletons' live region ("Loading wallets"): the modal has other status regions (notifications). */
const loadingStatus = (t: Setup) => t.ui.getAllByRole('status').find((el) => el.getAttribute('aria-busy') === 'true' && el.textContent === 'Loading wallets');
const payloads = (t: Setup, type: string) => t.actionsOf(type).map((a) => (a as { payload?: unknown }).payload);

describe('All Wallets: a virtualised grid', () => {
  it('renders only a window of rows for 1,000 entries, and moves it on scroll', async () => {
    const t = await onAllWallets(wallets(1, 1000));
    expect(t.ui.getByRole('heading', { name: 'All Wallets' })).toBeTruthy();
    const items = listOf(t).getAllByRole('listitem');
    const { firstRow, lastRow } = gridWindow(1000, 0, GRID.fallbackViewport);
    expect(items).toHaveLength((lastRow - firstRow + 1) * GRID.columns);
    expect(items.length).toBeLessThan(40);
    expect(items[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(items[0]!.getAttribute('aria-setsize')).toBe('1000');
    expect(listOf(t).getByRole('button', { name: 'Wallet 1' })).toBeTruthy();
    expect(listOf(t).queryByRole('button', { name: 'Wallet 500' })).toBeNull();

    // Scroll to row 120 (wallets 481–484 at the top of the viewport).
    const viewport = t.shadow.querySelector<HTMLElement>('.wg-aw-viewport')!;
    await act(async () => {
      viewport.scrollTop = 120 * GRID.rowHeight;
      fireEvent.scroll(viewport);
    });
    const moved = listOf(t).getAllByRole('listitem');
    expect(moved.length).toBeLessThan(40);
    expect(listOf(t).getByRole('button', { name: 'Wallet 481' })).toBeTruthy();
    expect(listOf(t).queryByRole('button', { name: 'Wallet 1' })).toBeNull();
    expect(moved[0]!.getAttribute('aria-posinset')).toBe(String((120 - GRID.overscanRows) * GRID.columns + 1));
  });

  it('dispatches nothing by rendering tiles without images, and shows an image once loaded', async () => {
    const t = await onAllWallets(wallets(1, 40), 1000);
    // Only what the test dispatched: rendering the grid (and its missing images) asks the store for nothing.
    expect(t.types()).toEqual([configured.type, catalogPageLoaded.type, opened.type]);
    expect(listOf(t).getByRole('button', { name: 'Wallet 1' }).querySelector('img')).toBeNull();
    await t.dispatch(assetImageLoaded({ kind: 'wallet', id: 'img-2', url: 'blob:http://host.test/2' }));
    const tile = listOf(t).getByRole('button', { name: 'Wallet 2' });
    expect(tile.querySelector('img')?.getAttribute('src')).toBe('blob:http://host.test/2');
    expect(t.types()).toEqual([configured.type, catalogPageLoaded.type, opened.type, assetImageLoaded.type]);
  });

  it('tells the store where the visitor scrolled, once per new top row, and nothing else', async () => {
    const t = await onAllWallets(wallets(1, 40), 1000);
    const viewport = t.shadow.querySelector<HTMLElement>('.wg-aw-viewport')!;
    const scrollTo = (px: number) =>
      act(async () => {
        viewport.scrollTop = px;
        fireEvent.scroll(viewport);
      });
    await scrollTo(5 * GRID.rowHeight);
    await scrollTo(5 * GRID.rowHeight + 30); // still row 5 at the top
    await scrollTo(2 * GRID.rowHeight);
    expect(payloads(t, catalogRowsShown.type)).toEqual([
      { topRow: 5, viewportHeight: GRID.fallbackViewport },
      { topRow: 2, viewportHeight: GRID.fallbackViewport },
    ]);
    expect(t.types()).toEqual([configured.type, catalogPageLoaded.type, opened.type, catalogRowsShown.type, catalogRowsShown.type]);
  });
});

describe('All Wallets: search', () => {
  it('dispatches every keystroke, shows skeletons while waiting, then the results', async () => {
    const t = await onAllWallets(wallets(1, 40), 1000);
    const user = userEvent.setup();
    await user.type(t.ui.getByRole('searchbox', { name: 'Search wallets' }), 'oak');
    expect(payloads(t, catalogSearchChanged.type)).toEqual(['o', 'oa', 'oak']);
    expect(loadingStatus(t)).toBeTruthy();
    expect(t.ui.queryByRole('list', { name: 'Wallets' })).toBeNull();

    await t.dispatch(catalogSearchLoaded({ query: 'oak', wallets: [wallet(7, { name: 'Oak Wallet' })], count: 1 }));
    expect(listOf(t).getAllByRole('button')).toEqual([listOf(t).getByRole('button', { name: 'Oak Wallet' })]);

    // (user.clear cannot focus inside a shadow root in jsdom)
    await act(async () => {
      fireEvent.change(t.ui.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: '' } });
    });
    expect(payloads(t, catalogSearchChanged.type).at(-1)).toBe('');
    // The list was kept (hidden) during the search and is shown again. jsdom never refreshes the computed style
    // of a shadow-tree node whose `hidden` went away, so look it up including hidden elements, and check the attribute.
    const list = t.ui.getByRole('list', { name: 'Wallets', hidden: true });
    expect(list.closest('[hidden]')).toBeNull();
    expect(within(list).getByRole('button', { name: 'Wallet 1', hidden: true })).toBeTruthy();
  });

  it('shows "No wallets found" for a search without results', async () => {
    const t = await onAllWallets(wallets(1, 40), 1000);
    await t.dispatch(catalogSearchChanged('zzz'));
    await t.dispatch(catalogSearchLoaded({ query: 'zzz', wallets: [], count: 0 }));
    expect(t.ui.getByText('No wallets found')).toBeTruthy();
  });
});

describe('All Wallets: picking a wallet', () => {
  it('dispatches walletSelected with the installed connector id when the rdns matches', async () => {
    const t = await onAllWallets(wallets(1, 40), 40);
    await t.dispatch(connectorAnnounced({ id: 'io.wallet3', name: 'Wallet Three', type: 'ANNOUNCED', chain: 'eip155', rdns: 'com.wallet3' }));
    await t.dispatch(assetImageLoaded({ kind: 'wallet', id: 'img-3', url: 'blob:http://host.test/3' }));
    const user = userEvent.setup();

    // named by what it shows, in reading order (WCAG 2.5.3: the visible label is in the name)
    const installed = listOf(t).getByRole('button', { name: 'Wallet 3 Installed' });
    expect(within(installed).getByText('Installed')).toBeTruthy();
    await user.click(installed);
    expect(payloads(t, walletSelected.type)).toEqual([
      { walletId: hex64(3), name: 'Wallet 3', rdns: 'com.wallet3', imageUrl: 'blob:http://host.test/3', connectorId: 'io.wallet3' },
    ]);

    const other = listOf(t).getByRole('button', { name: 'Wallet 4' });
    expect(within(other).queryByText('Installed')).toBeNull();
    await user.click(other);
    expect(payloads(t, walletSelected.type)[1]).toEqual({ walletId: hex64(4), name: 'Wallet 4', rdns: 'com.wallet4' });
  });
});

describe('SPEC §3 installed wallets linked to their catalogue entries (explorerId / imageId)', () => {
  it('a Wallet Standard wallet (no rdns) is its catalogue entry by name: one tile, Installed, picked through its connector', async () => {
    const t = await onAllWallets(wallets(1, 40), 40);
    await t.dispatch(connectorAnnounced({ id: 'ws:Wallet 5', name: 'Wallet 5', type: 'ANNOUNCED', chain: 'solana', imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+' }));
    const user = userEvent.setup();
    const tiles = listOf(t).getAllByRole('button', { name: 'Wallet 5 Installed' });
    expect(tiles).toHaveLength(1);
    expect(within(tiles[0]!).getByText('Installed')).toBeTruthy();
    await user.click(tiles[0]!);
    expect(payloads(t, walletSelected.type)[0]).toMatchObject({ walletId: hex64(5), connectorId: 'ws:Wallet 5' });
    expect(selectMergedConnectors(t.state()).find((c) => c.id === 'ws:Wallet 5')).toMatchObject({ explorerId: hex64(5), imageId: 'img-5' });
  });

  it('Connect lists an installed wallet once even when the catalogue recommends it, carrying the catalogue id', async () => {
    const t = start();
    await t.dispatch(configure({ features: { email: false, socials: false } }));
    await t.dispatch(connectorAnnounced({ id: 'ws:Wallet 2', name: 'Wallet 2', type: 'ANNOUNCED', chain: 'solana' }));
    await t.dispatch(assetImageLoaded({ kind: 'wallet', id: 'img-2', url: 'blob:http://host.test/2' }));
    await t.dispatch(catalogHighlightsLoaded({ featured: [], recommended: [wallet(2), wallet(7)], count: 2 }));
    await t.dispatch(opened({ view: 'Connect' }));
    const wallets2 = t.ui.getAllByRole('button', { name: /^Wallet 2/ });
    expect(wallets2).toHaveLength(1);
    expect(wallets2[0]!.textContent).toContain('Installed');
    // it announced no icon: it shows its catalogue entry's image (SPEC §3 imageId)
    expect(wallets2[0]!.querySelector('img')?.getAttribute('src')).toBe('blob:http://host.test/2');
    expect(t.ui.getByRole('button', { name: /^Wallet 7/ })).toBeTruthy();
  });
});

describe('All Wallets: loading, empty and error states', () => {
  it('shows skeletons before the first page', async () => {
    const t = await onAllWallets([], 0);
    expect(loadingStatus(t)).toBeTruthy();
  });

  it('shows "No wallets found" for an empty catalogue', async () => {
    const t = start();
    await t.dispatch(configure());
    await t.dispatch(catalogPageLoaded({ page: 1, wallets: [], count: 0 }));
    await t.dispatch(opened({ view: 'AllWallets' }));
    expect(await t.ui.findByText('No wallets found')).toBeTruthy();
  });

  it('shows the error with "Try again", which asks the saga to retry', async () => {
    const t = await onAllWallets([], 0);
    await t.dispatch(catalogPageFailed({ code: 'httpStatus', params: { status: 500 } }));
    // the modal's notification region is an alert too: take the one holding the message
    const alert = t.ui.getAllByRole('alert').find((el) => el.textContent?.includes('Could not load the wallets.'))!;
    expect(alert).toBeTruthy();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(t.actionsOf(catalogRetryRequested.type)).toHaveLength(1);
  });
});

describe('Connect: the way into All Wallets', () => {
  it('shows "All wallets" with the catalogue count, and pushes AllWallets', async () => {
    const t = start();
    await t.dispatch(configure());
    await t.dispatch(catalogHighlightsLoaded({ featured: [], recommended: wallets(1, 4), count: 1203 }));
    await t.dispatch(opened({ view: 'Connect' }));
    const section = within(t.ui.getByRole('region', { name: 'Wallets' }));
    // featured/recommended join the Connect list
    expect(section.getByRole('button', { name: 'Wallet 1' })).toBeTruthy();
    const button = section.getByRole('button', { name: 'All wallets 1,200+' });
    expect(within(button).getByText('1,200+')).toBeTruthy();
    await userEvent.setup().click(button);
    expect(payloads(t, pushed.type)).toEqual([{ view: 'AllWallets' }]);
  });

  it('is absent when the allWallets feature is off', async () => {
    const t = start();
    await t.dispatch(configure({ features: { allWallets: false } }));
    await t.dispatch(opened({ view: 'Connect' }));
    expect(t.ui.queryByRole('button', { name: /^All wallets/ })).toBeNull();
  });

  it('formats the count tag', () => {
    expect([0, 7, 10, 43, 1000, 1203].map((n) => countTag(n))).toEqual([null, '7', '10+', '40+', '1,000+', '1,200+']);
  });
});

describe('All Wallets: "Certified only" (SPEC §7 getWallets badge_type)', () => {
  it('is a labelled checkbox that says what the visitor chose, and shows the state it is given', async () => {
    const user = userEvent.setup();
    const t = await onAllWallets(wallets(1, 8));
    const box = t.ui.getByRole('checkbox', { name: 'Certified only' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await user.click(box);
    expect(payloads(t, 'walletGate/walletCatalog/certifiedOnlyChanged')).toEqual([true]);
    expect((t.ui.getByRole('checkbox', { name: 'Certified only' }) as HTMLInputElement).checked).toBe(true);
  });
});
