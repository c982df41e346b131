import type { ServiceDatabase } from '@steady/service-common';
import { createBadDayRepository, type BadDayRepository } from '../bad-day/bad-day-repository';
import { createSafetyPlanRepository, type SafetyPlanRepository } from '../safety-plan/safety-plan-repository';
import {
  createTrustedPersonRepository,
  type TrustedPersonRepository,
} from '../trusted-person/trusted-person-repository';
import {
  createMedicationsRepository,
  type MedicationsRepository,
} from '../medications/medications-repository';
import {
  createAccountDataRepository,
  type AccountDataRepository,
} from '../account-data/account-data-repository';
import { createBadgeFactsRepository, type BadgeFactsRepository } from '../progress/badge-facts-repository';
import { createCompletionRepository, type CompletionRepository } from '../progress/completions-repository';
import { createHistoryRepository, type HistoryRepository } from '../history/history-repository';
import { createJournalRepository, type JournalRepository } from '../journal/journal-repository';
import { createProfileRepository, type ProfileRepository } from '../profile/profile-repository';
import { createMailedLinkRepository, type MailedLinkRepository } from '../mail-flows/mailed-links-repository';
import { createProgressRepository, type ProgressRepository } from '../progress/progress-repository';
import type { AuthDatabase } from './schema';
import { createSessionRepository, type SessionRepository } from '../sessions/sessions-repository';
import { createSettingsRepository, type SettingsRepository } from '../user-settings/user-settings-repository';
import { createSigningKeyRepository, type SigningKeyRepository } from '../tokens/signing-keys-repository';
import { createStatisticsRepository, type StatisticsRepository } from '../statistics/statistics-repository';
import {
  createSupportRequestRepository,
  type SupportRequestRepository,
} from '../support/support-requests-repository';
import {
  createTechniqueRatingsRepository,
  type TechniqueRatingsRepository,
} from '../history/technique-ratings-repository';
import { createUserRepository, type UserRepository } from '../accounts/users-repository';
import {
  createClinicianSummaryRepository,
  type ClinicianSummaryRepository,
} from '../clinician-summary/clinician-summary-repository';

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
  trustedPerson: TrustedPersonRepository;
  medications: MedicationsRepository;
  sessions: SessionRepository;
  badgeFacts: BadgeFactsRepository;
  statistics: StatisticsRepository;
  ratings: TechniqueRatingsRepository;
  clinicianSummary: ClinicianSummaryRepository;
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
    trustedPerson: createTrustedPersonRepository(database),
    medications: createMedicationsRepository(database),
    sessions: createSessionRepository(database),
    badgeFacts: createBadgeFactsRepository(database),
    statistics: createStatisticsRepository(database),
    ratings: createTechniqueRatingsRepository(database),
    clinicianSummary: createClinicianSummaryRepository(database),
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
