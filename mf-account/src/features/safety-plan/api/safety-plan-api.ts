import { apiRequest, apiWrite, type WriteOutcome } from '@steady/api-client';
import { safetyPlanPath, safetyPlanSchema, type SafetyPlan, type SafetyPlanRequest } from '@steady/contracts';

const path = safetyPlanPath.replace(/^\/api/, '');

export const fetchSafetyPlan = (signal?: AbortSignal): Promise<SafetyPlan> =>
  apiRequest(path, { schema: safetyPlanSchema, signal });

// Through the offline write path, like journal entries: kept on the device and sent once back online.
export const saveSafetyPlan = (plan: SafetyPlanRequest): Promise<WriteOutcome<SafetyPlan>> =>
  apiWrite(path, { method: 'PUT', body: plan, schema: safetyPlanSchema });
