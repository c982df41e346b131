import type { Express } from 'express';
import { z } from 'zod';
import { contentLanguageQuerySchema } from '@steady/contracts';
import { parseParams, parseQuery, requireInternalToken } from '@steady/service-common';
import type { ContentUserDataHandlers } from './user-data';

const userParamsSchema = z.object({ userId: z.string().trim().min(1).max(36) });

/**
 * Service-to-service routes for the auth service's data export and account deletion. The gateway never
 * proxies `/internal`, the service listens on loopback unless CONTENT_HOST says otherwise, and every call
 * must carry the deployment's INTERNAL_TOKEN.
 */
export function registerInternalRoutes(
  app: Express,
  userData: ContentUserDataHandlers,
  internalToken: string,
): void {
  app.use('/internal', requireInternalToken(internalToken));
  app.get('/internal/users/:userId/data', async (request, response) => {
    const { userId } = parseParams(userParamsSchema, request);
    const { lang } = parseQuery(contentLanguageQuerySchema, request);
    response.json(await userData.export(userId, lang));
  });

  app.delete('/internal/users/:userId/data', async (request, response) => {
    const { userId } = parseParams(userParamsSchema, request);
    await userData.erase(userId);
    response.status(204).end();
  });
}
