import { readSecretFiles } from '@steady/service-common/secret-files';
import { migrateService, runMain } from '@steady/service-common';
import { authMigrations } from '../migrations';

readSecretFiles();

runMain(() => migrateService({ name: 'auth', migrations: authMigrations }));
