import { actionChannel, call, flush, take } from 'redux-saga/effects';
import { buffers, type Channel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import type { WalletGateDeps } from './deps';

export interface FlowModule {
  /** Runs the module's watchers; `pending` are its intake actions that arrived before it loaded, oldest first. */
  runFlows(deps: WalletGateDeps, pending: Action[]): Generator<unknown, unknown, never>;
}

export interface LazyFlows {
  name: string;
  load: () => Promise<FlowModule>;
  /** actions the module handles: buffered until it runs, then handed to it (never dispatched twice) */
  intake: string[];
  /** actions that only mean "load now", e.g. the modal opening */
  wakeOn: string[];
  /** load at start when this holds (e.g. a stored connection to restore) */
  startNow?: (deps: WalletGateDeps) => boolean;
}

/**
 * Keeps a feature's flows out of the first bundle: its code loads on first need, and nothing the visitor asked
 * for in the meantime is lost, because an action channel holds those actions until the module takes them.
 */
export function* runLazyFlows(deps: WalletGateDeps, flows: LazyFlows) {
  const intake: Channel<Action> = yield actionChannel(flows.intake, buffers.expanding(16));
  let wake = flows.startNow?.(deps) ?? false;
  while (true) {
    if (!wake) {
      const trigger: Action = yield take([...flows.intake, ...flows.wakeOn]);
      // Woken only by, say, the modal opening: let the dialog paint first, then fetch and run the module.
      if (!flows.intake.includes(trigger.type)) yield call(deps.afterPaint);
    }
    wake = false;
    try {
      const module: FlowModule = yield call(flows.load);
      const pending: Action[] = yield flush(intake);
      intake.close();
      yield call([module, module.runFlows], deps, pending);
      return;
    } catch (error) {
      // A chunk that failed to load (offline, deploy in between): try again on the next request.
      deps.logger.error(`[WalletGate] could not load the ${flows.name} flows`, error);
    }
  }
}
