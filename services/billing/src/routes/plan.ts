import type { Express } from 'express';
import type { Plan } from '@steady/contracts';

/** `GET /api/subscription/plan`: public, so guests see the price before they register. */
export function registerPlanRoutes(app: Express, plan: Plan): void {
  app.get('/api/subscription/plan', (_request, response) => {
    response.json(plan);
  });
}
