import type { Express, RequestHandler } from 'express';
import { safetyPlanPath, safetyPlanRequestSchema } from '@steady/contracts';
import { parseBody } from '@steady/service-common';
import type { AuthContext } from '../context';
import { requireAccount, signedInUserId } from '../http/signed-in-user';
import { getSafetyPlan, saveSafetyPlan } from './safety-plan';

/**
 * `GET` and `PUT /api/safety-plan`: the signed-in user's own safety plan, never anyone else's. Free for
 * everyone, never Premium; a save honours an Idempotency-Key, since the page sends it through the offline
 * write path.
 */
export function registerSafetyPlanRoutes(
  app: Express,
  context: AuthContext,
  idempotent: RequestHandler,
): void {
  app.get(safetyPlanPath, ...requireAccount(context), async (_request, response) => {
    response.json(await getSafetyPlan(context, signedInUserId(response)));
  });
  app.put(safetyPlanPath, ...requireAccount(context), idempotent, async (request, response) => {
    const body = parseBody(safetyPlanRequestSchema, request);
    response.json(await saveSafetyPlan(context, signedInUserId(response), body));
  });
}
