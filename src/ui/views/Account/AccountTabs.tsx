import { useId, useRef, type ComponentType, type KeyboardEvent, type ReactElement } from 'react';
import { selectConfig, tabChanged } from '../../../../slices';
import type { ChainNamespace } from '../../../core/caip';
import { useGateDispatch, useGateSelector } from '../../context';
import { type AccountMessageKey, useAccountStrings } from '../../i18n/account';
import { ActivityTab } from './ActivityTab';
import { NftsTab } from './NftsTab';
import { TokensTab } from './TokensTab';

interface Tab {
  id: string;
  label: AccountMessageKey;
  Panel: ComponentType;
}

const TOKENS: Tab = { id: 'tokens', label: 'tabs.tokens', Panel: TokensTab };
const NFTS: Tab = { id: 'nfts', label: 'tabs.nfts', Panel: NftsTab };
const ACTIVITY: Tab = { id: 'activity', label: 'tabs.activity', Panel: ActivityTab };

export interface AccountTabsProps {
  namespace: ChainNamespace;
  /** the account slice's currentTab (SPEC §3) */
  currentTab: number;
}

/**
 * Tokens / NFTs / Activity as ARIA tabs: one tab stop, arrow keys (and Home / End) move between tabs and show
 * them at once; only the selected panel is rendered. Activity is there when the history feature is on.
 */
export function AccountTabs({ namespace, currentTab }: AccountTabsProps): ReactElement {
  const ta = useAccountStrings();
  const history = useGateSelector((state) => selectConfig(state)?.features.history ?? false);
  const dispatch = useGateDispatch();
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabs = history ? [TOKENS, NFTS, ACTIVITY] : [TOKENS, NFTS];
  const selected = Math.min(Math.max(currentTab, 0), tabs.length - 1);
  const current = tabs[selected]!;
  const { Panel } = current;

  const select = (index: number, focus: boolean) => {
    dispatch(tabChanged({ namespace, tab: index }));
    if (focus) tabRefs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    // right-to-left (ar, he, fa), the next tab is on the left
    const rtl = event.currentTarget.matches(':dir(rtl)');
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === forward ? (selected === last ? 0 : selected + 1)
      : event.key === backward ? (selected === 0 ? last : selected - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div className="wg-stack">
      <div className="wg-tablist" role="tablist" aria-label={ta('tabs.label')} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            className="wg-tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index, false)}
          >
            {ta(tab.label)}
          </button>
        ))}
      </div>
      <div className="wg-tabpanel" role="tabpanel" id={`${baseId}-panel-${current.id}`} aria-labelledby={`${baseId}-tab-${current.id}`} tabIndex={0}>
        <Panel />
      </div>
    </div>
  );
}
