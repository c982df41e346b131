import type { Selectable } from 'kysely';
import type { ThemeChoice } from '@steady/contracts';
import type { ServiceDatabase } from '@steady/service-common';
import type { AuthDatabase, UsersTable } from '../database/schema';

export type UserRow = Selectable<UsersTable>;
export type NewUser = Omit<
  UserRow,
  'guest_progress_claimed_at' | 'health_data_consent_at' | 'photo_uploaded_at' | 'theme'
>;

export interface UserRepository {
  findById(id: string): Promise<UserRow | undefined>;
  /** `email` must already be normalised (trimmed, lower case), as it is stored. */
  findByEmail(email: string): Promise<UserRow | undefined>;
  findByGoogleId(googleId: string): Promise<UserRow | undefined>;
  /** Rejects with a unique violation when the email (or Google id) is taken. */
  insert(user: NewUser): Promise<void>;
  /** Connects a Google account to an existing user; the photo is kept when the user has none yet. */
  linkGoogleAccount(userId: string, googleId: string, photo: string | null): Promise<void>;
  /** Marks the guest progress as claimed; false when it was claimed before (so exactly one claim wins). */
  markGuestProgressClaimed(userId: string, claimedAt: string): Promise<boolean>;
  saveTheme(userId: string, theme: ThemeChoice): Promise<void>;
}

export function createUserRepository(database: ServiceDatabase<AuthDatabase>): UserRepository {
  const { db } = database;
  return {
    findById: (id) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    findByEmail: (email) => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),
    findByGoogleId: (googleId) =>
      db.selectFrom('users').selectAll().where('google_id', '=', googleId).executeTakeFirst(),
    async insert(user) {
      await db.insertInto('users').values(user).execute();
    },
    async linkGoogleAccount(userId, googleId, photo) {
      await db
        .updateTable('users')
        .set((update) => ({ google_id: googleId, photo: update.fn.coalesce('photo', update.val(photo)) }))
        .where('id', '=', userId)
        .execute();
    },
    async saveTheme(userId, theme) {
      await db.updateTable('users').set({ theme }).where('id', '=', userId).execute();
    },
    async markGuestProgressClaimed(userId, claimedAt) {
      const result = await db
        .updateTable('users')
        .set({ guest_progress_claimed_at: claimedAt })
        .where('id', '=', userId)
        .where('guest_progress_claimed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
