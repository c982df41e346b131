import type { IdempotencySchema } from '@steady/service-common';

/** The content database as Kysely sees it (user data only; the catalogue lives in data files). */
export interface ContentDatabase extends IdempotencySchema {
  technique_likes: TechniqueLikesTable;
  adhd_test_results: AdhdTestResultsTable;
  service_secrets: ServiceSecretsTable;
  saved_mixes: SavedMixesTable;
}

interface TechniqueLikesTable {
  user_id: string;
  technique_id: string;
  created_at: string;
}

export interface AdhdTestResultsTable {
  id: string;
  user_id: string;
  score: number;
  range: string;
  /** JSON text of the validated answers. */
  answers: string;
  /** The scale the score was computed on (see tests/adhd-scales.ts); 1 for results from before versions. */
  scale_version: number;
  created_at: string;
  /** When the owner stopped sharing it; null while its link is open to anyone holding it. */
  sharing_stopped_at: string | null;
}

interface ServiceSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

interface SavedMixesTable {
  id: string;
  user_id: string;
  name: string;
  /** JSON text of the validated mix tracks. */
  tracks: string;
  created_at: string;
}
