/** Local signing with the wallet's sandbox keys (viem accounts); transactions are filled from the chain and sent raw. */
import { hexToBigInt, isHex, type Hex, type TypedDataDefinition } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { invalidParams } from './errors';
import { jsonRpc } from './rpc';

/** eth_sendTransaction's parameter (EIP-1474 quantities as hex). */
export interface TransactionRequest {
  from?: Hex;
  to?: Hex | null;
  value?: Hex;
  data?: Hex;
  input?: Hex;
  gas?: Hex;
  gasLimit?: Hex;
  gasPrice?: Hex;
  maxFeePerGas?: Hex;
  maxPriorityFeePerGas?: Hex;
  nonce?: Hex;
}

export class Signer {
  readonly account: PrivateKeyAccount;

  constructor(privateKey: Hex) {
    this.account = privateKeyToAccount(privateKey);
  }

  get address(): Hex {
    return this.account.address;
  }

  /** personal_sign: a hex message is signed as raw bytes, anything else as UTF-8 text. */
  signMessage(message: string): Promise<Hex> {
    return this.account.signMessage({ message: isHex(message) ? { raw: message } : message });
  }

  /** eth_signTypedData_v4: the typed data arrives as a JSON string (or, from some callers, an object). */
  signTypedData(typedData: unknown): Promise<Hex> {
    const data = parseTypedData(typedData);
    return this.account.signTypedData(data);
  }

  /** Fills nonce, gas and fees from the node, signs locally and sends the raw transaction; returns its hash. */
  async sendTransaction(rpcUrl: string, chainId: number, tx: TransactionRequest): Promise<Hex> {
    const call = { from: this.address, to: tx.to ?? undefined, value: tx.value, data: tx.data ?? tx.input };
    const [nonce, gas] = await Promise.all([
      tx.nonce ?? jsonRpc<Hex>(rpcUrl, 'eth_getTransactionCount', [this.address, 'pending']),
      tx.gas ?? tx.gasLimit ?? jsonRpc<Hex>(rpcUrl, 'eth_estimateGas', [call]),
    ]);
    const common = {
      chainId,
      to: tx.to ?? null,
      value: tx.value ? hexToBigInt(tx.value) : 0n,
      data: call.data,
      nonce: Number(hexToBigInt(nonce)),
      gas: hexToBigInt(gas),
    };
    const serialized = tx.gasPrice
      ? await this.account.signTransaction({ ...common, type: 'legacy', gasPrice: hexToBigInt(tx.gasPrice) })
      : await this.account.signTransaction({ ...common, type: 'eip1559', ...(await fees(rpcUrl, tx)) });
    return jsonRpc<Hex>(rpcUrl, 'eth_sendRawTransaction', [serialized]);
  }
}

async function fees(rpcUrl: string, tx: TransactionRequest): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }> {
  const [tip, block] = await Promise.all([
    tx.maxPriorityFeePerGas ?? jsonRpc<Hex>(rpcUrl, 'eth_maxPriorityFeePerGas'),
    tx.maxFeePerGas ? null : jsonRpc<{ baseFeePerGas?: Hex }>(rpcUrl, 'eth_getBlockByNumber', ['latest', false]),
  ]);
  const maxPriorityFeePerGas = hexToBigInt(tip);
  const baseFee = block?.baseFeePerGas ? hexToBigInt(block.baseFeePerGas) : 0n;
  const maxFeePerGas = tx.maxFeePerGas ? hexToBigInt(tx.maxFeePerGas) : baseFee * 2n + maxPriorityFeePerGas;
  return { maxFeePerGas, maxPriorityFeePerGas };
}

function parseTypedData(input: unknown): TypedDataDefinition {
  let data: unknown = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input);
    } catch {
      throw invalidParams('eth_signTypedData_v4: the typed data is not valid JSON');
    }
  }
  const d = data as Partial<TypedDataDefinition> | null;
  if (!d || typeof d !== 'object' || !d.types || !d.primaryType || !d.message) {
    throw invalidParams('eth_signTypedData_v4: expected { types, primaryType, domain, message }');
  }
  return d as TypedDataDefinition;
}
