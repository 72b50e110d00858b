/**
 * SPEC §9 frame chains on the eip155 side: the secure frame (sandbox/secureSite) switches to Ethereum mainnet and its
 * testnets, Optimism, Arbitrum, Polygon, Celo, Aurora, BNB, Avalanche, zkSync, Gnosis, Base and Zora, and refuses a
 * chain outside the list with SPEC §8's 'Chain is not supported'.
 */
import { FRAME_EVM_CHAINS, isFrameEvmChain } from '../../src/core/frameChains';
import { THROWN } from '../../src/core/errors/thrown';
import { handlers, type RequestContext } from '../../sandbox/secureSite/frame/handlers';
import { FrameState } from '../../sandbox/secureSite/frame/frameState';
import { Slot, type FrameStorage } from '../../sandbox/secureSite/frame/storage';
import type { ApprovalQueue } from '../../sandbox/secureSite/frame/approvalCard';
import { SITE_ERRORS } from '../../sandbox/secureSite/contract';

function frameOn(initial: string | null) {
  const storage: FrameStorage = { deviceId: 'device-0001', session: new Slot(undefined, 's'), chain: new Slot(undefined, 'c') };
  const frame = new FrameState(storage, {} as ApprovalQueue, initial);
  // the sandbox's own chains, as the site's /api/chains answers them
  frame.sandboxChains = async () => ({ chains: [{ chainId: 31337, name: 'Sandbox A' }], solanaChains: [], smartAccountEnabledNetworks: [31337] });
  const ctx = { frame, origin: 'http://127.0.0.1', notify: () => {}, after: () => {} } as RequestContext;
  return { frame, ctx };
}

describe('SPEC §9 frame chains (eip155)', () => {
  it('§9 lists Ethereum mainnet and testnets, Optimism, Arbitrum, Polygon, Celo, Aurora, BNB, Avalanche, zkSync, Gnosis, Base, Zora', () => {
    expect(FRAME_EVM_CHAINS.map((c) => c.chainId)).toEqual([1, 11155111, 17000, 10, 42161, 137, 42220, 1313161554, 56, 43114, 324, 100, 8453, 7777777]);
    expect(isFrameEvmChain(8453)).toBe(true);
    expect(isFrameEvmChain(250)).toBe(false); // Fantom: a swap network (§9), not a frame chain
  });

  it('§9 the secure frame switches to each of them (APP_SWITCH_NETWORK) and keeps the chain it answered', async () => {
    const { frame, ctx } = frameOn('eip155:31337');
    for (const { chainId } of FRAME_EVM_CHAINS) {
      await expect(handlers.SWITCH_NETWORK({ chainId }, ctx)).resolves.toEqual({ chainId });
      expect(frame.chainId).toBe(chainId);
    }
    await expect(handlers.SWITCH_NETWORK({ chainId: 'eip155:10' }, ctx)).resolves.toEqual({ chainId: 10 });
    await expect(handlers.GET_CHAIN_ID(undefined, ctx)).resolves.toEqual({ chainId: 10 });
    // the sandbox's own chains stay served
    await expect(handlers.SWITCH_NETWORK({ chainId: 31337 }, ctx)).resolves.toEqual({ chainId: 31337 });
    await expect(frame.networkLabel(42220)).resolves.toBe('Celo (42220)');
  });

  it("§8 a chain outside the list is refused with 'Chain is not supported', and the frame stays where it was", async () => {
    const { frame, ctx } = frameOn('eip155:8453');
    expect(frame.chainId).toBe(8453);
    await expect(handlers.SWITCH_NETWORK({ chainId: 250 }, ctx)).rejects.toThrow(THROWN.chainNotSupported);
    await expect(handlers.SWITCH_NETWORK({ chainId: 'cosmos:cosmoshub-4' }, ctx)).rejects.toThrow(SITE_ERRORS.chainNotSupported);
    expect(frame.chainId).toBe(8453);
  });

  it('§9 default chain eip155:1: a frame loaded without a chainId starts on Ethereum mainnet, and answers it to APP_GET_CHAIN_ID', async () => {
    const { frame, ctx } = frameOn(null);
    expect(frame.chainId).toBe(1);
    await expect(handlers.GET_CHAIN_ID(undefined, ctx)).resolves.toEqual({ chainId: 1 });
  });
});
