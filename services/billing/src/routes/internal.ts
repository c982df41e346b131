import type { Express } from 'express';
import { z } from 'zod';
import { parseParams } from '@steady/service-common';
import { getEntitlement } from '../handlers/entitlements';
import type { SubscriptionRepository } from '../repository/subscriptions';

const entitlementParamsSchema = z.object({ userId: z.string().trim().min(1).max(36) });

/**
 * Service-to-service routes. The gateway never proxies `/internal`, and the service listens on loopback
 * unless HOST says otherwise, so only processes inside the deployment reach them.
 */
export function registerInternalRoutes(app: Express, subscriptions: SubscriptionRepository): void {
  app.get('/internal/entitlements/:userId', async (request, response) => {
    const { userId } = parseParams(entitlementParamsSchema, request);
    response.json(await getEntitlement(subscriptions, userId));
  });
}
