import { createHash } from 'node:crypto';
import type { PushSubscriptionRequest } from '@steady/contracts';
import { upsert, type ServiceDatabase } from '@steady/service-common';
import type { AuthDatabase } from '../../database/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

interface StoredPushSubscription extends PushSubscriptionRequest {
  userId: string;
}

export interface PushRepository {
  /**
   * Saves a browser's subscription for this user (new keys for one they have replace the old); false, and
   * nothing changed, when the endpoint is another user's.
   */
  saveSubscription(userId: string, subscription: PushSubscriptionRequest, savedAt: string): Promise<boolean>;
  /** False when this user had no subscription with that endpoint. */
  removeSubscription(userId: string, endpoint: string): Promise<boolean>;
  /** Forgets an endpoint the push service says is gone (404/410), whoever it belonged to. */
  removeEndpoint(endpoint: string): Promise<void>;
  subscriptionsOf(userId: string): Promise<StoredPushSubscription[]>;
  findVapidKeys(): Promise<VapidKeys | undefined>;
  /** Keeps `keys` unless another instance stored a pair first; either way answers the pair that is kept. */
  keepFirstVapidKeys(keys: VapidKeys, createdAt: string): Promise<VapidKeys>;
  /** Re-stores the private key of the pair (a plaintext one, encrypted). */
  updateVapidPrivateKey(privateKey: string): Promise<void>;
}

const hashOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

/** The single VAPID key pair lives in row 1: a second instance's insert loses on the primary key. */
const vapidRowId = 1;

export function createPushRepository(database: ServiceDatabase<AuthDatabase>): PushRepository {
  const { db } = database;
  const findVapidKeys = async () =>
    db
      .selectFrom('push_vapid_keys')
      .select(['public_key as publicKey', 'private_key as privateKey'])
      .where('id', '=', vapidRowId)
      .executeTakeFirst();
  return {
    async saveSubscription(userId, subscription, savedAt) {
      const endpointHash = hashOf(subscription.endpoint);
      const keys = { p256dh: subscription.keys.p256dh, auth_secret: subscription.keys.auth };
      // A no-op update: a stored endpoint keeps its user.
      await upsert(
        database,
        'push_subscriptions',
        {
          user_id: userId,
          ...keys,
          endpoint: subscription.endpoint,
          endpoint_hash: endpointHash,
          created_at: savedAt,
        },
        { conflictColumns: ['endpoint_hash'], update: { endpoint_hash: endpointHash } },
      );
      const result = await db
        .updateTable('push_subscriptions')
        .set(keys)
        .where('endpoint_hash', '=', endpointHash)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async removeSubscription(userId, endpoint) {
      const result = await db
        .deleteFrom('push_subscriptions')
        .where('endpoint_hash', '=', hashOf(endpoint))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async removeEndpoint(endpoint) {
      await db.deleteFrom('push_subscriptions').where('endpoint_hash', '=', hashOf(endpoint)).execute();
    },
    async subscriptionsOf(userId) {
      const rows = await db
        .selectFrom('push_subscriptions')
        .select(['user_id', 'endpoint', 'p256dh', 'auth_secret'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        userId: row.user_id,
        endpoint: row.endpoint,
        keys: { p256dh: row.p256dh, auth: row.auth_secret },
      }));
    },
    findVapidKeys,
    async keepFirstVapidKeys(keys, createdAt) {
      await upsert(
        database,
        'push_vapid_keys',
        { id: vapidRowId, public_key: keys.publicKey, private_key: keys.privateKey, created_at: createdAt },
        // A no-op update: the first pair stays.
        { conflictColumns: ['id'], update: { id: vapidRowId } },
      );
      const kept = await findVapidKeys();
      if (!kept) throw new Error('The VAPID key pair was not stored');
      return kept;
    },
    async updateVapidPrivateKey(privateKey) {
      await db
        .updateTable('push_vapid_keys')
        .set({ private_key: privateKey })
        .where('id', '=', vapidRowId)
        .execute();
    },
  };
}
