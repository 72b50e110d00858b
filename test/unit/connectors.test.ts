import { linkToCatalog, mergeConnectors, orderWalletList, recentWalletsToStore, type Connector } from '../../src/core/connectors';
import { CONNECTOR_ORDER } from '../../src/core/constants';
import { recentWalletsRestored, recentWalletUsed, selectRecentWallets } from '../../slices';
import { makeTestStore } from '../helpers/makeTestStore';

const c = (id: string, name: string, chain: Connector['chain'], type: Connector['type'] = 'ANNOUNCED'): Connector => ({ id, name, chain, type });

describe('connector rules (SPEC §3)', () => {
  it('merges connectors sharing a name across chains into one multi-chain eip155 entry', () => {
    const merged = mergeConnectors([c('a-evm', 'Phantom', 'eip155'), c('a-sol', 'Phantom', 'solana'), c('b', 'Other', 'eip155')]);
    expect(merged).toEqual([
      { id: 'a-evm', name: 'Phantom', type: 'MULTI_CHAIN', chain: 'eip155', connectors: [{ id: 'a-evm', chain: 'eip155', type: 'ANNOUNCED' }, { id: 'a-sol', chain: 'solana', type: 'ANNOUNCED' }] },
      { id: 'b', name: 'Other', chain: 'eip155', type: 'ANNOUNCED' },
    ]);
  });

  it('keeps a merged auth connector AUTH', () => {
    const [merged] = mergeConnectors([c('auth-evm', 'Email', 'eip155', 'AUTH'), c('auth-sol', 'Email', 'solana', 'AUTH')]);
    expect(merged).toMatchObject({ type: 'AUTH', chain: 'eip155' });
  });

  it("treats 'Trust Wallet' as Trust, so it merges with Trust", () => {
    const merged = mergeConnectors([c('t1', 'Trust Wallet', 'eip155'), c('t2', 'Trust', 'solana')]);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.name).toBe('Trust');
  });

  it('keeps at most 2 recent wallets (SPEC §9), newest first, without duplicates', () => {
    const t = makeTestStore();
    const used = (id: string) => t.store.dispatch(recentWalletUsed({ id, name: id.toUpperCase() }));
    const recent = () => selectRecentWallets(t.state()).map((w) => w.id);
    used('a');
    used('b');
    expect(recent()).toEqual(['b', 'a']);
    used('a');
    expect(recent()).toEqual(['a', 'b']);
    used('c');
    expect(recent()).toEqual(['c', 'a']);
    // a stored list is cut to the same 2
    t.store.dispatch(recentWalletsRestored(['x', 'y', 'z'].map((id) => ({ id, name: id }))));
    expect(recent()).toEqual(['x', 'y']);
    t.task.cancel();
  });

  it('stores recent wallets without object URLs, which die with the page', () => {
    expect(
      recentWalletsToStore([
        { id: 'a', name: 'A', imageUrl: 'blob:http://x/1' },
        { id: 'b', name: 'B', imageUrl: 'data:image/svg+xml,<svg/>' },
      ]),
    ).toEqual([{ id: 'a', name: 'A' }, { id: 'b', name: 'B', imageUrl: 'data:image/svg+xml,<svg/>' }]);
  });

  it('orders the wallet list walletConnect, recent, injected, featured, custom, external, recommended — each wallet once', () => {
    const item = (id: string, source: Parameters<typeof orderWalletList>[0] extends Partial<Record<infer S, unknown>> ? S : never) => ({ id, name: id, source });
    const list = orderWalletList(
      {
        recommended: [item('r', 'recommended')],
        external: [item('e', 'external')],
        injected: [item('i', 'injected'), item('recent-one', 'injected')],
        recent: [item('recent-one', 'recent')],
        featured: [item('f', 'featured')],
        walletConnect: [item('wc', 'walletConnect')],
      },
      CONNECTOR_ORDER,
    );
    expect(list.map((w) => `${w.id}:${w.source}`)).toEqual(['wc:walletConnect', 'recent-one:recent', 'i:injected', 'f:featured', 'e:external', 'r:recommended']);
  });
});

describe('SPEC §3 installed wallets linked to catalogue entries (linkToCatalog)', () => {
  const entry = (id: string, name: string, rdns: string | null) => ({ id, name, image_id: `img-${id}`, rdns });
  const catalog = [entry('e1', 'Rabby', 'io.rabby'), entry('e2', 'Phantom', 'app.phantom'), entry('e3', 'Trust', null)];

  it('links an EIP-6963 wallet by rdns, a Wallet Standard wallet (no rdns) by name, and leaves others alone', () => {
    const linked = linkToCatalog(
      [
        { ...c('rabby', 'Rabby Wallet', 'eip155'), rdns: 'io.rabby' },
        c('ws:Phantom', 'Phantom', 'solana'),
        c('ws:Trust', 'Trust Wallet', 'solana'),
        { ...c('x', 'Rabby', 'eip155'), rdns: 'com.other' }, // an rdns that matches nothing is not matched by name
        c('walletConnect', 'WalletConnect', 'eip155', 'WALLET_CONNECT'),
        c('auth', 'Rabby', 'eip155', 'AUTH'),
      ],
      catalog,
    );
    expect(linked.map((l) => [l.id, l.explorerId ?? null, l.imageId ?? null])).toEqual([
      ['rabby', 'e1', 'img-e1'],
      ['ws:Phantom', 'e2', 'img-e2'],
      ['ws:Trust', 'e3', 'img-e3'],
      ['x', null, null],
      ['walletConnect', null, null],
      ['auth', null, null],
    ]);
  });
});
