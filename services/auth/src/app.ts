import type { Express } from 'express';
import {
  type ClientTraffic,
  createEntitlementClient,
  createIdempotencyStore,
  createKeyCipher,
  createMailer,
  createServiceApp,
  idempotentWrites,
  localClientTraffic,
  type Mailer,
  type ServiceDependencies,
} from '@steady/service-common';
import type { AuthContext } from './handlers/context';
import { activeSessionOwner } from './handlers/sessions';
import { createPasswordHasher } from './passwords';
import { createAuthStore } from './repository';
import type { AuthDatabase } from './repository/schema';
import { registerBadDayRoutes } from './bad-day/routes';
import { registerSafetyPlanRoutes } from './safety-plan/routes';
import { registerAccountDataRoutes } from './routes/account-data';
import { registerAchievementRoutes } from './routes/achievements';
import { registerAuthRoutes } from './routes/auth';
import { registerGoogleRoutes } from './routes/google';
import { registerHistoryRoutes } from './routes/history';
import { registerInternalRoutes } from './routes/internal';
import { registerJournalRoutes } from './routes/journal';
import { registerProfileRoutes } from './routes/profile';
import { registerSessionRoutes } from './routes/sessions';
import { registerInternalContactRoutes } from './routes/internal-contact';
import { registerLocalOutboxRoutes } from './routes/local-outbox';
import { registerMailFlowRoutes } from './routes/mail-flows';
import { registerReminderRoutes } from './routes/reminders';
import { registerStatisticsRoutes } from './routes/statistics';
import { registerSupportRequestRoutes } from './routes/support-requests';
import { registerThemeRoutes } from './routes/theme';
import { registerUserRoutes } from './routes/user';
import { createReminderContext } from './reminders/reminder-context';
import { defaultReminderSettings, type ReminderSettings } from './reminders/reminder-settings';
import type { AuthSettings } from './settings';
import { createSigningKeyStore } from './tokens/signing-keys';
import { createOtherServicesData } from './user-data/other-services';
import { createTokenService } from './tokens/token-service';

export interface AuthDependencies extends Pick<ServiceDependencies<AuthDatabase>, 'logger' | 'database'> {
  settings: AuthSettings;
  /** Push delivery settings; by default the VAPID keys are generated and kept in the database. */
  reminders?: ReminderSettings;
  /** The clock; tests move it to see sittings close and the guest claim window pass. */
  now?: () => Date;
  /** Built from `settings.mail` when not given. */
  mailer?: Mailer;
  /** Trusted proxies and rate limits; one local instance's when not given. */
  traffic?: ClientTraffic;
}

/**
 * The auth service: accounts, tokens and their public keys, Google sign-in, progress and history, badges and
 * streaks, the mood journal, statistics, personal recommendations and premium reminders.
 */
export function buildApp({
  logger,
  database,
  settings,
  now = () => new Date(),
  mailer = createMailer(settings.mail, logger),
  reminders = defaultReminderSettings,
  traffic = localClientTraffic(),
}: AuthDependencies): Express {
  const store = createAuthStore(database);
  const keyCipher = createKeyCipher(settings.keyEncryptionSecret);
  const context: AuthContext = {
    store,
    keyCipher,
    tokens: createTokenService(
      createSigningKeyStore({ repository: store.signingKeys, cipher: keyCipher, now }),
      settings.tokenLifetimeSeconds,
      (sessionId) => activeSessionOwner(store.sessions, now, sessionId),
    ),
    refreshLifetimeSeconds: settings.refreshLifetimeSeconds,
    passwords: createPasswordHasher(settings.passwordHashRounds),
    entitlements: createEntitlementClient({
      billingUrls: settings.billingInternalUrls,
      internalToken: settings.internalToken,
      logger,
    }),
    now,
    mailer,
    supportEmail: settings.supportEmail,
  };
  const otherServicesData = createOtherServicesData(settings, logger);
  const idempotent = idempotentWrites(createIdempotencyStore(database), { now });
  return createServiceApp({
    name: 'auth',
    logger,
    database,
    traffic,
    routes: (app) => {
      // First: its INTERNAL_TOKEN guard covers every /internal route, the sessions' status too.
      registerInternalRoutes(app, context, settings.internalToken);
      registerAuthRoutes(app, context, settings, traffic.limits);
      registerSessionRoutes(app, context);
      registerGoogleRoutes(app, context, settings);
      registerUserRoutes(app, context, idempotent);
      registerHistoryRoutes(app, context, idempotent);
      registerAchievementRoutes(app, context);
      registerJournalRoutes(app, context, idempotent);
      registerStatisticsRoutes(app, context);
      registerProfileRoutes(app, context);
      registerAccountDataRoutes(app, context, otherServicesData);
      registerMailFlowRoutes(app, context, settings, traffic.limits);
      registerSupportRequestRoutes(app, context, traffic.limits);
      registerInternalContactRoutes(app, context);
      if (mailer.outbox) registerLocalOutboxRoutes(app, mailer.outbox);
      registerReminderRoutes(app, createReminderContext(context, database, reminders), settings);
      registerThemeRoutes(app, context);
      registerBadDayRoutes(app, context);
      registerSafetyPlanRoutes(app, context, idempotent);
    },
  });
}
