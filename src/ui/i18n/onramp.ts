/**
 * Buy crypto's strings. They load with the Buy view's chunk, not with the first bundle; other locales
 * provide the same keys (`OnrampMessages`).
 */
import type { BuyIssue } from '../../core/onramp';
import { useMessages } from './index';

export const enOnramp = {
  'onramp.loading': 'Loading what you can buy',
  'onramp.unavailable': 'Buying crypto is not available where you are.',
  'onramp.unavailableHint': 'The providers cannot serve your region. You can still receive crypto from another account.',
  'onramp.sampleOptions': 'Showing sample currencies: the list of what you can buy could not be loaded.',
  'onramp.token': 'You buy',
  'onramp.tokenOption': '{symbol} · {name}',
  'onramp.paymentCurrency': 'Pay in',
  'onramp.paymentMethod': 'Pay with',
  'onramp.method.card': 'Card',
  'onramp.method.ach_bank_account': 'Bank account',
  'onramp.amount': 'Amount in {currency}',
  'onramp.limits': 'From {min} to {max}',
  'onramp.quote': 'Quote',
  'onramp.quoteLoading': 'Getting a quote',
  'onramp.estimate': 'Estimate',
  'onramp.estimateHint': "The provider's quote is unavailable: this estimate assumes the highest fee.",
  'onramp.providerFee': 'Provider fee',
  'onramp.networkFee': 'Network fee',
  'onramp.subtotal': 'Subtotal',
  'onramp.total': 'Total',
  'onramp.youGet': 'You get',
  'onramp.unknown': '—',
  'onramp.providers': 'Provider',
  'onramp.feeRange': 'Fees {min}–{max} %',
  'onramp.continue': 'Continue with {provider}',
  // SPEC §2: the mobile label (the provider opens in a new tab)
  'onramp.mobileContinue': 'Open and continue in a new browser tab',
  'onramp.opening': 'Opening {provider}…',
  'onramp.waiting': 'Finish your purchase on the {provider} page: Activity shows it as soon as the provider has it.',
  'onramp.openProvider': 'Open {provider}',
  'onramp.done': 'Bought {amount} {symbol}',
  'onramp.failed': 'Something went wrong',
  'onramp.issue.addAmount': 'Enter an amount',
  'onramp.issue.invalidAmount': 'Invalid Amount',
  'onramp.issue.belowMin': 'The minimum is {min}',
  'onramp.issue.aboveMax': 'The maximum is {max}',
} as const;

export type OnrampMessageKey = keyof typeof enOnramp;

export const buyIssueKey = (issue: BuyIssue) => `onramp.issue.${issue}` as const satisfies OnrampMessageKey;
export const methodKey = (id: string): OnrampMessageKey | null =>
  id === 'card' || id === 'ach_bank_account' ? (`onramp.method.${id}` as const) : null;

/** The onramp strings in the locale shown (a view's hook). */
export const useOnrampStrings = () => useMessages('onramp', enOnramp);
