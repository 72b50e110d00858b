import { memo, type ChangeEvent, type ReactElement } from 'react';
import { catalogCertifiedOnlyChanged } from '../../../../slices/walletCatalogRequests';
import {
  catalogRetryRequested,
  catalogSearchChanged,
  selectCatalogList,
  selectCatalogSearch,
  selectCatalogSearchResults,
  selectWalletCatalog,
} from '../../../../slices';
import { Icon } from '../../components/icons';
import { useGateDispatch, useGateSelector } from '../../context';
import { ALL_WALLETS_STYLES } from './styles';
import { WalletGrid } from './WalletGrid';
import { GRID } from '../../../core/walletGrid';
import { useAllWalletsStrings } from '../../i18n/allWallets';
import { ShadowStyle } from '../../shadowStyle';

const SEARCH_ICON = 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.35-4.35';

/**
 * The whole catalogue (SPEC §2 AllWallets): a search box over a virtualised grid. Scrolling and typing only say
 * what the visitor did; the catalogue saga loads 40 more wallets near the end and searches after 300 ms of quiet.
 */
export function AllWallets(): ReactElement {
  const tal = useAllWalletsStrings();
  const dispatch = useGateDispatch();
  const query = useGateSelector((s) => selectCatalogSearch(s).query);
  const certifiedOnly = useGateSelector((s) => selectWalletCatalog(s).certifiedOnly);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => dispatch(catalogSearchChanged(event.target.value));
  const searching = query.trim() !== '';
  return (
    <div className="wg-aw">
      <ShadowStyle css={ALL_WALLETS_STYLES} />
      <div className="wg-aw-search-field">
        <Icon path={SEARCH_ICON} />
        <input
          type="search"
          className="wg-aw-search"
          aria-label={tal('allWallets.search')}
          placeholder={tal('allWallets.search')}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={onChange}
        />
      </div>
      <label className="wg-aw-certified">
        <input type="checkbox" checked={certifiedOnly} onChange={(event) => dispatch(catalogCertifiedOnlyChanged(event.target.checked))} />
        {tal('allWallets.certifiedOnly')}
      </label>
      {/* The list stays mounted while a search shows: clearing the box brings it back at once, scrolled where it was. */}
      <div className="wg-aw-list" hidden={searching}>
        <CatalogList />
      </div>
      {searching ? <SearchResults /> : null}
    </div>
  );
}

/** The catalogue in its own order, page after page. Memoized: typing in the search box never re-renders it. */
const CatalogList = memo(function CatalogList(): ReactElement {
  const tal = useAllWalletsStrings();
  const dispatch = useGateDispatch();
  const wallets = useGateSelector(selectCatalogList);
  const page = useGateSelector((s) => selectWalletCatalog(s).page);
  const count = useGateSelector((s) => selectWalletCatalog(s).count);
  const loading = useGateSelector((s) => selectWalletCatalog(s).loading);
  const error = useGateSelector((s) => selectWalletCatalog(s).error);
  const retry = () => dispatch(catalogRetryRequested());

  if (wallets.length === 0) {
    if (error) return <ErrorState onRetry={retry} />;
    if (page === 0 || loading) return <Skeletons />;
    return <EmptyState />;
  }
  return (
    <>
      <WalletGrid wallets={wallets} total={count} />
      {error ? <ErrorState onRetry={retry} /> : null}
      {loading ? <p className="wg-visually-hidden" role="status">{tal('allWallets.loading')}</p> : null}
    </>
  );
});

/** Results for the query once the saga has them; skeletons while the query waits or loads. */
function SearchResults(): ReactElement {
  const dispatch = useGateDispatch();
  const search = useGateSelector(selectCatalogSearch);
  const results = useGateSelector(selectCatalogSearchResults);
  if (search.error) return <ErrorState onRetry={() => dispatch(catalogSearchChanged(search.query))} />;
  if (search.resultsQuery !== search.query.trim()) return <Skeletons />;
  if (results.length === 0) return <EmptyState />;
  return <WalletGrid key={search.resultsQuery} wallets={results} total={results.length} />;
}

const SKELETON_TILES = Array.from({ length: GRID.columns * 3 }, (_, i) => i);

function Skeletons(): ReactElement {
  const tal = useAllWalletsStrings();
  return (
    <div role="status" aria-busy="true">
      <span className="wg-visually-hidden">{tal('allWallets.loading')}</span>
      <ul className="wg-aw-skeletons" aria-hidden="true">
        {SKELETON_TILES.map((i) => (
          <li key={i}>
            <span className="wg-aw-skeleton" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function EmptyState(): ReactElement {
  const tal = useAllWalletsStrings();
  return (
    <p className="wg-empty" role="status">
      {tal('allWallets.empty')}
    </p>
  );
}

interface ErrorStateProps {
  onRetry(): void;
}

function ErrorState({ onRetry }: ErrorStateProps): ReactElement {
  const tal = useAllWalletsStrings();
  return (
    <div className="wg-aw-state" role="alert">
      <p className="wg-error-text">{tal('allWallets.error')}</p>
      <button type="button" className="wg-button wg-button-secondary" onClick={onRetry}>
        {tal('allWallets.tryAgain')}
      </button>
    </div>
  );
}
