/** Swap's strings (its form, token picker and preview). They load with the swap views' chunk, not the first bundle. */
import type { SwapIssue } from '../../core/swap';
import type { SwapPhase } from '../../../slices/swap';
import { useMessages } from './index';

export const enSwap = {
  'swap.pay': 'You pay',
  'swap.receive': 'You receive',
  'swap.amountPay': 'Amount to pay',
  'swap.amountReceive': 'Amount to receive',
  'swap.chooseToken': 'Choose token',
  'swap.tokenPay': 'Token to pay: {symbol}',
  'swap.tokenReceive': 'Token to receive: {symbol}',
  'swap.balance': 'Balance: {amount} {symbol}',
  'swap.max': 'Max',
  'swap.flip': 'Switch tokens',
  'swap.value': '≈ {value}',
  'swap.quoting': 'Getting the best price…',
  'swap.rate': 'Rate',
  'swap.rateValue': '1 {from} = {amount} {to}',
  'swap.minimum': 'Minimum received ({slippage}% slippage)',
  'swap.networkFee': 'Network fee',
  'swap.priceImpact': 'Price impact',
  'swap.route': 'Route',
  'swap.highImpact': 'This swap moves the price by {impact}%: you get noticeably less than the market rate.',
  'swap.unknown': '—',
  'swap.review': 'Review swap',
  'swap.tryAgain': 'Try again',
  'swap.loadingTokens': 'Loading tokens',
  'swap.issue.selectTokens': 'Select a token',
  'swap.issue.enterAmount': 'Enter an amount',
  'swap.issue.invalidAmount': 'Invalid amount',
  'swap.issue.insufficientBalance': 'Insufficient balance',
  'swap.issue.fetchingQuote': 'Getting quote…',
  'swap.issue.noQuote': 'No quote',

  'swapPicker.search': 'Search tokens',
  'swapPicker.list': 'Tokens to swap',
  'swapPicker.empty': 'No tokens found',

  'preview.pay': 'You pay',
  'preview.receive': 'You receive about',
  'preview.approveFirst': 'First you approve {symbol} for swapping in your wallet, then you confirm the swap.',
  'preview.confirm': 'Swap',
  'preview.approveAndSwap': 'Approve and swap',
  'phase.checkingAllowance': 'Checking the {symbol} allowance…',
  'phase.approving': 'Approve {symbol} in your wallet',
  'phase.approveMining': 'Waiting for the approval to be confirmed…',
  'phase.building': 'Preparing the swap…',
  'phase.swapping': 'Confirm the swap in your wallet',
  'phase.swapMining': 'Waiting for the swap to be confirmed…',
} as const;

export type SwapMessageKey = keyof typeof enSwap;

export const swapIssueKey = (issue: SwapIssue) => `swap.issue.${issue}` as const satisfies SwapMessageKey;
export const phaseKey = (phase: Exclude<SwapPhase, 'editing'>) => `phase.${phase}` as const satisfies SwapMessageKey;

/** The swap strings in the locale shown (a view's hook). */
export const useSwapStrings = () => useMessages('swap', enSwap);
