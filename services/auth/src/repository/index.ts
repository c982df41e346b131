import type { ServiceDatabase } from '@steady/service-common';
import { createBadgeFactsRepository, type BadgeFactsRepository } from './badge-facts';
import { createCompletionRepository, type CompletionRepository } from './completions';
import { createHistoryRepository, type HistoryRepository } from './history';
import { createJournalRepository, type JournalRepository } from './journal';
import { createProgressRepository, type ProgressRepository } from './progress';
import type { AuthDatabase } from './schema';
import { createSettingsRepository, type SettingsRepository } from './settings';
import { createSigningKeyRepository, type SigningKeyRepository } from './signing-keys';
import { createStatisticsRepository, type StatisticsRepository } from './statistics';
import { createTechniqueRatingsRepository, type TechniqueRatingsRepository } from './technique-ratings';
import { createUserRepository, type UserRepository } from './users';

export interface AuthRepositories {
  users: UserRepository;
  progress: ProgressRepository;
  history: HistoryRepository;
  signingKeys: SigningKeyRepository;
  completions: CompletionRepository;
  journal: JournalRepository;
  settings: SettingsRepository;
  badgeFacts: BadgeFactsRepository;
  statistics: StatisticsRepository;
  ratings: TechniqueRatingsRepository;
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
    completions: createCompletionRepository(database),
    journal: createJournalRepository(database),
    settings: createSettingsRepository(database),
    badgeFacts: createBadgeFactsRepository(database),
    statistics: createStatisticsRepository(database),
    ratings: createTechniqueRatingsRepository(database),
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
