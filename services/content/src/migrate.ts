import { readSecretFiles } from '@steady/service-common/secret-files';
import { migrateService, runMain } from '@steady/service-common';
import { contentMigrations } from '../migrations';

readSecretFiles();

runMain(() => migrateService({ name: 'content', migrations: contentMigrations }));
