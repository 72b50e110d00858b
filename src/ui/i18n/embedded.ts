/**
 * The embedded wallet's strings (email, codes, device, socials, Farcaster, approvals, email update). They load
 * with the embedded views' chunks, not with the first bundle; other locales provide the same keys.
 */
import { useMessages } from './index';

export const enEmbedded = {
  // Connect: email section
  'email.label': 'Email address',
  'email.placeholder': 'Email',
  'email.continue': 'Continue',
  'email.invalid': 'Enter a valid email address',
  'email.sending': 'Sending a code',

  // Connect: social section and ConnectSocials
  'social.heading': 'Sign in with a social account',
  'social.continueWith': 'Continue with {provider}',
  'social.other': 'Other social',
  'social.all': 'All social accounts',

  // codes
  'otp.intro': 'Enter the 6-digit code we sent to {email}',
  'otp.label': 'Verification code',
  'otp.hint': 'The code expires in 10 minutes.',
  'otp.verifying': 'Checking the code',
  'otp.digit': 'Digit {n} of {count}',
  'otp.resend': 'Resend code',
  'otp.resendIn': 'Resend code in {seconds} s',
  'otp.codeSent': 'A new code is on its way',
  'otp.didNotGet': "Didn't receive it?",

  // device
  'device.heading': 'Check your email to approve this device',
  'device.body': 'We sent a link to {email}. Open it on any device to approve this browser; the code follows.',
  'device.waiting': 'Waiting for approval',
  'device.retry': 'Try again',

  // social waiting
  'connectingSocial.continueIn': 'Continue in {provider}',
  'connectingSocial.starting': 'Opening the {provider} sign-in window',
  'connectingSocial.waiting': 'Sign in in the {provider} window that opened.',
  'connectingSocial.connecting': 'Signing you in',
  'connectingSocial.failed': 'Sign-in failed',
  'connectingSocial.retry': 'Try again',

  // Farcaster
  'farcaster.heading': 'Scan with Farcaster',
  'farcaster.body': 'Scan this QR code with your phone, or open the link, and approve the sign-in.',
  'farcaster.qr': 'QR code to sign in with Farcaster',
  'farcaster.loading': 'Preparing the sign-in',
  'farcaster.waiting': 'Waiting for approval in Farcaster',
  'farcaster.connecting': 'Signing you in',
  'farcaster.open': 'Open link',
  'farcaster.copy': 'Copy link',
  'farcaster.failed': 'Sign-in failed',
  'farcaster.retry': 'Try again',

  // ApproveTransaction
  'approve.frame': 'Secure approval window. Review the request, then approve or decline.',
  'approve.waiting': 'Review the request in the secure window below.',

  // update email (Account)
  'update.button': 'Update email',
  'update.intro': 'Enter the new email address for your wallet.',
  'update.label': 'New email address',
  'update.save': 'Continue',
  'update.primaryIntro': 'To confirm the change, enter the code we sent to your current email {email}.',
  'update.secondaryIntro': 'Enter the code we sent to {email}.',
  'account.switchToSmart': 'Use your smart account',
  'account.switchToEoa': 'Use your regular account',
  'account.signedInAs': 'Signed in as {name}',
  // the wallet's label on Account: the provider and the username for a social login
  'account.socialIdentity': '{provider} · {name}',
  'account.emailWallet': 'Email wallet',
} as const;

export type EmbeddedMessageKey = keyof typeof enEmbedded;

/** Display names of the social providers (SPEC §1). */
export const SOCIAL_NAMES: Record<string, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
};

/** The embedded strings in the locale shown (a view's hook). */
export const useEmbeddedStrings = () => useMessages('embedded', enEmbedded);
