import type { ServiceDatabase } from '@steady/service-common';
import { createBadDayRepository, type BadDayRepository } from '../bad-day/bad-day-repository';
import { createCompletionRepository, type CompletionRepository } from '../progress/completions-repository';
import { createSettingsRepository, type SettingsRepository } from '../user-settings/user-settings-repository';
import { createNudgeRepository, type NudgeRepository } from './delivery/nudge-repository';
import { createPushRepository, type PushRepository } from './delivery/push-repository';
import {
  createReminderPreferencesRepository,
  type ReminderPreferencesRepository,
} from './reminder-preferences-repository';
import { createReminderRepository, type ReminderRepository } from './reminders-repository';
import type { AuthDatabase } from '../database/schema';

/** The reminder tables, apart from the rest of the auth store, and the few others the scheduler reads. */
export interface ReminderStore {
  reminders: ReminderRepository;
  preferences: ReminderPreferencesRepository;
  push: PushRepository;
  badDay: BadDayRepository;
  nudges: NudgeRepository;
  /** Read only: what was practised today ends a reminder's nudges; the day start says when today began. */
  completions: Pick<CompletionRepository, 'listOnDay'>;
  settings: Pick<SettingsRepository, 'find'>;
}

export function createReminderStore(database: ServiceDatabase<AuthDatabase>): ReminderStore {
  return {
    reminders: createReminderRepository(database),
    preferences: createReminderPreferencesRepository(database),
    push: createPushRepository(database),
    badDay: createBadDayRepository(database),
    nudges: createNudgeRepository(database),
    completions: createCompletionRepository(database),
    settings: createSettingsRepository(database),
  };
}
