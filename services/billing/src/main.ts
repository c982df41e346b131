import { createRemoteTokenVerifier, launchService, runMain } from '@steady/service-common';
import { billingMigrations } from '../migrations';
import { buildApp } from './app';
import { loadBillingSettings } from './billing-settings';

runMain(() =>
  launchService({
    name: 'billing',
    migrations: billingMigrations,
    buildApp: ({ config, logger, database, traffic }) =>
      buildApp({
        logger,
        database,
        traffic,
        tokenVerifier: createRemoteTokenVerifier({
          jwksUrl: config.authJwksUrl,
          authInternalUrl: config.authInternalUrl,
          internalToken: config.internalToken,
        }),
        settings: loadBillingSettings(),
        internalToken: config.internalToken,
        authInternalUrl: config.authInternalUrl,
        trialReminderCheckMs: 60_000,
        billingJobsCheckMs: 60_000,
      }),
  }),
);
