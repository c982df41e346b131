import type { Express } from 'express';
import { createServiceApp, type ServiceDependencies } from '@steady/service-common';
import { createSubscriptionRepository } from './repository/subscriptions';
import type { BillingDatabase } from './repository/schema';
import { loadPlan } from './plan-config';
import { registerInternalRoutes } from './routes/internal';
import { registerPlanRoutes } from './routes/plan';

export type BillingDependencies = Pick<ServiceDependencies<BillingDatabase>, 'logger' | 'database'>;

export function buildApp({ logger, database }: BillingDependencies): Express {
  const subscriptions = createSubscriptionRepository(database);
  const plan = loadPlan();
  return createServiceApp({
    name: 'billing',
    logger,
    database,
    routes: (app) => {
      registerPlanRoutes(app, plan);
      registerInternalRoutes(app, subscriptions);
    },
  });
}
