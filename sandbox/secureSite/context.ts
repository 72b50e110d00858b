import type { KeyVault } from './custody';
import type { SiteChains } from './chains';
import type { Mailbox } from './mailbox';
import type { Signals } from './signals';
import type { SiteState } from './state';

/** What every route of the secure site works with. */
export interface SiteContext {
  /** e.g. http://127.0.0.1:3007 — the frame's origin */
  origin: string;
  state: SiteState;
  vault: KeyVault;
  chains: SiteChains;
  mailbox: Mailbox;
  signals: Signals;
  /** the bound of one long poll (device approval, Farcaster approval) */
  longPollMs: number;
  /** where the built frame bundle lives (dist/demo) */
  assetsDir: string;
  log: (line: string) => void;
}
