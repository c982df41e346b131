import {
  createMailer,
  createRemoteTokenVerifier,
  launchService,
  loadMailSettings,
  runMain,
} from '@steady/service-common';
import { billingMigrations } from '../migrations';
import { buildApp } from './http/app';
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
          jwksUrls: config.authJwksUrls,
          authInternalUrls: config.authInternalUrls,
          internalToken: config.internalToken,
          tokenLifetimeSeconds: config.tokenLifetimeSeconds,
        }),
        settings: loadBillingSettings(),
        internalToken: config.internalToken,
        mailer: createMailer(loadMailSettings(), logger),
        authInternalUrls: config.authInternalUrls,
        trialReminderCheckMs: 60_000,
        billingJobsCheckMs: 60_000,
      }),
  }),
);
