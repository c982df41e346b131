import type { ClinicianSummarySectionId } from '@steady/contracts';
import { checkIns } from './check-ins';
import { helpedPerState } from './helped-per-state';
import { journalEntries } from './journal-entries';
import { medicationLog } from './medication-log';
import { minutesPractised } from './minutes-practised';
import type { SummarySectionModule } from './section';
import { selfReflection } from './self-reflection';
import { statesOverTime } from './states-over-time';

/** Every section by its id: adding one to the summary is one module here (and its id and shape in the contracts). */
export const summarySections: { [Id in ClinicianSummarySectionId]: SummarySectionModule<Id> } = {
  statesOverTime,
  helpedPerState,
  minutesPractised,
  checkIns,
  medicationLog,
  selfReflection,
  journalEntries,
};

export type { SectionInput } from './section';
