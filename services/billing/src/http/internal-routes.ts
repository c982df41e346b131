import type { Express } from 'express';
import { z } from 'zod';
import { parseParams, requireInternalToken, type Logger } from '@steady/service-common';
import { getEntitlement } from '../entitlements/entitlements';
import { eraseBillingData, exportBillingData } from '../user-data/user-data';
import type { BillingStore } from '../database/billing-store';
import type { StripeGateway } from '../stripe/gateway';

const entitlementParamsSchema = z.object({ userId: z.string().trim().min(1).max(36) });

/**
 * Service-to-service routes. The gateway never proxies `/internal`, the service listens on loopback unless
 * BILLING_HOST says otherwise, and every call must carry the deployment's INTERNAL_TOKEN.
 */
export function registerInternalRoutes(
  app: Express,
  dependencies: { store: BillingStore; stripe: StripeGateway; logger: Logger },
  internalToken: string,
): void {
  const { store } = dependencies;
  app.use('/internal', requireInternalToken(internalToken));
  app.get('/internal/entitlements/:userId', async (request, response) => {
    const { userId } = parseParams(entitlementParamsSchema, request);
    response.json(await getEntitlement(store.subscriptions, userId));
  });

  // The auth service's data export and account deletion.
  app.get('/internal/users/:userId/data', async (request, response) => {
    const { userId } = parseParams(entitlementParamsSchema, request);
    response.json(await exportBillingData(store, userId));
  });

  app.delete('/internal/users/:userId/data', async (request, response) => {
    const { userId } = parseParams(entitlementParamsSchema, request);
    await eraseBillingData(dependencies, userId);
    response.status(204).end();
  });
}
