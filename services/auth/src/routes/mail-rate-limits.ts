import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { HttpError } from '@steady/service-common';
import { normalizeEmail } from '../handlers/accounts';
import type { RateLimit } from '../settings';

const oneHour = 60 * 60 * 1000;

/**
 * Mail is sent to an address the requester types, so both who asks and which address are limited: a few
 * reset mails an hour per address keep an inbox from being flooded, and the answer is the same for an
 * address with or without an account.
 */
export const defaultMailLimits = {
  perIp: { limit: 20, windowMs: oneHour },
  perEmail: { limit: 3, windowMs: oneHour },
};

const tooManyRequests = () =>
  new HttpError(429, 'rate_limited', 'Too many requests for this email. Please wait an hour and try again.', {
    reason: 'too_many_mail_requests',
  });

function limiter(limit: RateLimit, extra: Parameters<typeof rateLimit>[0]): RequestHandler {
  return rateLimit({
    windowMs: limit.windowMs,
    limit: limit.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_request, _response, next) => next(tooManyRequests()),
    ...extra,
  });
}

/** The address a request mails to: `email` (password reset) or `newEmail` (email change). */
function addressOf(request: Request): string | undefined {
  const body = request.body as { email?: unknown; newEmail?: unknown } | undefined;
  const address = body?.email ?? body?.newEmail;
  return typeof address === 'string' && address.trim() !== '' ? normalizeEmail(address) : undefined;
}

/** In memory, per instance, like the sign-in limits. */
export function createMailRateLimits(limits: { perIp: RateLimit; perEmail: RateLimit }) {
  return {
    perIp: limiter(limits.perIp, {}),
    perEmail: limiter(limits.perEmail, {
      skip: (request) => addressOf(request) === undefined,
      keyGenerator: (request) => `mail:${addressOf(request)}`,
    }),
  };
}
