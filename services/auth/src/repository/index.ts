import type { ServiceDatabase } from '@steady/service-common';
import { createHistoryRepository, type HistoryRepository } from './history';
import { createProgressRepository, type ProgressRepository } from './progress';
import type { AuthDatabase } from './schema';
import { createSigningKeyRepository, type SigningKeyRepository } from './signing-keys';
import { createUserRepository, type UserRepository } from './users';

export interface AuthRepositories {
  users: UserRepository;
  progress: ProgressRepository;
  history: HistoryRepository;
  signingKeys: SigningKeyRepository;
}

export interface AuthStore extends AuthRepositories {
  /** Runs `work` in one transaction: all of its writes land, or none. */
  transaction<Result>(work: (repositories: AuthRepositories) => Promise<Result>): Promise<Result>;
}

function repositoriesOf(database: ServiceDatabase<AuthDatabase>): AuthRepositories {
  return {
    users: createUserRepository(database),
    progress: createProgressRepository(database),
    history: createHistoryRepository(database),
    signingKeys: createSigningKeyRepository(database),
  };
}

export function createAuthStore(database: ServiceDatabase<AuthDatabase>): AuthStore {
  return {
    ...repositoriesOf(database),
    transaction: (work) =>
      database.db
        .transaction()
        .execute((transaction) => work(repositoriesOf({ ...database, db: transaction }))),
  };
}
