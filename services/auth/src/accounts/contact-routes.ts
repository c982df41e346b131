import type { Express } from 'express';
import { z } from 'zod';
import type { UserContact } from '@steady/contracts';
import { notFound, parseParams } from '@steady/service-common';
import type { AuthContext } from '../context';

const contactParamsSchema = z.object({ userId: z.string().trim().min(1).max(36) });

/**
 * Service to service: where to write to a user (billing mails the trial reminder). The gateway never
 * proxies `/internal`, and the service listens on loopback unless HOST says otherwise.
 */
export function registerInternalContactRoutes(app: Express, context: AuthContext): void {
  app.get('/internal/users/:userId/contact', async (request, response) => {
    const { userId } = parseParams(contactParamsSchema, request);
    const user = await context.store.users.findById(userId);
    if (!user) throw notFound('No such user');
    const contact: UserContact = { email: user.email, name: user.name };
    response.json(contact);
  });
}
