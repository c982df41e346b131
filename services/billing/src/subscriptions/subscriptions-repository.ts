import type { Kysely, Selectable } from 'kysely';
import { subscriptionStatusSchema, type SubscriptionStatus } from '@steady/contracts';
import { fromFlag, parseStoredValue, toFlag, type DatabaseDialect } from '@steady/service-common';
import type { SubscriptionChange, SubscriptionRecord } from './subscription-state';
import type { BillingDatabase, SubscriptionsTable } from '../database/schema';

export interface SubscriptionRepository {
  /** The stored status of a user's subscription, or undefined when the user never subscribed. */
  findStatus(userId: string): Promise<SubscriptionStatus | undefined>;
  findByUser(userId: string): Promise<SubscriptionRecord | undefined>;
  /** The user a Stripe customer or subscription belongs to, when billing has linked them. */
  findUserIdByStripeIds(ids: {
    customerId?: string | null;
    subscriptionId?: string | null;
  }): Promise<string | undefined>;
  /** Remembers the user's Stripe customer unless one is stored already; answers the stored one. */
  linkCustomer(userId: string, customerId: string): Promise<string>;
  /**
   * The user's record, created empty (`inactive`) when missing and locked until the transaction ends, so
   * two events for one user are applied one after the other. Use inside `BillingStore.transaction`.
   */
  lockRecord(userId: string): Promise<SubscriptionRecord>;
  update(userId: string, change: SubscriptionChange, now: string): Promise<void>;
  /** Forgets the user's subscription record (their account is being deleted). */
  remove(userId: string): Promise<void>;
  /** Users whose Stripe subscription is still running (or waiting for a payment), for reconciliation. */
  listRunning(): Promise<RunningSubscription[]>;
  /** Paused subscriptions resuming at or before `by` (ISO), soonest first. */
  listPausesEndingBy(by: string): Promise<EndingPause[]>;
  /**
   * Claims the reminder of the pause that resumes at `resumesAt`: true for the one caller whose conditional
   * UPDATE marked it, so two instances never mail it twice and a new pause gets its own mail.
   */
  claimPauseReminder(userId: string, resumesAt: string): Promise<boolean>;
}

interface EndingPause {
  userId: string;
  subscriptionId: string;
  resumesAt: string;
  language: string | null;
  cancelAtPeriodEnd: boolean;
  /** The resume date the reminder mail was sent for, if any. */
  remindedFor: string | null;
}

interface RunningSubscription {
  userId: string;
  subscriptionId: string;
  status: SubscriptionStatus;
}

/** Statuses of a subscription Stripe may still change: a missed event would leave them wrong. */
const runningStatuses: SubscriptionStatus[] = ['active', 'cancelPending', 'past_due', 'paused'];

type SubscriptionRow = Selectable<SubscriptionsTable>;

function toRecord(row: SubscriptionRow): SubscriptionRecord {
  return {
    userId: row.user_id,
    status: parseStoredValue(subscriptionStatusSchema, row.status, 'subscription status'),
    stripeCustomerId: row.stripe_customer_id,
    stripeSubscriptionId: row.stripe_subscription_id,
    cancelAtPeriodEnd: fromFlag(row.cancel_at_period_end),
    currentPeriodEnd: row.current_period_end,
    canceledAt: row.canceled_at,
    trialEnd: row.trial_end,
    pauseResumesAt: row.pause_resumes_at,
    pauseLanguage: row.pause_language,
    subscriptionCreatedAt: row.subscription_created_at,
    stateAsOf: row.state_as_of,
  };
}

function toColumns(change: SubscriptionChange): Partial<SubscriptionRow> {
  const columns: Partial<SubscriptionRow> = {
    status: change.status,
    stripe_customer_id: change.stripeCustomerId,
    stripe_subscription_id: change.stripeSubscriptionId,
    cancel_at_period_end:
      change.cancelAtPeriodEnd === undefined ? undefined : toFlag(change.cancelAtPeriodEnd),
    current_period_end: change.currentPeriodEnd,
    canceled_at: change.canceledAt,
    trial_end: change.trialEnd,
    pause_resumes_at: change.pauseResumesAt,
    pause_language: change.pauseLanguage,
    subscription_created_at: change.subscriptionCreatedAt,
    state_as_of: change.stateAsOf,
  };
  // Kysely would bind an undefined value as NULL; a field the change does not name must stay as it is.
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

type SubscriptionDb = Kysely<BillingDatabase>;

const selectRecord = (db: SubscriptionDb, userId: string) =>
  db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId);

// `insert or ignore` on SQLite, `insert ignore` on MySQL: an existing row stays as it is.
const ensureRow = (db: SubscriptionDb, userId: string, now: string) =>
  db.insertInto('subscriptions').values({ user_id: userId, updated_at: now }).orIgnore().execute();

/** Reading one user's subscription, found by the user or by their Stripe ids. */
function subscriptionLookups(
  db: SubscriptionDb,
): Pick<SubscriptionRepository, 'findStatus' | 'findByUser' | 'findUserIdByStripeIds'> {
  return {
    async findStatus(userId) {
      const row = await db
        .selectFrom('subscriptions')
        .select('status')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row === undefined
        ? undefined
        : parseStoredValue(subscriptionStatusSchema, row.status, 'subscription status');
    },

    async findByUser(userId) {
      const row = await selectRecord(db, userId).executeTakeFirst();
      return row === undefined ? undefined : toRecord(row);
    },

    async findUserIdByStripeIds({ customerId, subscriptionId }) {
      if (subscriptionId) {
        const bySubscription = await db
          .selectFrom('subscriptions')
          .select('user_id')
          .where('stripe_subscription_id', '=', subscriptionId)
          .executeTakeFirst();
        if (bySubscription) return bySubscription.user_id;
      }
      if (!customerId) return undefined;
      const byCustomer = await db
        .selectFrom('subscriptions')
        .select('user_id')
        .where('stripe_customer_id', '=', customerId)
        .executeTakeFirst();
      return byCustomer?.user_id;
    },
  };
}

/** The background jobs' queries: reconciliation with Stripe and the reminders of pauses ending. */
function backgroundJobQueries(
  db: SubscriptionDb,
): Pick<SubscriptionRepository, 'listRunning' | 'listPausesEndingBy' | 'claimPauseReminder'> {
  return {
    async listRunning() {
      const rows = await db
        .selectFrom('subscriptions')
        .select(['user_id', 'stripe_subscription_id', 'status'])
        .where('status', 'in', runningStatuses)
        .where('stripe_subscription_id', 'is not', null)
        .orderBy('user_id')
        .execute();
      return rows.flatMap((row) =>
        row.stripe_subscription_id === null
          ? []
          : [
              {
                userId: row.user_id,
                subscriptionId: row.stripe_subscription_id,
                status: parseStoredValue(subscriptionStatusSchema, row.status, 'subscription status'),
              },
            ],
      );
    },
    async listPausesEndingBy(by) {
      const rows = await db
        .selectFrom('subscriptions')
        .selectAll()
        .where('status', '=', 'paused')
        .where('pause_resumes_at', '<=', by)
        .where('stripe_subscription_id', 'is not', null)
        .orderBy('pause_resumes_at')
        .execute();
      return rows.flatMap((row) =>
        row.stripe_subscription_id === null || row.pause_resumes_at === null
          ? []
          : [
              {
                userId: row.user_id,
                subscriptionId: row.stripe_subscription_id,
                resumesAt: row.pause_resumes_at,
                language: row.pause_language,
                cancelAtPeriodEnd: fromFlag(row.cancel_at_period_end),
                remindedFor: row.pause_reminded_for,
              },
            ],
      );
    },
    async claimPauseReminder(userId, resumesAt) {
      const result = await db
        .updateTable('subscriptions')
        .set({ pause_reminded_for: resumesAt })
        .where('user_id', '=', userId)
        .where('status', '=', 'paused')
        .where('pause_resumes_at', '=', resumesAt)
        .where((eb) =>
          eb.or([eb('pause_reminded_for', 'is', null), eb('pause_reminded_for', '!=', resumesAt)]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

/** The repository over a database or over an open transaction (`db` is then the transaction). */
export function createSubscriptionRepository(database: {
  db: SubscriptionDb;
  dialect: DatabaseDialect;
}): SubscriptionRepository {
  const { db } = database;
  return {
    ...subscriptionLookups(db),
    ...backgroundJobQueries(db),
    async linkCustomer(userId, customerId) {
      const now = new Date().toISOString();
      await ensureRow(db, userId, now);
      await db
        .updateTable('subscriptions')
        .set({ stripe_customer_id: customerId, updated_at: now })
        .where('user_id', '=', userId)
        .where('stripe_customer_id', 'is', null)
        .execute();
      const row = await selectRecord(db, userId).executeTakeFirstOrThrow();
      return row.stripe_customer_id ?? customerId;
    },

    async lockRecord(userId) {
      // SQLite runs one transaction at a time (and has no FOR UPDATE); MySQL needs the row lock.
      const lockRow = () =>
        (database.dialect === 'mysql'
          ? selectRecord(db, userId).forUpdate()
          : selectRecord(db, userId)
        ).executeTakeFirst();
      // The lock comes first: an insert that meets the existing row takes a shared lock on it, and two
      // transactions each holding one and both asking for the row lock deadlock (two events at once).
      const existing = await lockRow();
      if (existing !== undefined) return toRecord(existing);
      await ensureRow(db, userId, new Date().toISOString());
      const created = await lockRow();
      if (created === undefined) throw new Error(`The subscription row of ${userId} was not created`);
      return toRecord(created);
    },

    async update(userId, change, now) {
      await db
        .updateTable('subscriptions')
        .set({ ...toColumns(change), updated_at: now })
        .where('user_id', '=', userId)
        .execute();
    },
    async remove(userId) {
      await db.deleteFrom('subscriptions').where('user_id', '=', userId).execute();
    },
  };
}
