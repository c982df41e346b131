import type { ServiceDatabase } from '@steady/service-common';
import { createBadDayRepository, type BadDayRepository } from '../bad-day/bad-day-repository';
import { createSafetyPlanRepository, type SafetyPlanRepository } from '../safety-plan/safety-plan-repository';
import { createAccountDataRepository, type AccountDataRepository } from './account-data';
import { createBadgeFactsRepository, type BadgeFactsRepository } from './badge-facts';
import { createCompletionRepository, type CompletionRepository } from './completions';
import { createHistoryRepository, type HistoryRepository } from './history';
import { createJournalRepository, type JournalRepository } from './journal';
import { createProfileRepository, type ProfileRepository } from './profile';
import { createMailedLinkRepository, type MailedLinkRepository } from './mailed-links';
import { createProgressRepository, type ProgressRepository } from './progress';
import type { AuthDatabase } from './schema';
import { createSessionRepository, type SessionRepository } from './sessions';
import { createSettingsRepository, type SettingsRepository } from './settings';
import { createSigningKeyRepository, type SigningKeyRepository } from './signing-keys';
import { createStatisticsRepository, type StatisticsRepository } from './statistics';
import { createSupportRequestRepository, type SupportRequestRepository } from './support-requests';
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
  badDay: BadDayRepository;
  safetyPlan: SafetyPlanRepository;
  sessions: SessionRepository;
  badgeFacts: BadgeFactsRepository;
  statistics: StatisticsRepository;
  ratings: TechniqueRatingsRepository;
  profile: ProfileRepository;
  accountData: AccountDataRepository;
  mailedLinks: MailedLinkRepository;
  supportRequests: SupportRequestRepository;
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
    badDay: createBadDayRepository(database),
    safetyPlan: createSafetyPlanRepository(database),
    sessions: createSessionRepository(database),
    badgeFacts: createBadgeFactsRepository(database),
    statistics: createStatisticsRepository(database),
    ratings: createTechniqueRatingsRepository(database),
    profile: createProfileRepository(database),
    accountData: createAccountDataRepository(database),
    mailedLinks: createMailedLinkRepository(database),
    supportRequests: createSupportRequestRepository(database),
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
