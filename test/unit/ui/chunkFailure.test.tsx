import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { opened, pushed } from '../../../slices';
import { ChunkBoundary } from '../../../src/ui/components/ChunkBoundary';
import { lazyView } from '../../../src/ui/views/lazyView';
import { configure, useModalUnderTest } from './helpers';

// The explainer view breaks while `broken` (as a view whose chunk failed to load would), then works.
let broken = false;
jest.mock('../../../src/ui/views/WhatIsAWallet/WhatIsAWallet', () => ({
  WhatIsAWallet: () => {
    if (broken) throw new Error('Loading chunk wg-view-what-is-a-wallet failed');
    return <p>the explainer</p>;
  },
}));

describe('a part that fails to load', () => {
  const start = useModalUnderTest();

  it('lazyView asks for a chunk again after a failed load (a plain React.lazy would repeat the failure)', async () => {
    const user = userEvent.setup();
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const load = jest.fn(async () => {
      if (!online) throw new Error('offline');
      return () => <p>loaded part</p>;
    });
    const Part = lazyView(load);
    await Part.preload(); // a failed preload is not kept either
    expect(Part.isLoaded()).toBe(false);
    await act(async () => {
      render(
        <ChunkBoundary fallback={(retry) => <button onClick={retry}>Try again</button>}>
          <Suspense fallback={<p>loading</p>}>
            <Part />
          </Suspense>
        </ChunkBoundary>,
      );
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    const failedLoads = load.mock.calls.length;
    online = true;
    await user.click(retry);
    expect(await screen.findByText('loaded part')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(failedLoads + 1); // asked again, not the remembered failure
    expect(Part.isLoaded()).toBe(true);
    quiet.mockRestore();
  });

  it('shows the failure in place of the view, keeps the header, and renders the view on "Try again"', async () => {
    const user = userEvent.setup();
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const t = start();
    await t.dispatch(configure());
    await t.dispatch(opened({ view: 'Connect' }));
    broken = true;
    await t.dispatch(pushed({ view: 'WhatIsAWallet' }));
    expect(await t.ui.findByText('This could not load. Check your connection.')).toBeTruthy();
    expect(t.ui.getByRole('dialog', { name: 'What is a wallet?' })).toBeTruthy();
    expect(t.ui.getByRole('button', { name: 'Back' })).toBeTruthy();
    broken = false;
    await user.click(t.ui.getByRole('button', { name: 'Try again' }));
    expect(await t.ui.findByText('the explainer')).toBeTruthy();
    expect(t.ui.queryByText('This could not load.', { exact: false })).toBeNull();
    quiet.mockRestore();
  });
});
