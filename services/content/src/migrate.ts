import { migrateService, runMain } from '@steady/service-common';
import { contentMigrations } from '../migrations';

runMain(() => migrateService({ name: 'content', migrations: contentMigrations }));
