import { createTokenVerifier, launchService, runMain } from '@steady/service-common';
import { billingMigrations } from '../migrations';
import { buildApp } from './app';
import { loadBillingSettings } from './billing-settings';

runMain(() =>
  launchService({
    name: 'billing',
    migrations: billingMigrations,
    buildApp: ({ config, logger, database }) =>
      buildApp({
        logger,
        database,
        tokenVerifier: createTokenVerifier({ jwksUrl: config.authJwksUrl }),
        settings: loadBillingSettings(),
      }),
  }),
);
