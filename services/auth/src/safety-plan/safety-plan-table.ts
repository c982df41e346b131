/** `safety_plans`: one row per user who saved a plan. */
export interface SafetyPlansTable {
  user_id: string;
  /** The plan's parts and links as JSON text (`SafetyPlanContent`). */
  plan: string;
  updated_at: string;
}
