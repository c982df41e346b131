import { z } from 'zod';
import { supportEmail } from '@steady/contracts';
import { ConfigError, parseEnvironment } from '@steady/service-common';
import type { VapidKeys } from './delivery/push-repository';
import { pushServiceHostsSchema } from './delivery/push-addresses';

export interface ReminderSettings {
  /** VAPID keys given by the environment; null: generated on first start and kept in the database. */
  vapidKeys: VapidKeys | null;
  /** Who push services may contact about our messages (a mailto: or https: URL). */
  vapidSubject: string;
  /** How often this instance looks for due reminders; 0 runs no scheduler here (another instance does). */
  schedulerIntervalMs: number;
  /** The only push services subscriptions may use (PUSH_SERVICE_HOSTS); empty: any public host. */
  pushServiceHosts: readonly string[];
}

export const defaultReminderSettings: ReminderSettings = {
  vapidKeys: null,
  vapidSubject: `mailto:${supportEmail}`,
  schedulerIntervalMs: 30_000,
  pushServiceHosts: [],
};

const reminderEnvironmentSchema = z.object({
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: URL')
    .default(defaultReminderSettings.vapidSubject),
  REMINDER_SCHEDULER_INTERVAL_SECONDS: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a whole number of seconds (0 turns the scheduler off)')
    .transform(Number)
    .default(defaultReminderSettings.schedulerIntervalMs / 1000),
  PUSH_SERVICE_HOSTS: pushServiceHostsSchema.optional(),
});

const variables = Object.keys(reminderEnvironmentSchema.shape);

/** Reminder delivery settings from the environment; throws a ConfigError naming bad variables. */
export function loadReminderSettings(env: NodeJS.ProcessEnv = process.env): ReminderSettings {
  const parsed = parseEnvironment(
    reminderEnvironmentSchema,
    Object.fromEntries(variables.map((variable) => [variable, env[variable]])),
  );
  const publicKey = parsed.VAPID_PUBLIC_KEY;
  const privateKey = parsed.VAPID_PRIVATE_KEY;
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    throw new ConfigError(['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither)']);
  }
  return {
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : null,
    vapidSubject: parsed.VAPID_SUBJECT,
    schedulerIntervalMs: parsed.REMINDER_SCHEDULER_INTERVAL_SECONDS * 1000,
    pushServiceHosts: parsed.PUSH_SERVICE_HOSTS ?? defaultReminderSettings.pushServiceHosts,
  };
}
