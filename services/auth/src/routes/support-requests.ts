import type { Express } from 'express';
import { supportRequestSchema } from '@steady/contracts';
import { parseBody, requireUser } from '@steady/service-common';
import type { AuthContext } from '../handlers/context';
import { createSupportRequest } from '../handlers/support-requests';
import { signedInUserId } from './signed-in-user';

/** `POST /api/user/support-requests`: a signed-in user writes to support from the profile. */
export function registerSupportRequestRoutes(app: Express, context: AuthContext): void {
  app.post('/api/user/support-requests', requireUser(context.tokens), async (request, response) => {
    const body = parseBody(supportRequestSchema, request);
    response
      .status(201)
      .json(await createSupportRequest(context, signedInUserId(response), body, request.log));
  });
}
