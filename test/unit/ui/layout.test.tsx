import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { act } from '@testing-library/react';
import { opened, pushed } from '../../../slices';
import { configure, setup } from './helpers';

/**
 * The card's height animation needs measurements jsdom doesn't make: a stand-in ResizeObserver and a fixed
 * offsetHeight play the browser's part. (This file runs in its own module registry, so the lazy views
 * have not been loaded yet when it starts.)
 */
const observers: Array<() => void> = [];
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    observers.push(this.callback);
  }
  unobserve() {}
  disconnect() {}
}
const measure = () => act(() => observers.forEach((callback) => callback()));

beforeAll(() => {
  Object.assign(globalThis, { ResizeObserver: FakeResizeObserver });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 300 });
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'ResizeObserver');
  Reflect.deleteProperty(HTMLElement.prototype, 'offsetHeight');
});

describe('card layout', () => {
  it('sets the measured height on the body and keeps it while a lazy view loads', async () => {
    const t = setup();
    await t.dispatch(configure());
    await t.dispatch(opened({ view: 'Connect' }));
    const dialog = t.ui.getByRole('dialog');
    const explicitHeights = () => Array.from(dialog.querySelectorAll<HTMLElement>('*')).map((el) => el.style.height).filter(Boolean);
    // measured in the view's own commit, not only at the observer's next frame (which a throttled page may not render)
    expect(explicitHeights()).toEqual(['300px']);
    measure();
    expect(explicitHeights()).toEqual(['300px']);

    // a synchronous render shows the fallback before the view's chunk arrives
    act(() => {
      t.store.dispatch(pushed({ view: 'WhatIsAWallet' }));
    });
    const placeholder = t.ui.getByRole('progressbar', { name: 'Loading' });
    expect(placeholder.style.minHeight).toBe('272px'); // 300 minus the body's vertical padding
    expect(await t.ui.findByRole('heading', { name: 'How to get one' })).toBeTruthy();
    expect(t.ui.queryByRole('progressbar')).toBeNull();
    t.unmount();
  });
});
