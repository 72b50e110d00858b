/** Activity rules of SPEC §3, §5, §9: spam and chain filters, year → month grouping, transfer amounts, NFTs held. */
import type { Transaction, Transfer } from './api/history';
import { LIMITS } from './constants';
import { numberFormat } from './format';

export type { Transaction, Transfer };

const isSpamTransfer = (t: Transfer) => t.nft_info?.flags.is_spam === true || t.fungible_info?.flags?.is_spam === true;

/**
 * SPEC §5: a transaction is hidden when every transfer in it is flagged spam. One without transfers (an
 * approval, a contract call) is not spam: it has nothing flagged.
 */
function isSpamTransaction(tx: Transaction): boolean {
  return tx.transfers.length > 0 && tx.transfers.every(isSpamTransfer);
}

/** SPEC §5: spam hidden, and only transactions on the connected chain shown. */
export function visibleTransactions(list: readonly Transaction[], caipNetworkId: string): Transaction[] {
  return list.filter((tx) => tx.metadata.chain === caipNetworkId && !isSpamTransaction(tx));
}

interface TransactionMonth {
  /** 0 = January */
  month: number;
  transactions: Transaction[];
}
export interface TransactionYear {
  year: number;
  months: TransactionMonth[];
}

/** SPEC §3 transactionsByYear: by year, then month, newest first (the visitor's local calendar). */
export function groupByYearAndMonth(list: readonly Transaction[]): TransactionYear[] {
  const sorted = [...list].sort((a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt));
  const years: TransactionYear[] = [];
  for (const tx of sorted) {
    const date = new Date(tx.metadata.minedAt);
    const year = date.getFullYear();
    const month = date.getMonth();
    let y = years[years.length - 1];
    if (y?.year !== year) years.push((y = { year, months: [] }));
    let m = y.months[y.months.length - 1];
    if (m?.month !== month) y.months.push((m = { month, transactions: [] }));
    m.transactions.push(tx);
  }
  return years;
}

const TRANSFER_DIGITS = { minimumFractionDigits: LIMITS.transferDisplayDecimals, maximumFractionDigits: LIMITS.transferDisplayDecimals };

/** SPEC §9: a transfer shows 3 decimals with + (received) or - (sent); a transfer to oneself has no sign. */
export function formatTransferAmount(transfer: Pick<Transfer, 'direction' | 'quantity'>, locale = 'en-US'): string {
  const n = Number(transfer.quantity.numeric);
  const amount = numberFormat(locale, TRANSFER_DIGITS).format(Number.isFinite(n) ? Math.abs(n) : 0);
  const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '-' : '';
  return `${sign}${amount}`;
}

/** How many history pages the NFTs tab reads to work out what is held (a bound, not a SPEC figure). */
export const NFT_HISTORY_PAGES = 10;

export interface NftHolding {
  name: string;
  imageUrl: string;
  chain: string;
}

/**
 * The collectibles an account holds on a chain, from its history's nft_info (SPEC §3, §7): every one that came
 * in more often than it went out. Spam is left out, as in Activity. Newest acquisitions first.
 */
export function nftHoldings(history: readonly Transaction[], caipNetworkId: string): NftHolding[] {
  const count = new Map<string, number>();
  const seen = new Map<string, { holding: NftHolding; minedAt: number }>();
  for (const tx of history) {
    if (tx.metadata.chain !== caipNetworkId) continue;
    for (const t of tx.transfers) {
      if (!t.nft_info || t.nft_info.flags.is_spam || t.direction === 'self') continue;
      const { name } = t.nft_info;
      count.set(name, (count.get(name) ?? 0) + (t.direction === 'in' ? 1 : -1));
      const minedAt = Date.parse(tx.metadata.minedAt);
      const known = seen.get(name);
      if (t.direction === 'in' && (!known || minedAt > known.minedAt)) {
        seen.set(name, { holding: { name, imageUrl: t.nft_info.content.preview.url, chain: tx.metadata.chain }, minedAt });
      }
    }
  }
  return [...seen.values()]
    .filter(({ holding }) => (count.get(holding.name) ?? 0) > 0)
    .sort((a, b) => b.minedAt - a.minedAt)
    .map(({ holding }) => holding);
}
