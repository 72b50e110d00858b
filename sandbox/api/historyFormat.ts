import { formatUnits, type Address } from 'viem';
import type { OperationType, Transaction, Transfer } from '../../src/core/api';
import type { ApiContext } from './context';
import { ZERO_ADDRESS, type IndexedTransfer, type IndexedTx } from './indexer';
import { priceOf } from './prices';
import type { SolanaIndexedTx } from './solanaIndexer';

const APPROVE_SELECTOR = '0x095ea7b3';
const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** Sort key, newest first: block time (seconds), then the order the indexer saw the transactions in
 * (block order within a chain; across chains within one second, observation order). */
export type HistoryKey = [timestamp: number, seq: number];

export function keyOf(tx: IndexedTx): HistoryKey {
  return [tx.timestamp, tx.seq];
}

/** negative when a sorts before b in newest-first order */
export function compareNewestFirst(a: HistoryKey, b: HistoryKey): number {
  return b[0] - a[0] || b[1] - a[1];
}

export function encodeCursor(key: HistoryKey): string {
  return Buffer.from(`h1.${key.join('.')}`).toString('base64url');
}

/** null when the cursor is not one we issued */
export function decodeCursor(cursor: string): HistoryKey | null {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(cursor)) return null;
  const m = /^h1\.(\d{1,15})\.(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m) return null;
  return [Number(m[1]), Number(m[2])];
}

function operationType(tx: IndexedTx, mine: IndexedTransfer[], account: Address): OperationType {
  if (!tx.to) return 'deploy';
  if (mine.some((t) => t.from === ZERO_ADDRESS && t.to === account)) return 'mint';
  const fungible = mine.filter((t) => t.kind !== 'erc721' && t.from !== t.to);
  const out = mine.some((t) => t.from === account && t.to !== account);
  const inn = mine.some((t) => t.to === account && t.from !== account);
  if (fungible.some((t) => t.from === account) && fungible.some((t) => t.to === account)) return 'trade';
  if (out) return mine.every((t) => t.from !== account || t.to === ZERO_ADDRESS) ? 'burn' : 'send';
  if (inn) return 'receive';
  if (tx.selector === APPROVE_SELECTOR) return 'approve';
  return 'execute';
}

/** One indexed transaction as SPEC §3's Transaction, seen from `account`. */
export async function toTransaction(ctx: ApiContext, tx: IndexedTx, account: Address): Promise<Transaction> {
  const mine = tx.transfers.filter((t) => t.from === account || t.to === account);
  const transfers: Transfer[] = [];
  for (const t of mine) {
    const direction = t.from === account && t.to === account ? 'self' : t.from === account ? 'out' : 'in';
    if (t.kind === 'erc721') {
      const nft = tx.chain.info.nft;
      const name = t.contract === nft.address.toLowerCase() ? nft.name : (await ctx.tokens.get(tx.chain, t.contract)).name;
      transfers.push({
        nft_info: {
          name: `${name} #${t.tokenId}`,
          flags: { is_spam: false },
          content: {
            preview: { url: `${ctx.origin}/sandbox/nft/${tx.chain.info.chainId}/${t.tokenId}.svg`, content_type: 'image/svg+xml' },
          },
        },
        direction,
        quantity: { numeric: '1', decimals: '0' },
        value: 0,
        price: 0,
      });
      continue;
    }
    const meta =
      t.kind === 'native'
        ? { ...tx.chain.info.nativeCurrency, spam: false }
        : await ctx.tokens.get(tx.chain, t.contract);
    const numeric = formatUnits(t.amount, meta.decimals);
    const price = priceOf(meta.symbol);
    transfers.push({
      fungible_info: {
        name: meta.name,
        symbol: meta.symbol,
        icon: { url: `${ctx.origin}/public/getTokenImage/${meta.symbol.toLowerCase()}` },
        flags: { is_spam: meta.spam },
      },
      direction,
      quantity: { numeric, decimals: String(meta.decimals) },
      value: round(Number(numeric) * price),
      price,
    });
  }
  return {
    id: tx.hash,
    metadata: {
      operationType: operationType(tx, mine, account),
      hash: tx.hash,
      minedAt: new Date(tx.timestamp * 1000).toISOString(),
      chain: tx.chain.caip,
      status: tx.status,
      sentFrom: tx.from,
      sentTo: tx.to ?? tx.createdContract ?? ZERO_ADDRESS,
      nonce: tx.nonce,
    },
    transfers,
  };
}

/** The metadata of an SPL mint the sandbox knows (litesvm has no token-metadata program). */
function splMeta(ctx: ApiContext, mint: string): { name: string; symbol: string } {
  const known = ctx.chains.info.solana.splToken;
  if (known && known.mint === mint) return { name: known.name, symbol: known.symbol };
  return { name: `SPL ${mint.slice(0, 4)}…${mint.slice(-4)}`, symbol: mint.slice(0, 4).toUpperCase() };
}

/** One indexed Solana transaction as SPEC §3's Transaction, seen from `owner`: a transfer per asset whose
 * balance changed for the owner (SOL in 9 decimals, SPL in the mint's). */
export function toSolanaTransaction(ctx: ApiContext, tx: SolanaIndexedTx, owner: string): Transaction {
  const mine = tx.changes.filter((c) => c.owner === owner);
  const transfers: Transfer[] = mine.map((c) => {
    const meta = c.mint === null ? { name: 'Solana', symbol: 'SOL' } : splMeta(ctx, c.mint);
    const numeric = formatUnits(c.delta < 0n ? -c.delta : c.delta, c.decimals);
    const price = priceOf(meta.symbol);
    return {
      fungible_info: {
        name: meta.name,
        symbol: meta.symbol,
        icon: { url: `${ctx.origin}/public/getTokenImage/${meta.symbol.toLowerCase()}` },
        flags: { is_spam: false },
      },
      direction: c.delta < 0n ? 'out' : 'in',
      quantity: { numeric, decimals: String(c.decimals) },
      value: round(Number(numeric) * price),
      price,
    };
  });
  const out = mine.some((c) => c.delta < 0n);
  const inn = mine.some((c) => c.delta > 0n);
  const operationType: OperationType = out && inn ? 'trade' : out ? 'send' : inn ? 'receive' : 'execute';
  // the counterparty: whoever moved the other way in the same asset
  const counterpart = tx.changes.find((c) => c.owner !== owner && mine.some((m) => m.mint === c.mint && m.delta < 0n !== c.delta < 0n));
  const sentFrom = operationType === 'receive' ? (counterpart?.owner ?? tx.feePayer) : owner;
  const sentTo = operationType === 'receive' ? owner : (counterpart?.owner ?? tx.feePayer);
  return {
    id: tx.signature,
    metadata: {
      operationType,
      hash: tx.signature,
      minedAt: new Date(tx.timestamp * 1000).toISOString(),
      chain: ctx.chains.solanaCaip,
      status: tx.status,
      sentFrom,
      sentTo,
      nonce: 0,
    },
    transfers,
  };
}
