import { type ClinicianSummarySectionId } from '@steady/contracts';
import { clinicianSummarySectionIds } from '@steady/contracts/clinician-summary';

/** The period as the form holds it: the last 30 or 90 days, or two dates (YYYY-MM-DD) the user typed. */
export type PeriodChoice =
  { kind: 'last30' } | { kind: 'last90' } | { kind: 'dates'; from: string; to: string };

/** The sections the user ticks; journal entries are chosen one by one instead. */
export const tickableSections = clinicianSummarySectionIds.filter(
  (id): id is Exclude<ClinicianSummarySectionId, 'journalEntries'> => id !== 'journalEntries',
);

/** The sections the form offers: the medication log only to someone who keeps one. */
export const offeredSections = (hasMedicationLog: boolean) =>
  tickableSections.filter((id) => id !== 'medicationLog' || hasMedicationLog);

/**
 * What the request asks for: the ticked sections the form offers, and the journal section only when an
 * entry is ticked.
 */
export function requestedSections(
  ticked: ReadonlySet<ClinicianSummarySectionId>,
  entryIds: readonly string[],
  offered: readonly ClinicianSummarySectionId[],
): ClinicianSummarySectionId[] {
  return clinicianSummarySectionIds.filter((id) =>
    id === 'journalEntries' ? entryIds.length > 0 : ticked.has(id) && offered.includes(id),
  );
}

/** A period the form can ask about: two dates must both be filled in before entries are listed. */
export const isComplete = (period: PeriodChoice) =>
  period.kind !== 'dates' || (period.from !== '' && period.to !== '');

/** A stable key for a period (the entries list is loaded per period). */
export const periodKey = (period: PeriodChoice) =>
  period.kind === 'dates' ? `dates:${period.from}:${period.to}` : period.kind;
