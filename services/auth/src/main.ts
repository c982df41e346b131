import { launchService, runMain } from '@steady/service-common';
import { authMigrations } from '../migrations';
import { buildApp } from './app';

runMain(() => launchService({ name: 'auth', migrations: authMigrations, buildApp }));
