import type { Address } from 'viem';
import { HistoryQuerySchema, type HistoryResponse, type Transaction } from '../../../src/core/api';
import { isEvmAddress, isSolanaAddress } from '../chains';
import type { ApiContext, OnrampPurchase } from '../context';
import { compareNewestFirst, decodeCursor, encodeCursor, keyOf, toSolanaTransaction, toTransaction, type HistoryKey } from '../historyFormat';
import { HttpError, json, parse, type Router } from '../http';
import { priceOf } from '../prices';

/** On-ramp purchases (`onramp=coinbase`) as transactions with the ONRAMP_* statuses: in progress until the faucet has paid. */
function purchaseTransaction(ctx: ApiContext, p: OnrampPurchase): Transaction {
  const price = priceOf('ETH');
  const status = ({ in_progress: 'IN_PROGRESS', success: 'SUCCESS', failed: 'FAILED' } as const)[p.status];
  return {
    id: p.id,
    metadata: {
      operationType: 'buy',
      hash: p.hash ?? '',
      minedAt: p.at.toISOString(),
      chain: p.chainId,
      status: `ONRAMP_TRANSACTION_STATUS_${status}`,
      sentFrom: ctx.faucet.address,
      sentTo: p.address,
      nonce: 0,
    },
    transfers: [
      {
        fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: `${ctx.origin}/public/getTokenImage/eth` } },
        direction: 'in',
        quantity: { numeric: p.amount, decimals: '18' },
        value: Math.round(Number(p.amount) * price * 100) / 100,
        price,
      },
    ],
  };
}

export function historyRoutes(router: Router, ctx: ApiContext): void {
  router.get('/v1/account/:account/history', async (req) => {
    const raw = req.params.account ?? '';
    const account = raw.includes(':') ? raw.slice(raw.lastIndexOf(':') + 1) : raw;
    if (!isEvmAddress(account) && !isSolanaAddress(account)) throw new HttpError(400, `Invalid address: ${raw}`);
    const query = parse(HistoryQuerySchema, req.query, 'query');
    if (query.chainId) ctx.chains.requireKnown(query.chainId);
    const after: HistoryKey | null = query.cursor ? decodeCursor(query.cursor) : null;
    if (query.cursor && !after) throw new HttpError(400, 'Invalid cursor');
    const pageSize = ctx.options.historyPageSize ?? 20;

    if (query.onramp) {
      const purchases = ctx.purchases
        .filter((p) => p.address.toLowerCase() === account.toLowerCase())
        .filter((p) => !query.chainId || p.chainId === query.chainId)
        .reverse();
      const offset = after ? after[1] : 0;
      const page = purchases.slice(offset, offset + pageSize);
      const more = offset + pageSize < purchases.length;
      return json({
        data: page.map((p) => purchaseTransaction(ctx, p)),
        next: more ? encodeCursor([0, offset + pageSize]) : null,
      } satisfies HistoryResponse);
    }

    if (!isEvmAddress(account)) {
      if (query.chainId && query.chainId !== ctx.chains.solanaCaip) return json({ data: [], next: null } satisfies HistoryResponse);
      // read-your-writes, as for EVM: index up to the cluster's current slot first
      await ctx.solanaIndexer.catchUp().catch((err: unknown) => ctx.log(`api: solana history catch-up failed: ${String(err)}`));
      const matching = ctx.solanaIndexer
        .forOwner(account)
        .map((tx) => ({ tx, key: [tx.timestamp, tx.seq] as HistoryKey }))
        .filter(({ key }) => !after || compareNewestFirst(key, after) > 0)
        .sort((a, b) => compareNewestFirst(a.key, b.key));
      const page = matching.slice(0, pageSize);
      const last = page[page.length - 1];
      const next = matching.length > pageSize && last ? encodeCursor(last.key) : null;
      return json({ data: page.map(({ tx }) => toSolanaTransaction(ctx, tx, account)), next } satisfies HistoryResponse);
    }
    const chain = query.chainId ? ctx.chains.evmByCaip(query.chainId) : undefined;
    if (query.chainId && !chain) return json({ data: [], next: null } satisfies HistoryResponse);
    // read-your-writes: index up to each chain's current head before answering (if a chain is
    // unreachable, answer from what is indexed)
    await ctx.indexer.catchUp(chain).catch((err: unknown) => ctx.log(`api: history catch-up failed: ${String(err)}`));

    const lower = account.toLowerCase() as Address;
    const matching = ctx.indexer
      .forAccount(lower)
      .filter((tx) => !chain || tx.chain === chain)
      .map((tx) => ({ tx, key: keyOf(tx) }))
      .filter(({ key }) => !after || compareNewestFirst(key, after) > 0)
      .sort((a, b) => compareNewestFirst(a.key, b.key));
    const page = matching.slice(0, pageSize);
    const last = page[page.length - 1];
    const next = matching.length > pageSize && last ? encodeCursor(last.key) : null;
    const data = await Promise.all(page.map(({ tx }) => toTransaction(ctx, tx, lower)));
    return json({ data, next } satisfies HistoryResponse);
  });
}

