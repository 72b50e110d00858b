import { actionChannel, all, call, put, take } from 'redux-saga/effects';
import { learnWords, type MessageCode } from '../src/core/errors/catalogue';
import { notifyRequested } from '../slices/notification';
import { buffers, type Channel } from 'redux-saga';
import type { Action, PayloadActionCreator } from '@reduxjs/toolkit';
import type { WalletGateDeps } from './deps';

/** An action creator a feature declares (RTK's createAction / a slice's actions): it has a type and a matcher. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any payload: the declaration lists creators of every shape
type AnyCreator = PayloadActionCreator<any, string>;
/** An action that only means "load now" when it holds (e.g. a move to one of the feature's views). */
type WakePredicate = (action: Action) => boolean;

/**
 * What a loaded flow module takes its intake actions from: one buffered channel per declared creator, holding what
 * the visitor asked for while the chunk loaded, then everything after. redux-saga's own helpers take from it
 * (`takeLatest(intake.from(connectRequested), connectWallet)`), so nothing asked for early is lost or repeated.
 */
export interface Intake {
  from<C extends AnyCreator>(creator: C): Channel<ReturnType<C>>;
}

interface FlowModule {
  runFlows(deps: WalletGateDeps, intake: Intake): Generator<unknown, unknown, never>;
}

/** The English words of the codes only lazily loaded code makes; loaded once, with the first feature. */
const loadFeatureWords = () => import(/* webpackChunkName: "feature-words" */ '../src/core/errors/featureWords');

/**
 * One declaration per lazily loaded feature: how to load its flows, the requests they handle (`intake`, held until
 * the flows run) and the actions that only mean "load now" (`wakeOn`, e.g. the modal opening). Both lists hold
 * action creators from the feature's requests module, never type strings.
 */
export interface FeatureFlows {
  name: string;
  load: () => Promise<FlowModule>;
  intake: readonly AnyCreator[];
  wakeOn: readonly (AnyCreator | WakePredicate)[];
  /** load at start when this holds (e.g. a stored connection to restore) */
  startNow?: (deps: WalletGateDeps) => boolean;
  /** what the visitor is told when a request of theirs waits on a chunk that failed to load (SPEC §8) */
  loadFailedMessage?: MessageCode;
}

/**
 * Keeps a feature's flows out of the first bundle: its code loads on first need, and nothing the visitor asked
 * for in the meantime is lost, because an action channel per intake creator holds those actions until the module
 * takes them.
 */
export function* runLazyFlows(deps: WalletGateDeps, flows: FeatureFlows) {
  const channels = new Map<string, Channel<Action>>();
  for (const creator of flows.intake) channels.set(creator.type, yield actionChannel(creator, buffers.expanding<Action>(16)));
  const intake: Intake = {
    from(creator) {
      const found = channels.get(creator.type);
      if (!found) throw new Error(`[WalletGate] ${creator.type} is not in the ${flows.name} flows' intake`);
      return found as Channel<never>;
    },
  };
  let wake = flows.startNow?.(deps) ?? false;
  while (true) {
    let requested = false;
    if (!wake) {
      const trigger: Action = yield take([...flows.intake, ...flows.wakeOn]);
      requested = flows.intake.some((creator) => creator.match(trigger));
      // Woken only by, say, the modal opening: let the dialog paint first, then fetch and run the module.
      if (!requested) yield call(deps.afterPaint);
    }
    wake = false;
    let module: FlowModule;
    try {
      let words: Awaited<ReturnType<typeof loadFeatureWords>>;
      [module, words] = yield all([call(flows.load), call(loadFeatureWords)]);
      // the words come before the flows that make their codes
      learnWords(words.ALL_FEATURE_WORDS);
    } catch (error) {
      // A chunk that failed to load (offline, deploy in between): try again on the next request.
      deps.logger.error(`[WalletGate] could not load the ${flows.name} flows`, error);
      // a visitor's request (a submitted email) must not just do nothing: say why
      if (requested && flows.loadFailedMessage) yield put(notifyRequested({ message: { code: flows.loadFailedMessage }, variant: 'error' }));
      continue;
    }
    yield call([module, module.runFlows], deps, intake);
    return;
  }
}
