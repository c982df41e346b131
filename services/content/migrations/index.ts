import type { Migration } from '@steady/service-common';
import * as createTechniqueLikes from './0001_create_technique_likes';
import * as createAdhdTestResults from './0002_create_adhd_test_results';
import * as createServiceSecrets from './0003_create_service_secrets';
import * as createSavedMixes from './0004_create_saved_mixes';
import * as addAdhdScaleVersion from './0005_add_adhd_scale_version';
import * as createIdempotencyKeys from './0006_create_idempotency_keys';
import * as addAdhdResultSharingStopped from './0007_add_adhd_result_sharing_stopped';

/** Every content migration, keyed by file name; Kysely applies them in key order. */
export const contentMigrations: Record<string, Migration> = {
  '0001_create_technique_likes': createTechniqueLikes,
  '0002_create_adhd_test_results': createAdhdTestResults,
  '0003_create_service_secrets': createServiceSecrets,
  '0004_create_saved_mixes': createSavedMixes,
  '0005_add_adhd_scale_version': addAdhdScaleVersion,
  '0006_create_idempotency_keys': createIdempotencyKeys,
  '0007_add_adhd_result_sharing_stopped': addAdhdResultSharingStopped,
};
