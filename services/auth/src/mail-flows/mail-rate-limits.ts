import type { Request } from 'express';
import type { RateLimit, RequestLimits } from '@steady/service-common';
import { normalizeEmail } from '../accounts/accounts';

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

const tooManyRequests = 'Too many requests for this email. Please wait an hour and try again.';

/** The address a request mails to: `email` (password reset) or `newEmail` (email change). */
function addressOf(request: Request): string | undefined {
  const body = request.body as { email?: unknown; newEmail?: unknown } | undefined;
  const address = body?.email ?? body?.newEmail;
  return typeof address === 'string' && address.trim() !== '' ? normalizeEmail(address) : undefined;
}

/** Counted like the sign-in limits: by every instance together when rate limits are in Redis. */
export function createMailRateLimits(
  limits: { perIp: RateLimit; perEmail: RateLimit },
  requestLimits: RequestLimits,
) {
  return {
    perIp: requestLimits.limit({
      name: 'mail-address',
      ...limits.perIp,
      message: tooManyRequests,
      reason: 'too_many_mail_requests',
    }),
    perEmail: requestLimits.limit({
      name: 'mail-recipient',
      ...limits.perEmail,
      message: tooManyRequests,
      reason: 'too_many_mail_requests',
      key: (request) => {
        const address = addressOf(request);
        return address === undefined ? undefined : `mail:${address}`;
      },
    }),
  };
}
