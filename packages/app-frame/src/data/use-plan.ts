import { apiRequest } from '@steady/api-client';
import { planResponseSchema, type PlanResponse } from '@steady/contracts';
import { useResource, type Resource } from './use-resource';

let planRequest: Promise<PlanResponse> | null = null;

/** One request per page load; a failed one is forgotten, so the next screen asks again. */
function loadPlanOnce(): Promise<PlanResponse> {
  planRequest ??= apiRequest('/subscription/plan', { schema: planResponseSchema }).catch((error: unknown) => {
    planRequest = null;
    throw error;
  });
  return planRequest;
}

/** The premium plan, fetched once per page load and shared by every screen that names a price. */
export function usePlan(): Resource<PlanResponse> {
  return useResource('plan', loadPlanOnce);
}
