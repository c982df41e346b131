import type { Express } from 'express';
import { createServiceApp, type ServiceDependencies } from '@steady/service-common';
import { createSubscriptionRepository } from './repository/subscriptions';
import type { BillingDatabase } from './repository/schema';
import { registerInternalRoutes } from './routes/internal';

export type BillingDependencies = Pick<ServiceDependencies<BillingDatabase>, 'logger' | 'database'>;

export function buildApp({ logger, database }: BillingDependencies): Express {
  const subscriptions = createSubscriptionRepository(database);
  return createServiceApp({
    name: 'billing',
    logger,
    database,
    routes: (app) => registerInternalRoutes(app, subscriptions),
  });
}
