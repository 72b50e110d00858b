/**
 * createWalletGate from a script in <head>, before the parser has made <body>: nothing throws,
 * and the modal mounts into the body once DOMContentLoaded says it is there.
 */
import { waitFor, within } from '@testing-library/react';
import { createWalletGate } from '../../src/index';
import { testOptions } from '../helpers/makeTestStore';
import { flushAsync } from '../helpers/wait';

const quiet = { logger: { warn: jest.fn(), error: jest.fn() } };

describe('created before <body> exists', () => {
  const body = document.body;
  afterEach(() => {
    delete (document as { readyState?: unknown }).readyState; // back to jsdom's own getter
    if (!document.body) document.documentElement.appendChild(body);
    document.body.innerHTML = '';
  });

  it('waits for DOMContentLoaded, then mounts into the body and opens', async () => {
    body.remove();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const gate = createWalletGate(testOptions({ features: { analytics: false } }), quiet);
      await flushAsync();
      expect(document.querySelector('walletgate-modal')).toBeNull();

      document.documentElement.appendChild(body);
      delete (document as { readyState?: unknown }).readyState;
      document.dispatchEvent(new Event('DOMContentLoaded'));
      await waitFor(() => expect(document.body.querySelector('walletgate-modal')?.shadowRoot).toBeTruthy());
      await gate.open();
      const ui = within(document.querySelector('walletgate-modal')!.shadowRoot as unknown as HTMLElement);
      expect(await ui.findByRole('dialog')).toBeTruthy();
      expect(rejections).toEqual([]);
      gate.destroy();
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});
