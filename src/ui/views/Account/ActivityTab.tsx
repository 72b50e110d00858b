import { useEffect, useRef, type ReactElement } from 'react';
import {
  moreTransactionsRequested,
  selectActivityByYear,
  selectActivityOutdated,
  selectTransactionsState,
  transactionsEndShown,
  transactionsRetryRequested,
} from '../../../../slices/transactions';
import { formatTransferAmount, type Transaction, type Transfer } from '../../../core/transactions';
import { dateFormat } from '../../../core/dates';
import { truncateAddress } from '../../../core/format';
import { FetchFailed } from './FetchFailed';
import { TokenIcon } from './TokenIcon';
import { useGateDispatch, useGateSelector } from '../../context';
import { useLocale, type Translate } from '../../i18n';
import { operationKey, useAccountStrings, type AccountMessageKey } from '../../i18n/account';

// months, years and times in the locale shown (the visitor's time zone)
const MONTH = { month: 'long' } as const;
const MONTH_YEAR = { month: 'long', year: 'numeric' } as const;
const YEAR = { year: 'numeric' } as const;
const FULL_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

/**
 * The connected chain's transfers by year and month, newest first (SPEC §3). Amounts have 3 decimals and a
 * sign (SPEC §9). The account sagas load the list when the tab comes into view (SPEC §3 lastNetworkInView) and
 * the next page when the end of the list comes into view or Load more is pressed.
 */
export function ActivityTab(): ReactElement {
  const ta = useAccountStrings();
  const { intl } = useLocale();
  const { loading, empty, next, error } = useGateSelector(selectTransactionsState);
  const years = useGateSelector(selectActivityByYear);
  // a list of another network or account (or gone stale) is not shown as this one's while the saga refetches
  const outdated = useGateSelector(selectActivityOutdated);

  const failed = error !== null && !loading && !outdated;

  if (years.length === 0) {
    if (failed) return <Failed />;
    if (empty && !loading && !outdated && !next) return <p className="wg-empty">{ta('activity.empty')}</p>;
    if (!loading && next) return <MoreTrigger />;
    return <Loading />;
  }
  return (
    <>
      {years.map(({ year, months }) => (
        <section key={year} aria-label={dateFormat(intl, YEAR).format(new Date(year, 0, 1))}>
          <h3 className="wg-year">{dateFormat(intl, YEAR).format(new Date(year, 0, 1))}</h3>
          {months.map(({ month, transactions }) => (
            <section key={month} aria-label={dateFormat(intl, MONTH_YEAR).format(new Date(year, month, 1))}>
              <h4 className="wg-month">{dateFormat(intl, MONTH).format(new Date(year, month, 1))}</h4>
              <ul className="wg-list">
                {transactions.map((tx) => (
                  <li key={tx.id}>
                    <TransactionRow transaction={tx} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
      {loading ? <Loading /> : failed ? <Failed /> : next ? <MoreTrigger /> : null}
    </>
  );
}

/** SPEC §8 'Failed to fetch transactions' (with the timeout's own words when that was why) and a way to try again. */
function Failed(): ReactElement {
  const ta = useAccountStrings();
  const dispatch = useGateDispatch();
  const { error } = useGateSelector(selectTransactionsState);
  return (
    <FetchFailed message={ta('activity.fetchFailed')} error={error} retryLabel={ta('activity.tryAgain')} onRetry={() => dispatch(transactionsRetryRequested())} />
  );
}

function Loading(): ReactElement {
  const ta = useAccountStrings();
  return (
    <p className="wg-placeholder" role="status">
      <span className="wg-spinner" aria-hidden="true" />
      <span className="wg-visually-hidden">{ta('activity.loading')}</span>
    </p>
  );
}

/**
 * Says when the visitor scrolls it into view (infinite scroll: the saga decides whether a page follows), and is a
 * Load more button for keyboards, for a list that fits, and as a fallback.
 */
function MoreTrigger(): ReactElement {
  const ta = useAccountStrings();
  const dispatch = useGateDispatch();
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return undefined;
    // The observer's first report only says where the button is as the list appears (a re-shown state, in time
    // travel too): not something the visitor did. Scrolling it into view later is; a list that fits shows the button.
    let first = true;
    const observer = new IntersectionObserver((entries) => {
      if (!first && entries.some((e) => e.isIntersecting)) dispatch(transactionsEndShown());
      first = false;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [dispatch]);
  return (
    <button ref={ref} type="button" className="wg-link" onClick={() => dispatch(moreTransactionsRequested())}>
      {ta('activity.loadMore')}
    </button>
  );
}

interface TransactionRowProps {
  transaction: Transaction;
}

function transferText(t: Transfer, intl: string): string {
  if (t.nft_info) return t.nft_info.name;
  return `${formatTransferAmount(t, intl)} ${t.fungible_info?.symbol ?? ''}`.trim();
}

/** Who was on the other side: "from 0x7099…c79C8" for what came in, else "to …" (SPEC §9 truncation). */
function counterparty({ metadata, transfers }: Transaction, ta: Translate<AccountMessageKey>): string | null {
  const incoming = transfers[0]?.direction === 'in' || (!transfers.length && metadata.operationType === 'receive');
  const other = incoming ? metadata.sentFrom : metadata.sentTo;
  if (!other) return null;
  return ta(incoming ? 'activity.from' : 'activity.to', { address: truncateAddress(other) });
}

/** What a row says of its status: nothing once done; on-ramp purchases are pending until the provider has paid. */
const STATUS_KEY: Partial<Record<Transaction['metadata']['status'], AccountMessageKey>> = {
  failed: 'activity.failed',
  pending: 'activity.pending',
  ONRAMP_TRANSACTION_STATUS_FAILED: 'activity.failed',
  ONRAMP_TRANSACTION_STATUS_IN_PROGRESS: 'activity.pending',
};

function TransactionRow({ transaction }: TransactionRowProps): ReactElement {
  const ta = useAccountStrings();
  const { intl } = useLocale();
  const { metadata, transfers } = transaction;
  const first = transfers[0];
  const image = first?.nft_info?.content.preview.url ?? first?.fungible_info?.icon.url;
  const statusKey = STATUS_KEY[metadata.status];
  const status = statusKey ? ta(statusKey) : null;
  const minedAt = new Date(metadata.minedAt);
  const other = counterparty(transaction, ta);
  return (
    <div className="wg-row">
      <TokenIcon src={image} symbol={first?.fungible_info?.symbol ?? first?.nft_info?.name ?? ''} />
      <span className="wg-row-main">
        <span className="wg-row-title">{ta(operationKey(metadata.operationType))}</span>
        {other ? <span className="wg-row-sub">{other}</span> : null}
        <span className="wg-row-sub">
          {/* the status first: a narrow row cuts the end of the line, and a pending purchase must say so */}
          {status ? `${status} · ` : ''}
          <time dateTime={metadata.minedAt}>{dateFormat(intl, FULL_TIME).format(minedAt)}</time>
        </span>
      </span>
      <span className="wg-row-end">
        {transfers.map((t, i) => (
          <bdi key={i} dir="ltr" className={t.direction === 'in' ? 'wg-amount-in' : undefined}>
            {transferText(t, intl)}
          </bdi>
        ))}
      </span>
    </div>
  );
}
