import type { Express } from 'express';
import { createServiceApp, type ServiceDependencies } from '@steady/service-common';
import { createEntitlementClient } from './billing/entitlements-client';
import type { AuthContext } from './handlers/context';
import { createPasswordHasher } from './passwords';
import { createAuthStore } from './repository';
import type { AuthDatabase } from './repository/schema';
import { registerAchievementRoutes } from './routes/achievements';
import { registerAuthRoutes } from './routes/auth';
import { registerGoogleRoutes } from './routes/google';
import { registerHistoryRoutes } from './routes/history';
import { registerJournalRoutes } from './routes/journal';
import { registerStatisticsRoutes } from './routes/statistics';
import { registerUserRoutes } from './routes/user';
import type { AuthSettings } from './settings';
import { createSigningKeyStore } from './tokens/signing-keys';
import { createTokenService } from './tokens/token-service';

export interface AuthDependencies extends Pick<ServiceDependencies<AuthDatabase>, 'logger' | 'database'> {
  settings: AuthSettings;
  /** The clock; tests move it to see sittings close and the guest claim window pass. */
  now?: () => Date;
}

/**
 * The auth service: accounts, tokens and their public keys, Google sign-in, progress and history, badges and
 * streaks, the mood journal, statistics and personal recommendations.
 */
export function buildApp({ logger, database, settings, now = () => new Date() }: AuthDependencies): Express {
  const store = createAuthStore(database);
  const context: AuthContext = {
    store,
    tokens: createTokenService(createSigningKeyStore(store.signingKeys, now), settings.tokenLifetimeSeconds),
    passwords: createPasswordHasher(settings.passwordHashRounds),
    entitlements: createEntitlementClient(settings.billingInternalUrl, logger),
    now,
  };
  return createServiceApp({
    name: 'auth',
    logger,
    database,
    routes: (app) => {
      registerAuthRoutes(app, context, settings);
      registerGoogleRoutes(app, context, settings);
      registerUserRoutes(app, context);
      registerHistoryRoutes(app, context);
      registerAchievementRoutes(app, context);
      registerJournalRoutes(app, context);
      registerStatisticsRoutes(app, context);
    },
  });
}
