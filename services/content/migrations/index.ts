import type { Migration } from '@steady/service-common';
import * as createTechniqueLikes from './0001_create_technique_likes';

/** Every content migration, keyed by file name; Kysely applies them in key order. */
export const contentMigrations: Record<string, Migration> = {
  '0001_create_technique_likes': createTechniqueLikes,
};
