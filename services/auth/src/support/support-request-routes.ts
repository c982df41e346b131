import type { Express } from 'express';
import { supportRequestSchema } from '@steady/contracts';
import { parseBody, requireUser, type RequestLimits } from '@steady/service-common';
import type { AuthContext } from '../context';
import { createSupportRequest } from './support-requests';
import { signedInUserId } from '../http/signed-in-user';

/** Support requests one account may send an hour: plenty for a person, and no flood of mails to support. */
const supportRequestLimit = { limit: 5, windowMs: 60 * 60 * 1000 };

/** `POST /api/user/support-requests`: a signed-in user writes to support from the profile. */
export function registerSupportRequestRoutes(
  app: Express,
  context: AuthContext,
  limits: RequestLimits,
): void {
  const perAccount = limits.limit({
    name: 'support-requests',
    ...supportRequestLimit,
    message: 'Too many support requests from this account. Please wait an hour and try again.',
    reason: 'too_many_support_requests',
    key: (request) => {
      const user = request.res?.locals.user;
      return user === undefined ? undefined : `support:${user.id}`;
    },
  });
  app.post(
    '/api/user/support-requests',
    requireUser(context.tokens),
    perAccount,
    async (request, response) => {
      const body = parseBody(supportRequestSchema, request);
      response
        .status(201)
        .json(await createSupportRequest(context, signedInUserId(response), body, request.log));
    },
  );
}
