import type { Express } from 'express';
import { z } from 'zod';
import type { HealthConsent } from '@steady/contracts';
import { parseParams, requireInternalToken } from '@steady/service-common';
import type { AuthContext } from '../context';

const userParamsSchema = z.object({ userId: z.string().trim().min(1).max(36) });

/**
 * Service-to-service routes: content asks whether a user's test answers may be stored. The gateway never
 * proxies `/internal`, the service listens on loopback unless AUTH_HOST says otherwise, and every call
 * must carry the deployment's INTERNAL_TOKEN.
 */
export function registerInternalRoutes(app: Express, context: AuthContext, internalToken: string): void {
  app.use('/internal', requireInternalToken(internalToken));
  app.get('/internal/users/:userId/health-consent', async (request, response) => {
    const { userId } = parseParams(userParamsSchema, request);
    const user = await context.store.users.findById(userId);
    const grantedAt = user?.health_data_consent_at ?? null;
    const consent: HealthConsent = { granted: grantedAt !== null, grantedAt };
    response.json(consent);
  });
}
