/** `npm run migrate`: brings every service's database to its latest schema, one line per service. */
import { migrateService, runMain } from '@steady/service-common';
import { authMigrations } from '../services/auth/migrations';
import { billingMigrations } from '../services/billing/migrations';
import { contentMigrations } from '../services/content/migrations';

runMain(async () => {
  await migrateService({ name: 'auth', migrations: authMigrations });
  await migrateService({ name: 'content', migrations: contentMigrations });
  await migrateService({ name: 'billing', migrations: billingMigrations });
});
