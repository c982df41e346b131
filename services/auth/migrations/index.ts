import type { Migration } from '@steady/service-common';
import * as createUsers from './0001_create_users';
import * as createUserProgress from './0002_create_user_progress';

/** Every auth migration, keyed by file name; Kysely applies them in key order. */
export const authMigrations: Record<string, Migration> = {
  '0001_create_users': createUsers,
  '0002_create_user_progress': createUserProgress,
};
