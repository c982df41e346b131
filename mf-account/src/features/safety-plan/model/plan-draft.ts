import { safetyPlanParts, type SafetyPlan, type SafetyPlanContent } from '@steady/contracts';

/** The plan as the form holds it: lines may be blank while the user types. */
export type PlanDraft = SafetyPlanContent;

export const draftOf = (plan: SafetyPlan): PlanDraft => {
  const { updatedAt: _updatedAt, ...content } = plan;
  return content;
};

/** What is saved: each line trimmed, blank lines left out (the server refuses an empty line). */
export function toRequest(draft: PlanDraft): SafetyPlanContent {
  const request = { ...draft };
  for (const part of safetyPlanParts) {
    request[part] = draft[part].map((line) => line.trim()).filter((line) => line !== '');
  }
  return request;
}
