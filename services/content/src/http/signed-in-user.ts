import type { Response } from 'express';
import { unauthorized, type AuthenticatedUser } from '@steady/service-common';

/** The user `requireUser` put on the response; a route without it is a wiring mistake answered as 401. */
export function signedInUser(response: Response): AuthenticatedUser {
  const { user } = response.locals;
  if (user === undefined) throw unauthorized();
  return user;
}
