/**
 * @jest-environment node
 */
/**
 * Server-side rendering (the Node half; hydrating in Chromium is not covered yet): a React host with
 * <WalletGateProvider options> renders through renderToString where there is no window or document, and two
 * concurrent "requests" each get their own instance, sharing no store and no state.
 */
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { networkChanged } from '../../../slices';
import { ConnectButton, WalletGateProvider, type WalletGateInstance } from '../../../src/react';
import { useInstance } from '../../../src/react/context';
import { TEST_NETWORK, TEST_NETWORK_B } from '../../helpers/makeTestStore';

const OPTIONS = { projectId: 'test-project', networks: [TEST_NETWORK, TEST_NETWORK_B] };

function Probe({ seen }: { seen: WalletGateInstance[] }) {
  seen.push(useInstance());
  return null;
}

async function request(seen: WalletGateInstance[]): Promise<string> {
  await Promise.resolve(); // each "request" renders on its own turn, as a server's handlers would
  return renderToString(
    <WalletGateProvider options={OPTIONS}>
      <ConnectButton />
      <Probe seen={seen} />
    </WalletGateProvider>,
  );
}

describe('server-side rendering', () => {
  it('renders the provider and the connect button with no window or document', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const seen: WalletGateInstance[] = [];
    const html = await request(seen);
    expect(html).toContain('Connect Wallet');
    expect(seen).toHaveLength(1);
    seen[0]!.destroy();
  });

  it('gives two concurrent requests isolated instances that share no store or state', async () => {
    const first: WalletGateInstance[] = [];
    const second: WalletGateInstance[] = [];
    const [a, b] = await Promise.all([request(first), request(second)]);
    expect(a).toBe(b); // the same markup…
    const [one, two] = [first[0]!, second[0]!];
    expect(one).not.toBe(two); // …from two instances
    expect(one.store).not.toBe(two.store);
    one.store.dispatch(networkChanged({ namespace: 'eip155', caipNetworkId: 'eip155:31338' }));
    expect(one.getNetwork().caipNetworkId).toBe('eip155:31338');
    expect(two.getNetwork().caipNetworkId).toBe('eip155:31337');
    one.destroy();
    two.destroy();
  });
});
