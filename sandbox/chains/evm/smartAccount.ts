/** The smart-account factory, deployed through anvil's standard CREATE2 deployer so its address
 * depends only on its bytecode: the same on every start and on both chains, whatever else was deployed. */
import { concat, createPublicClient, createWalletClient, getContractAddress, http, keccak256, stringToHex, type Address, type Hex } from 'viem';
import { evmAccount } from '../keys';
import { sandboxChain } from './chain';
import type { Artifact } from './compile';

/** Arachnid's deterministic deployment proxy, which anvil ships at genesis: calldata = salt ‖ init code. */
const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C';
const FACTORY_SALT: Hex = keccak256(stringToHex('walletgate-sandbox-account-factory-v1'));

export function accountFactoryAddress(factory: Artifact): Address {
  return getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt: FACTORY_SALT, bytecode: factory.bytecode });
}

/** Deploys the factory on one chain (once: a second call finds its code and does nothing). */
export async function deployAccountFactory(opts: { chainId: number; name: string; rpcUrl: string; factory: Artifact }): Promise<Address> {
  const chain = sandboxChain(opts.chainId, opts.name, opts.rpcUrl);
  const transport = http(opts.rpcUrl);
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 20 });
  const address = accountFactoryAddress(opts.factory);
  if (await publicClient.getCode({ address })) return address;
  const wallet = createWalletClient({ account: evmAccount(0), chain, transport });
  const hash = await wallet.sendTransaction({ to: CREATE2_DEPLOYER, data: concat([FACTORY_SALT, opts.factory.bytecode]) });
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  if (receipt.status !== 'success' || !(await publicClient.getCode({ address }))) throw new Error(`the account factory did not deploy on ${opts.chainId}`);
  return address;
}
