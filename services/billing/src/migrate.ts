import { readSecretFiles } from '@steady/service-common/secret-files';
import { migrateService, runMain } from '@steady/service-common';
import { billingMigrations } from '../migrations';

readSecretFiles();

runMain(() => migrateService({ name: 'billing', migrations: billingMigrations }));
