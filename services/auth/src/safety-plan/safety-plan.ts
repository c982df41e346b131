import type { SafetyPlan, SafetyPlanContent } from '@steady/contracts';
import type { AuthContext } from '../context';
import { requireHealthConsent } from '../profile/profile';

/** What a user who never saved a plan reads: every part empty. */
const emptyPlan: SafetyPlan = {
  warningSigns: [],
  onMyOwn: [],
  links: [],
  distractions: [],
  askForHelp: [],
  professionals: [],
  saferSurroundings: [],
  updatedAt: null,
};

/** `GET /api/safety-plan`: readable by its owner whatever their plan or consent, like the journal. */
export async function getSafetyPlan(context: AuthContext, userId: string): Promise<SafetyPlan> {
  return (await context.store.safetyPlan.find(userId)) ?? emptyPlan;
}

/**
 * `PUT /api/safety-plan` replaces the plan. Free for every signed-in user; stored, like journal entries,
 * only while the health-data consent stands (403 `health_consent_required` otherwise).
 */
export async function saveSafetyPlan(
  context: AuthContext,
  userId: string,
  content: SafetyPlanContent,
): Promise<SafetyPlan> {
  await requireHealthConsent(context, userId);
  const plan = { ...content, links: [...new Set(content.links)] };
  const savedAt = context.now().toISOString();
  await context.store.safetyPlan.save(userId, plan, savedAt);
  return { ...plan, updatedAt: savedAt };
}
