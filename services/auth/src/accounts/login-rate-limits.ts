import type { Request } from 'express';
import { clientAddressOf, type RequestLimits } from '@steady/service-common';
import { normalizeEmail } from './accounts';
import type { AuthSettings } from '../settings';

function waitingTime(windowMs: number): string {
  const minutes = Math.max(1, Math.round(windowMs / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

const tooManyAttempts = (windowMs: number) =>
  `Too many sign-in attempts. Please wait ${waitingTime(windowMs)} and try again.`;

function emailOf(request: Request): string | undefined {
  const email: unknown = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? normalizeEmail(email) : undefined;
}

/**
 * Two limits on `POST /api/auth/login`, counted by every instance together when rate limits are in Redis:
 * every attempt from one address, and the failed attempts on one account from one address, which is what
 * password guessing does. The second never refuses the owner elsewhere: someone guessing at an account
 * locks out only their own address, and the owner's correct password still works from theirs.
 */
export function createLoginRateLimits(limits: AuthSettings['loginLimits'], requestLimits: RequestLimits) {
  return {
    perIp: requestLimits.limit({
      name: 'login-address',
      ...limits.perIp,
      message: tooManyAttempts(limits.perIp.windowMs),
      reason: 'too_many_sign_in_attempts',
    }),
    perAccountFromAddress: requestLimits.limit({
      name: 'login-account-address',
      ...limits.perAccountFromAddress,
      message: tooManyAttempts(limits.perAccountFromAddress.windowMs),
      reason: 'too_many_sign_in_attempts',
      key: (request) => {
        const email = emailOf(request);
        return email === undefined ? undefined : `${email}|${clientAddressOf(request)}`;
      },
      onlyFailures: true,
    }),
  };
}
