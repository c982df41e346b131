import { adhdSubmitRequestSchema, mixTracksSchema, type AdhdAnswer, type MixTrack } from '@steady/contracts';
import { parseJsonText, type ServiceDatabase } from '@steady/service-common';
import type { ContentDatabase } from '../database/schema';

/** Every content table with rows about one user (`service_secrets` holds none). */
export const userOwnedTables = ['technique_likes', 'adhd_test_results', 'saved_mixes'] as const;

/** One user's rows as stored: codes only; the export names them in the reader's language. */
export interface StoredContentUserData {
  likes: { techniqueId: string; likedAt: string }[];
  adhdTestResults: {
    id: string;
    score: number;
    range: string;
    answers: AdhdAnswer[];
    scaleVersion: number;
    takenAt: string;
  }[];
  savedMixes: { id: string; name: string; tracks: MixTrack[]; createdAt: string }[];
}

export interface ContentUserDataRepository {
  export(userId: string): Promise<StoredContentUserData>;
  erase(userId: string): Promise<void>;
}

// A result keeps the answers exactly as they were submitted.
const storedAnswersSchema = adhdSubmitRequestSchema.shape.answers;

/** One user's likes, test results and saved mixes, for the export and for account deletion. */
export function createContentUserDataRepository(
  database: ServiceDatabase<ContentDatabase>,
): ContentUserDataRepository {
  const { db } = database;
  return {
    async export(userId) {
      const [likes, results, mixes] = await Promise.all([
        db
          .selectFrom('technique_likes')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('adhd_test_results')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('saved_mixes')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute(),
      ]);
      return {
        likes: likes.map((row) => ({ techniqueId: row.technique_id, likedAt: row.created_at })),
        adhdTestResults: results.map((row) => ({
          id: row.id,
          score: row.score,
          range: row.range,
          answers: parseJsonText(row.answers, storedAnswersSchema),
          scaleVersion: row.scale_version,
          takenAt: row.created_at,
        })),
        savedMixes: mixes.map((row) => ({
          id: row.id,
          name: row.name,
          tracks: parseJsonText(row.tracks, mixTracksSchema),
          createdAt: row.created_at,
        })),
      };
    },
    async erase(userId) {
      await db.transaction().execute(async (transaction) => {
        for (const table of userOwnedTables) {
          await transaction.deleteFrom(table).where('user_id', '=', userId).execute();
        }
      });
    },
  };
}
