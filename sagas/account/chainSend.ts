/** The Send of a namespace: its driver's, loaded with the account flows (sagas/chains/<namespace>/send.ts). */
import { call } from 'redux-saga/effects';
import type { WalletGateDeps } from '../deps';
import type { ChainFlows, ChainSend } from '../chains/driver';
import { flowsOf } from '../chains/flowsOf';

/** null: the namespace has no Send. */
export function* chainSendOf(deps: WalletGateDeps, namespace: string) {
  const flows: ChainFlows | null = yield call(flowsOf, deps, namespace);
  const send: ChainSend | null = flows?.send ? yield call(flows.send) : null;
  return send;
}
