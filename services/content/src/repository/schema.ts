/** The content database as Kysely sees it (user data only; the catalogue lives in data files). */
export interface ContentDatabase {
  technique_likes: TechniqueLikesTable;
  adhd_test_results: AdhdTestResultsTable;
}

export interface TechniqueLikesTable {
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
  created_at: string;
}
