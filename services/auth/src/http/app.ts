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
import type { AuthContext } from '../context';
import { activeSessionOwner } from '../sessions/sessions';
import { createPasswordHasher } from '../accounts/passwords';
import { createAuthStore } from '../database/auth-store';
import type { AuthDatabase } from '../database/schema';
import { registerBadDayRoutes } from '../bad-day/bad-day-routes';
import { registerSafetyPlanRoutes } from '../safety-plan/safety-plan-routes';
import { registerTrustedPersonRoutes } from '../trusted-person/trusted-person-routes';
import { registerClinicianSummaryRoutes } from '../clinician-summary/clinician-summary-routes';
import { registerMedicationRoutes } from '../medications/medications-routes';
import { registerAccountDataRoutes } from '../account-data/account-data-routes';
import { registerAchievementRoutes } from '../progress/achievement-routes';
import { registerAuthRoutes } from '../accounts/account-routes';
import { registerGoogleRoutes } from '../google/google-routes';
import { registerHistoryRoutes } from '../history/history-routes';
import { registerInternalRoutes } from './internal-routes';
import { registerJournalRoutes } from '../journal/journal-routes';
import { registerProfileRoutes } from '../profile/profile-routes';
import { registerSessionRoutes } from '../sessions/session-routes';
import { registerInternalContactRoutes } from '../accounts/contact-routes';
import { registerLocalOutboxRoutes } from '../mail-flows/local-outbox-routes';
import { registerMailFlowRoutes } from '../mail-flows/mail-flow-routes';
import { registerReminderRoutes } from '../reminders/reminder-routes';
import { registerStatisticsRoutes } from '../statistics/statistics-routes';
import { registerSupportRequestRoutes } from '../support/support-request-routes';
import { registerThemeRoutes } from '../user-settings/theme-routes';
import { registerUserRoutes } from '../progress/progress-routes';
import { createReminderContext } from '../reminders/reminder-context';
import { defaultReminderSettings, type ReminderSettings } from '../reminders/reminder-settings';
import type { AuthSettings } from '../settings';
import { createSigningKeyStore } from '../tokens/signing-keys';
import { createOtherServicesData } from '../account-data/other-services';
import { createTokenService } from '../tokens/token-service';

interface AuthDependencies extends Pick<ServiceDependencies<AuthDatabase>, 'logger' | 'database'> {
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
  const reminderContext = createReminderContext(context, database, reminders);
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
      registerReminderRoutes(app, reminderContext, settings);
      registerThemeRoutes(app, context);
      registerBadDayRoutes(app, context);
      registerSafetyPlanRoutes(app, context, idempotent);
      registerTrustedPersonRoutes(app, context, settings, traffic.limits);
      registerClinicianSummaryRoutes(app, context, otherServicesData.content);
      registerMedicationRoutes(app, reminderContext, idempotent);
    },
  });
}
