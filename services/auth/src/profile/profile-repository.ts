import type { ServiceDatabase } from '@steady/service-common';
import { createMailedLinkRepository } from '../mail-flows/mailed-links-repository';
import type { AuthDatabase } from '../database/schema';

export interface StoredPhoto {
  contentType: string;
  image: Buffer;
}

/** What a user changes about themselves on the profile: name, password, photo and health-data consent. */
export interface ProfileRepository {
  rename(userId: string, name: string): Promise<void>;
  /**
   * Stores a new password and ends the account's reset links, so one mailed before cannot undo it (call
   * in a transaction).
   */
  setPasswordHash(userId: string, passwordHash: string, now: string): Promise<void>;
  /** Stores the (already re-encoded) photo, replacing any earlier one, and notes when. */
  savePhoto(userId: string, photo: StoredPhoto, savedAt: string): Promise<void>;
  findPhoto(userId: string): Promise<StoredPhoto | undefined>;
  /** The time consent was given, or null to revoke it. */
  setHealthDataConsent(userId: string, consentedAt: string | null): Promise<void>;
}

export function createProfileRepository(database: ServiceDatabase<AuthDatabase>): ProfileRepository {
  const { db } = database;
  const updateUser = (userId: string) => db.updateTable('users').where('id', '=', userId);
  const mailedLinks = createMailedLinkRepository(database);
  return {
    async rename(userId, name) {
      await updateUser(userId).set({ name }).execute();
    },
    async setPasswordHash(userId, passwordHash, now) {
      await updateUser(userId).set({ password_hash: passwordHash }).execute();
      await mailedLinks.endPasswordResets(userId, now);
    },
    async savePhoto(userId, photo, savedAt) {
      // Delete then insert: one statement shape for both dialects, inside the caller's transaction.
      await db.deleteFrom('profile_photos').where('user_id', '=', userId).execute();
      await db
        .insertInto('profile_photos')
        .values({ user_id: userId, content_type: photo.contentType, image: photo.image, updated_at: savedAt })
        .execute();
      await updateUser(userId).set({ photo_uploaded_at: savedAt }).execute();
    },
    async findPhoto(userId) {
      const row = await db
        .selectFrom('profile_photos')
        .select(['content_type', 'image'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && { contentType: row.content_type, image: Buffer.from(row.image) };
    },
    async setHealthDataConsent(userId, consentedAt) {
      await updateUser(userId).set({ health_data_consent_at: consentedAt }).execute();
    },
  };
}
