import { launchService, runMain } from '@steady/service-common';
import { billingMigrations } from '../migrations';
import { buildApp } from './app';

runMain(() => launchService({ name: 'billing', migrations: billingMigrations, buildApp }));
