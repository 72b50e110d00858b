import { createWalletClient, http, parseEther, type Address, type Hash, type Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { sandboxChain } from '../chains/evm/chain';
import { evmAccount, SANDBOX_MNEMONIC } from '../chains/keys';
import type { ChainsInfo } from '../chains/types';
import type { EvmChain } from './chains';

/** Pays on-ramp purchases from the faucet account (found by address among the mnemonic's first 20). */
export class Faucet {
  private readonly account: PrivateKeyAccount;
  /** one send at a time per chain so nonces never collide */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(info: ChainsInfo) {
    // the keys module derives each account once per process: the API restarts on every shared-stack reset
    let found: PrivateKeyAccount | undefined;
    if (info.mnemonic !== SANDBOX_MNEMONIC) throw new Error('the faucet pays from the sandbox mnemonic only');
    for (let i = 0; i < 20 && !found; i++) {
      const candidate = evmAccount(i);
      if (candidate.address.toLowerCase() === info.faucet.toLowerCase()) found = candidate;
    }
    if (!found) throw new Error(`faucet ${info.faucet} is not derived from the sandbox mnemonic`);
    this.account = found;
  }

  get address(): Address {
    return this.account.address;
  }

  /** Sends `ether` (decimal text) to `to`, waiting for the receipt. */
  pay(chain: EvmChain, to: Address, ether: string): Promise<Hash> {
    return this.send(chain, { to, value: parseEther(ether) });
  }

  /** Relays a call paid by the faucet (a session revocation the account's owner signed), waiting for the receipt. */
  relay(chain: EvmChain, to: Address, data: Hex): Promise<Hash> {
    return this.send(chain, { to, data });
  }

  private send(chain: EvmChain, tx: { to: Address; value?: bigint; data?: Hex }): Promise<Hash> {
    const previous = this.queues.get(chain.caip) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(async () => {
      const wallet = createWalletClient({
        account: this.account,
        chain: sandboxChain(chain.info.chainId, chain.info.name, chain.info.rpcUrl),
        transport: http(chain.info.rpcUrl, { timeout: 10_000, retryCount: 0 }),
      });
      const hash = await wallet.sendTransaction(tx);
      const receipt = await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 20, timeout: 15_000 });
      if (receipt.status !== 'success') throw new Error(`faucet transaction ${hash} reverted`);
      return hash;
    });
    this.queues.set(chain.caip, run);
    return run;
  }
}
