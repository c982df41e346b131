import type { IdempotencySchema } from '@steady/service-common';
import type { Generated } from 'kysely';

/** The billing database as Kysely sees it; timestamps are ISO text and flags 0/1, alike on SQLite and MySQL. */
export interface BillingDatabase extends IdempotencySchema {
  subscriptions: SubscriptionsTable;
  processed_webhook_events: ProcessedWebhookEventsTable;
  local_trials: LocalTrialsTable;
  scheduled_jobs: ScheduledJobsTable;
  local_checkout_sessions: LocalCheckoutSessionsTable;
}

interface ScheduledJobsTable {
  name: string;
  next_run_at: string;
}

export interface LocalCheckoutSessionsTable {
  id: string;
  user_id: string;
  customer_id: string;
  trial_days: number | null;
  language: string;
  success_url: string;
  cancel_url: string;
  created_at: string;
}

export interface LocalTrialsTable {
  subscription_id: string;
  user_id: string;
  language: string;
  app_url: string;
  trial_end: string;
  reminded_at: string | null;
}

export interface SubscriptionsTable {
  user_id: string;
  status: Generated<string>;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  cancel_at_period_end: Generated<number>;
  current_period_end: string | null;
  canceled_at: string | null;
  trial_end: string | null;
  updated_at: string;
  subscription_created_at: string | null;
  state_as_of: string | null;
  pause_resumes_at: string | null;
  pause_language: string | null;
  pause_reminded_for: string | null;
}

interface ProcessedWebhookEventsTable {
  event_id: string;
  processed_at: string;
}
