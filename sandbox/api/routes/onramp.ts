import { createHash } from 'node:crypto';
import { type Address } from 'viem';
import {
  OnrampCompleteRequestSchema,
  OnrampQuoteRequestSchema,
  OnrampUrlRequestSchema,
  type OnrampCompleteResponse,
  type OnrampOptionsResponse,
  type OnrampQuoteResponse,
  type OnrampUrlResponse,
} from '../../../src/core/api';
import { isEvmAddress, type EvmChain } from '../chains';
import type { ApiContext, OnrampPurchase, OnrampSettling } from '../context';
import { html, HttpError, json, parse, type Router } from '../http';
import { FIAT_TO_USD, priceOf } from '../prices';

/** Fee rates of SPEC §9 (1–2 % in all): provider fee 1.2 %, network fee 0.3 %. */
const PROVIDER_FEE = 0.012;
const NETWORK_FEE = 0.003;
/** the most one purchase may credit, so the faucet cannot be drained */
const MAX_PURCHASE_ETH = 10;

const networkName = (chain: EvmChain) => `sandbox-${chain.info.chainId}`;

function options(ctx: ApiContext): OnrampOptionsResponse {
  const evm = ctx.chains.evm;
  const tokenNetworks = (symbol: string) =>
    evm.flatMap((c) => {
      const t = c.info.tokens.find((x) => x.symbol === symbol);
      return t ? [{ name: networkName(c), display_name: c.info.name, chain_id: String(c.info.chainId), contract_address: t.address }] : [];
    });
  return {
    purchaseCurrencies: [
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: evm.map((c) => ({
          name: networkName(c),
          display_name: c.info.name,
          chain_id: String(c.info.chainId),
          contract_address: '',
        })),
      },
      { id: 'SUSD', name: 'Sandbox USD', symbol: 'sUSD', networks: tokenNetworks('sUSD') },
      {
        id: 'SOL',
        name: 'Solana',
        symbol: 'SOL',
        networks: [{ name: 'sandbox-solana', display_name: 'Sandbox Solana', chain_id: ctx.chains.solanaCaip, contract_address: '' }],
      },
    ],
    // SPEC §9 sample limits: card 10–7500, bank account 10–25000, USD and EUR
    paymentCurrencies: ['USD', 'EUR'].map((id) => ({
      id,
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    })),
  };
}

/** "sandbox-31337", "31337" or "eip155:31337" → the EVM chain */
function chainByNetwork(ctx: ApiContext, network: string | undefined): EvmChain | undefined {
  if (!network) return ctx.chains.evm[0];
  const id = network.replace(/^sandbox-/, '').replace(/^eip155:/, '');
  return /^\d+$/.test(id) ? ctx.chains.evmById(Number(id)) : undefined;
}

const fixed = (n: number, digits = 2) => n.toFixed(digits);

const escapeHtml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function onrampPage(params: { address: string; chainId: string; amount: string; partnerUserId: string }): string {
  const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox on-ramp</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem}</style></head>
<body><main>
<h1>Sandbox on-ramp</h1>
<p>Buy <strong>${escapeHtml(params.amount)} ETH</strong> on <strong>${escapeHtml(params.chainId)}</strong> for
<code>${escapeHtml(params.address)}</code>. No money moves: the sandbox faucet pays.</p>
<form method="post" action="/sandbox/onramp/complete">
${field('address', params.address)}${field('chainId', params.chainId)}${field('amount', params.amount)}${field('partnerUserId', params.partnerUserId)}
<button type="submit">Complete purchase</button>
</form></main></body></html>`;
}

/**
 * When the purchase should be paid: after the settle time, at once when a test settles it, or only then when a test
 * held it (POST /sandbox/onramp/hold). Null: at once.
 */
function settleWait(settling: OnrampSettling, id: string, settleMs: number): Promise<void> | null {
  const held = settling.held;
  settling.held = false; // a hold is for the one purchase the test makes next, not every later visitor's
  if (!held && settleMs <= 0) return null;
  return new Promise((resolve) => {
    const timer = held ? undefined : setTimeout(release, settleMs);
    function release() {
      clearTimeout(timer);
      settling.waiting.delete(id);
      resolve();
    }
    settling.waiting.set(id, release);
  });
}

const completePage = (amount: string, address: string, hash: string) => `<h1>Purchase complete</h1><p>${escapeHtml(amount)} ETH sent to <code>${escapeHtml(address)}</code>.</p>
<p>Transaction <code data-testid="tx-hash">${escapeHtml(hash)}</code>. You can close this tab.</p>`;

/** A provider's page while the payment settles: it asks the sandbox until the purchase is paid, then says so. */
function processingPage(purchase: OnrampPurchase): string {
  const sent = `${purchase.amount} ETH sent to ${purchase.address}.`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Purchase processing</title></head>
<body><main><h1>Processing your purchase</h1><p role="status">${escapeHtml(purchase.amount)} ETH for <code>${escapeHtml(purchase.address)}</code> is on its way.</p></main>
<script>
const heading = document.querySelector('h1');
const status = document.querySelector('[role=status]');
fetch(${JSON.stringify(`/sandbox/onramp/purchases/${encodeURIComponent(purchase.id)}`)})
  .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
  .then(({ hash }) => {
    document.title = heading.textContent = 'Purchase complete';
    status.textContent = ${JSON.stringify(sent)} + ' Transaction ' + hash + '. You can close this tab.';
  }, () => {
    document.title = heading.textContent = 'Purchase failed';
    status.textContent = 'The provider could not pay. Nothing was charged.';
  });
</script></body></html>`;
}

export function onrampRoutes(router: Router, ctx: ApiContext): void {
  /** each purchase's payment, by id: the processing page asks for its end */
  const payments = new Map<string, Promise<string>>();
  router.get('/v1/onramp/options', () => json(options(ctx)));

  router.post('/v1/onramp/quote', async (req) => {
    const body = parse(OnrampQuoteRequestSchema, await req.body(), 'body');
    const opts = options(ctx);
    const currency = opts.purchaseCurrencies.find(
      (c) => c.id.toLowerCase() === body.purchaseCurrency.toLowerCase() || c.symbol.toLowerCase() === body.purchaseCurrency.toLowerCase(),
    );
    if (!currency) throw new HttpError(400, `Unknown purchase currency ${body.purchaseCurrency}`);
    const fiat = body.paymentCurrency.toUpperCase();
    const rate = FIAT_TO_USD[fiat];
    if (!rate) throw new HttpError(400, `Unknown payment currency ${body.paymentCurrency}`);
    if (!currency.networks.some((n) => n.name === body.network || n.chain_id === body.network)) {
      throw new HttpError(400, `Network ${body.network} not available for ${currency.id}`);
    }
    const amount = Number(body.amount);
    if (!(amount >= 10 && amount <= 25_000)) throw new HttpError(400, 'Amount outside the payment limits (10–25000)');
    const providerFee = amount * PROVIDER_FEE;
    const networkFee = amount * NETWORK_FEE;
    const subtotal = amount - providerFee - networkFee;
    const price = priceOf(currency.symbol);
    const purchase = price > 0 ? (subtotal * rate) / price : 0;
    const quoteId = createHash('sha256').update(`${currency.id}|${fiat}|${amount}|${body.network}|${Date.now()}`).digest('hex').slice(0, 32);
    return json({
      coinbaseFee: { amount: fixed(providerFee), currency: fiat },
      networkFee: { amount: fixed(networkFee), currency: fiat },
      paymentSubtotal: { amount: fixed(subtotal), currency: fiat },
      paymentTotal: { amount: fixed(amount), currency: fiat },
      purchaseAmount: { amount: fixed(purchase, 8), currency: currency.symbol },
      quoteId,
    } satisfies OnrampQuoteResponse);
  });

  router.post('/v1/generators/onrampurl', async (req) => {
    const body = parse(OnrampUrlRequestSchema, await req.body(), 'body');
    const wallet = body.destinationWallets[0];
    if (!wallet || !isEvmAddress(wallet.address)) throw new HttpError(400, 'The sandbox on-ramp credits EVM addresses only');
    // The sandbox chains have no Coinbase pay chain (defaultNetwork says 'ethereum', SPEC §9's fallback): the
    // destination wallet's blockchain (the option network's name) says which sandbox chain pays.
    const network = wallet.blockchains?.[0] ?? body.defaultNetwork;
    const chain = chainByNetwork(ctx, network);
    if (!chain) throw new HttpError(400, `Unknown network ${network}`);
    const ether = body.presetCryptoAmount ?? (body.presetFiatAmount ? body.presetFiatAmount / priceOf('ETH') : 0.1);
    if (ether > MAX_PURCHASE_ETH) throw new HttpError(400, `At most ${MAX_PURCHASE_ETH} ETH per purchase`);
    const params = new URLSearchParams({
      address: wallet.address,
      chainId: chain.caip,
      amount: ether.toFixed(6).replace(/\.?0+$/, ''),
      partnerUserId: body.partnerUserId,
    });
    return json({ url: `${ctx.origin}/sandbox/onramp?${params.toString()}` } satisfies OnrampUrlResponse);
  });

  router.get('/sandbox/onramp', (req) => {
    const q = parse(OnrampCompleteRequestSchema, req.query, 'query');
    return html(onrampPage({ address: q.address, chainId: q.chainId, amount: q.amount, partnerUserId: q.partnerUserId ?? '' }));
  });

  router.post('/sandbox/onramp/complete', async (req) => {
    const form = (req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');
    const body = parse(OnrampCompleteRequestSchema, await req.body(), 'body');
    const chain = ctx.chains.requireEvm(body.chainId);
    if (Number(body.amount) <= 0 || Number(body.amount) > MAX_PURCHASE_ETH) {
      throw new HttpError(400, `Amount must be between 0 and ${MAX_PURCHASE_ETH} ETH`);
    }
    // Recorded at once, in progress, as a provider reports a purchase it has taken; paid after the settle time.
    const purchase: OnrampPurchase = {
      id: `sandbox-onramp-${ctx.purchases.length + 1}`,
      hash: null,
      status: 'in_progress',
      chainId: chain.caip,
      address: body.address,
      amount: body.amount,
      at: new Date(),
    };
    ctx.purchases.push(purchase);
    const wait = settleWait(ctx.onrampSettling, purchase.id, ctx.options.onrampSettleMs ?? 0);
    const payment = (async () => {
      await wait;
      try {
        purchase.hash = await ctx.faucet.pay(chain, body.address as Address, body.amount);
      } catch (error) {
        purchase.status = 'failed';
        throw error;
      }
      purchase.status = 'success';
      ctx.log(`api: on-ramp credited ${body.amount} ETH to ${body.address} on ${chain.caip}`);
      return purchase.hash;
    })();
    payments.set(purchase.id, payment);
    payment.catch(() => undefined); // a failure is the purchase's status, and the answer of whoever asks
    // a visitor whose payment settles later sees the provider's processing page at once, which follows it
    if (form && wait) return html(processingPage(purchase));
    const hash = await payment;
    const result: OnrampCompleteResponse = { hash, chainId: chain.caip, address: body.address, amount: body.amount };
    if (!form) return json(result);
    return html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Purchase complete</title></head>
<body><main>${completePage(body.amount, body.address, hash)}</main></body></html>`);
  });

  // Sandbox-only test control: a test holds the next purchase in progress as long as it needs (Activity showing it
  // pending), then has the provider pay at once, rather than waiting out the settle time.
  router.post('/sandbox/onramp/hold', () => {
    ctx.onrampSettling.held = true;
    return json({ held: true });
  });
  router.get('/sandbox/onramp/purchases/:id', async (req) => {
    const payment = payments.get(req.params.id ?? '');
    if (!payment) throw new HttpError(404, 'No such purchase');
    return json({ hash: await payment });
  });
  router.get('/sandbox/onramp/waiting', () => json({ waiting: [...ctx.onrampSettling.waiting.keys()] }));
  router.post('/sandbox/onramp/settle', () => {
    const waiting = [...ctx.onrampSettling.waiting];
    for (const [, release] of waiting) release();
    return json({ settled: waiting.map(([id]) => id) });
  });
}
