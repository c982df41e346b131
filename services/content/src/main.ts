import { launchService, runMain } from '@steady/service-common';
import { contentMigrations } from '../migrations';
import { buildApp } from './app';
import { loadContentSettings } from './settings';

runMain(() =>
  launchService({
    name: 'content',
    migrations: contentMigrations,
    buildApp: ({ config, ...dependencies }) =>
      buildApp({ ...dependencies, config: { ...config, ...loadContentSettings() } }),
  }),
);
