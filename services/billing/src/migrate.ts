import { migrateService, runMain } from '@steady/service-common';
import { billingMigrations } from '../migrations';

runMain(() => migrateService({ name: 'billing', migrations: billingMigrations }));
