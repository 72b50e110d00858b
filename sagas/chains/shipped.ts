/** One loader for the shipped drivers' flows: they load together, with the wallet flows (one chunk, one request). */
export const loadShippedFlows = () => import(/* webpackChunkName: "flows-wallet" */ './flows');
