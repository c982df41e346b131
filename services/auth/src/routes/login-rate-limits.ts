import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { HttpError } from '@steady/service-common';
import { normalizeEmail } from '../handlers/accounts';
import type { AuthSettings, RateLimit } from '../settings';

function waitingTime(windowMs: number): string {
  const minutes = Math.max(1, Math.round(windowMs / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

const tooManyAttempts = (windowMs: number) =>
  new HttpError(
    429,
    'rate_limited',
    `Too many sign-in attempts. Please wait ${waitingTime(windowMs)} and try again.`,
    { reason: 'too_many_sign_in_attempts' },
  );

function emailOf(request: Request): string | undefined {
  const email: unknown = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? normalizeEmail(email) : undefined;
}

function limiter(limit: RateLimit, extra: Parameters<typeof rateLimit>[0]): RequestHandler {
  return rateLimit({
    windowMs: limit.windowMs,
    limit: limit.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // The 429 goes through the common error handler, so it has the same JSON shape as every other error.
    handler: (_request, _response, next) => next(tooManyAttempts(limit.windowMs)),
    ...extra,
  });
}

/**
 * Two limits on `POST /api/auth/login` (in memory, per instance): every attempt from one address, and the
 * failed attempts on one account, which is what password guessing targets.
 */
export function createLoginRateLimits(limits: AuthSettings['loginLimits']) {
  return {
    perIp: limiter(limits.perIp, {}),
    perEmail: limiter(limits.perEmail, {
      skip: (request) => emailOf(request) === undefined,
      keyGenerator: (request) => `email:${emailOf(request)}`,
      skipSuccessfulRequests: true,
    }),
  };
}
