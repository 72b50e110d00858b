/** One loader for the shipped drivers' flows: they load together, with the wallet flows (one chunk, one request). */
import type { ChainFlows } from './driver';
import type * as Shipped from './flows';

export const shippedFlows = (name: keyof typeof Shipped) => (): Promise<ChainFlows> =>
  import(/* webpackChunkName: "flows-wallet" */ './flows').then((m) => m[name]);
