/** One-time codes: 6 digits, valid 10 minutes, at most 5 wrong tries. */
import { randomInt } from 'node:crypto';
import { HttpError } from '../api/http';
import { SITE_ERRORS } from './contract';
import type { OtpChallenge } from './state';

const CODE_TTL_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;

export function newChallenge(now = Date.now()): OtpChallenge {
  return { code: String(randomInt(0, 1_000_000)).padStart(6, '0'), expiresAt: now + CODE_TTL_MS, attempts: 0 };
}

/** Throws (400) unless `otp` matches; `onSpent` runs when the challenge can no longer be used. */
export function checkChallenge(challenge: OtpChallenge, otp: string, onSpent: () => void, now = Date.now()): void {
  if (now > challenge.expiresAt) {
    onSpent();
    throw new HttpError(400, SITE_ERRORS.codeExpired);
  }
  if (otp.trim() === challenge.code) return;
  challenge.attempts += 1;
  if (challenge.attempts >= MAX_ATTEMPTS) {
    onSpent();
    throw new HttpError(400, SITE_ERRORS.tooManyAttempts);
  }
  throw new HttpError(400, SITE_ERRORS.invalidCode);
}
