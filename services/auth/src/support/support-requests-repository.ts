import { insertAndGetId, toFlag, type ServiceDatabase } from '@steady/service-common';
import type { SupportTopic } from '@steady/contracts';
import type { AuthDatabase } from '../database/schema';

interface NewSupportRequest {
  userId: string;
  topic: SupportTopic;
  message: string;
  priority: boolean;
  createdAt: string;
}

export interface SupportRequestRepository {
  insert(request: NewSupportRequest): Promise<number>;
  markMailed(id: number, mailedAt: string): Promise<void>;
}

export function createSupportRequestRepository(
  database: ServiceDatabase<AuthDatabase>,
): SupportRequestRepository {
  return {
    insert: (request) =>
      insertAndGetId(database, 'support_requests', {
        user_id: request.userId,
        topic: request.topic,
        message: request.message,
        priority: toFlag(request.priority),
        created_at: request.createdAt,
        mailed_at: null,
      }),
    async markMailed(id, mailedAt) {
      await database.db
        .updateTable('support_requests')
        .set({ mailed_at: mailedAt })
        .where('id', '=', id)
        .execute();
    },
  };
}
