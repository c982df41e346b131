import type { RequestHandler, Response } from 'express';
import { requireUser, unauthorized } from '@steady/service-common';
import { findAccount } from '../accounts/accounts';
import type { AuthContext } from '../context';

/** The id `requireUser` put on the response; a route without that guard fails loudly rather than silently. */
export function signedInUserId(response: Response): string {
  const user = response.locals.user;
  if (!user) throw unauthorized();
  return user.id;
}

/** A valid token whose account still exists; a deleted account answers 401 so the browser signs out. */
export function requireAccount(context: AuthContext): RequestHandler[] {
  return [
    requireUser(context.tokens),
    async (_request, response, next) => {
      await findAccount(context, signedInUserId(response));
      next();
    },
  ];
}
