import { launchService, runMain } from '@steady/service-common';
import { authMigrations } from '../migrations';
import { buildApp } from './app';
import { loadAuthSettings } from './settings';

runMain(() =>
  launchService({
    name: 'auth',
    migrations: authMigrations,
    buildApp: ({ config, logger, database }) =>
      buildApp({ logger, database, settings: loadAuthSettings(config) }),
  }),
);
