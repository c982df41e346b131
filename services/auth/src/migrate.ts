import { migrateService, runMain } from '@steady/service-common';
import { authMigrations } from '../migrations';

runMain(() => migrateService({ name: 'auth', migrations: authMigrations }));
