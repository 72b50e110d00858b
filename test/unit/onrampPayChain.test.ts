/** SPEC §9 Coinbase pay chains: the network the on-ramp URL names (defaultNetwork). */
import { onrampDefaultNetwork } from '../../src/core/onramp';

const evm = (id: number) => ({ id, caipNetworkId: `eip155:${id}` });

describe('the on-ramp URL’s network (SPEC §9 Coinbase pay chains)', () => {
  it.each([
    [1, 'ethereum'],
    [42161, 'arbitrum'],
    [137, 'polygon'],
    [80094, 'berachain'],
    [43114, 'avalanche-c-chain'],
    [10, 'optimism'],
    [42220, 'celo'],
    [8453, 'base'],
  ])('eip155:%i is named %s', (id, name) => {
    expect(onrampDefaultNetwork(evm(id))).toBe(name);
  });

  it.each([31337, 56, 324, 100])('eip155:%i, not a pay chain, falls back to ethereum (SPEC §9)', (id) => {
    expect(onrampDefaultNetwork(evm(id))).toBe('ethereum');
  });

  it('a Solana network is solana', () => {
    expect(onrampDefaultNetwork({ id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toBe('solana');
  });
});
