import type { Express } from 'express';
import type { BillingMode, Plan, PlanResponse } from '@steady/contracts';

/** `GET /api/subscription/plan`: public, so guests see the price before they register, and how it is paid. */
export function registerPlanRoutes(app: Express, plan: Plan, billingMode: BillingMode): void {
  app.get('/api/subscription/plan', (_request, response) => {
    response.json({ ...plan, billingMode } satisfies PlanResponse);
  });
}
