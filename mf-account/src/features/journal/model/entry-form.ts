import {
  journalLimits,
  type JournalEntry,
  type JournalEntryRequest,
  type JournalState,
} from '@steady/contracts';
import { toLocalInputValue } from '../../../shared/local-time';

/** What the entry form edits, as its inputs hold it (`date` is a `datetime-local` value, tags one line). */
export interface EntryFormValues {
  date: string;
  state: JournalState;
  effectiveness: number | null;
  techniques: string[];
  text: string;
  tags: string;
}

export type EntryFormErrors = Partial<Record<'date' | 'tags', string>>;

export function formValuesOf(entry: JournalEntry | null, now: Date): EntryFormValues {
  return {
    date: toLocalInputValue(entry ? new Date(entry.date) : now),
    state: entry?.state ?? 'neutral',
    effectiveness: entry?.effectiveness ?? null,
    techniques: entry?.techniques ?? [],
    text: entry?.text ?? '',
    tags: entry?.tags.join(', ') ?? '',
  };
}

export const tagsOf = (line: string) => [
  ...new Set(
    line
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];

/**
 * The request for these values, or the catalog ids of what is wrong. An edited check-in keeps its kind and
 * its before/after answers.
 */
export function entryRequestOf(
  values: EntryFormValues,
  original: JournalEntry | null,
): { request: JournalEntryRequest } | { errors: EntryFormErrors } {
  const errors: EntryFormErrors = {};
  const date = new Date(values.date);
  if (values.date === '' || Number.isNaN(date.getTime())) errors.date = 'journal.form.error.date';
  const tags = tagsOf(values.tags);
  if (tags.length > journalLimits.tags || tags.some((tag) => tag.length > journalLimits.tagLength)) {
    errors.tags = 'journal.form.error.tags';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    request: {
      kind: original?.kind ?? 'entry',
      date: date.toISOString(),
      state: values.state,
      effectiveness: values.effectiveness,
      techniques: values.techniques,
      text: values.text,
      tags,
      feelingBefore: original?.feelingBefore ?? null,
      feelingAfter: original?.feelingAfter ?? null,
    },
  };
}
