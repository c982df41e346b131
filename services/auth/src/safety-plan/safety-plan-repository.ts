import { safetyPlanRequestSchema, type SafetyPlan, type SafetyPlanContent } from '@steady/contracts';
import { parseJsonText, toJsonText, upsert, type ServiceDatabase } from '@steady/service-common';
import type { AuthDatabase } from '../database/schema';

export interface SafetyPlanRepository {
  /** The user's saved plan; null when they never saved one. */
  find(userId: string): Promise<SafetyPlan | null>;
  save(userId: string, content: SafetyPlanContent, savedAt: string): Promise<void>;
}

export function createSafetyPlanRepository(database: ServiceDatabase<AuthDatabase>): SafetyPlanRepository {
  const { db } = database;
  return {
    async find(userId) {
      const row = await db
        .selectFrom('safety_plans')
        .select(['plan', 'updated_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return null;
      return { ...parseJsonText(row.plan, safetyPlanRequestSchema), updatedAt: row.updated_at };
    },
    async save(userId, content, savedAt) {
      const columns = { plan: toJsonText(content), updated_at: savedAt };
      await upsert(
        database,
        'safety_plans',
        { user_id: userId, ...columns },
        { conflictColumns: ['user_id'], update: columns },
      );
    },
  };
}
