import type { ServiceDatabase } from '@steady/service-common';
import { createBadDayRepository, type BadDayRepository } from '../bad-day/bad-day-repository';
import { createPushRepository, type PushRepository } from './delivery/push-repository';
import {
  createReminderPreferencesRepository,
  type ReminderPreferencesRepository,
} from './reminder-preferences-repository';
import { createReminderRepository, type ReminderRepository } from './reminders-repository';
import type { AuthDatabase } from '../database/schema';

/** The reminder tables, apart from the rest of the auth store: the scheduler needs only these. */
export interface ReminderStore {
  reminders: ReminderRepository;
  preferences: ReminderPreferencesRepository;
  push: PushRepository;
  badDay: BadDayRepository;
}

export function createReminderStore(database: ServiceDatabase<AuthDatabase>): ReminderStore {
  return {
    reminders: createReminderRepository(database),
    preferences: createReminderPreferencesRepository(database),
    push: createPushRepository(database),
    badDay: createBadDayRepository(database),
  };
}
