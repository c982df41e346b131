/** The content database as Kysely sees it (user data only; the catalogue lives in data files). */
export interface ContentDatabase {
  technique_likes: TechniqueLikesTable;
}

export interface TechniqueLikesTable {
  user_id: string;
  technique_id: string;
  created_at: string;
}
