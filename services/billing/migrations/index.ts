import type { Migration } from '@steady/service-common';
import * as createSubscriptions from './0001_create_subscriptions';
import * as createProcessedWebhookEvents from './0002_create_processed_webhook_events';
import * as addSubscriptionOrdering from './0003_add_subscription_ordering';
import * as createLocalTrials from './0004_mail_create_local_trials';
import * as addSubscriptionTrialEnd from './0005_add_subscription_trial_end';
import * as createIdempotencyKeys from './0006_create_idempotency_keys';
import * as createScheduledJobs from './0007_create_scheduled_jobs';
import * as createLocalCheckoutSessions from './0008_create_local_checkout_sessions';
import * as addSubscriptionPause from './0009_subscriptions_add_pause';

/** Every billing migration, keyed by file name; Kysely applies them in key order. */
export const billingMigrations: Record<string, Migration> = {
  '0001_create_subscriptions': createSubscriptions,
  '0002_create_processed_webhook_events': createProcessedWebhookEvents,
  '0003_add_subscription_ordering': addSubscriptionOrdering,
  '0004_mail_create_local_trials': createLocalTrials,
  '0005_add_subscription_trial_end': addSubscriptionTrialEnd,
  '0006_create_idempotency_keys': createIdempotencyKeys,
  '0007_create_scheduled_jobs': createScheduledJobs,
  '0008_create_local_checkout_sessions': createLocalCheckoutSessions,
  '0009_subscriptions_add_pause': addSubscriptionPause,
};
