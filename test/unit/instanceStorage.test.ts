/**
 * Instances share nothing: an instance the site names (`instanceId`) stores under keys of its own, so a
 * connection stored by one is never restored by another on the next page; an unnamed instance keeps the plain keys.
 */
import { z } from 'zod';
import { createDeps } from '../../src/deps';

const text = z.string();

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('each named instance has storage of its own', () => {
  it('keeps a named instance’s values under @walletgate/<instanceId>/, unseen by another instance', () => {
    const shop = createDeps({}, { instanceId: 'shop' });
    const blog = createDeps({}, { instanceId: 'blog' });
    const unnamed = createDeps();
    shop.storage.set('connectionStatus', 'connected');
    shop.session.set('socialUsername', 'ada');

    expect(localStorage.getItem('@walletgate/shop/connectionStatus')).toBe('"connected"');
    expect(sessionStorage.getItem('@walletgate/shop/socialUsername')).toBe('"ada"');
    expect(blog.storage.get('connectionStatus', text)).toBeUndefined();
    expect(unnamed.storage.get('connectionStatus', text)).toBeUndefined();
    // the next page's instance of the same name reads it back
    expect(createDeps({}, { instanceId: 'shop' }).storage.get('connectionStatus', text)).toBe('connected');
  });

  it('keeps an unnamed instance on the plain @walletgate/ keys, shared by every unnamed instance', () => {
    createDeps().storage.set('connectionStatus', 'connected');
    expect(localStorage.getItem('@walletgate/connectionStatus')).toBe('"connected"');
    expect(createDeps().storage.get('connectionStatus', text)).toBe('connected');
    expect(createDeps({}, { instanceId: 'shop' }).storage.get('connectionStatus', text)).toBeUndefined();
  });
});
