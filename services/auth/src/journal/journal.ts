import {
  defaultTimeZone,
  type JournalListResponse,
  type JournalQuery,
  type JournalWriteResponse,
  type ParsedJournalEntryRequest,
} from '@steady/contracts';
import { checkInEffectiveness, localDayOf, moodScoreOf } from '@steady/domain';
import { notFound, validationFailed } from '@steady/service-common';
import { requireHealthConsent } from '../profile/profile';
import type { JournalEntryFields } from './journal-repository';
import { awardBadgesAfterWrite } from '../progress/badges';
import { knownTechnique } from '../progress/completions';
import type { AuthContext } from '../context';
import { requireKeptRecordsReader, requirePremium } from '../premium/premium';

/** An entry may be dated a little ahead (time zones), never days into the future. */
const journalFutureSlackMs = 24 * 60 * 60 * 1000;

export const journalMessages = {
  notFound: 'Journal entry not found',
  futureDate: 'The date must not be in the future',
} as const;

const notFoundError = () => notFound(journalMessages.notFound, { reason: 'journal_entry_not_found' });

/**
 * `GET /api/journal`: premium users read and write; after Premium ends or while it is paused, entries written
 * while premium stay readable (`writable: false`).
 */
export async function listJournal(
  context: AuthContext,
  userId: string,
  query: JournalQuery,
): Promise<JournalListResponse> {
  const writable = await requireKeptRecordsReader(context, userId);
  const page = await context.store.journal.list(userId, { ...query, q: query.q?.toLowerCase() });
  return { ...page, writable };
}

/** What is stored for a request: the user's day, the learned effectiveness, the chart score, the search text. */
async function toStoredFields(
  context: AuthContext,
  userId: string,
  request: ParsedJournalEntryRequest,
): Promise<JournalEntryFields> {
  const now = context.now();
  const date = new Date(request.date);
  if (date.getTime() > now.getTime() + journalFutureSlackMs) {
    throw validationFailed(journalMessages.futureDate, { fields: { date: journalMessages.futureDate } });
  }
  request.techniques.forEach((techniqueId) => knownTechnique(techniqueId));
  const { dayStartHour } = await context.store.settings.find(userId);
  const tags = [...new Set(request.tags)];
  return {
    kind: request.kind,
    date: date.toISOString(),
    localDay: localDayOf(date, request.timeZone ?? defaultTimeZone, dayStartHour),
    state: request.state,
    effectiveness: request.effectiveness ?? checkInEffectiveness(request.feelingBefore, request.feelingAfter),
    techniques: [...new Set(request.techniques)],
    text: request.text,
    tags,
    feelingBefore: request.feelingBefore,
    feelingAfter: request.feelingAfter,
    moodScore: moodScoreOf(request),
    searchText: [request.text, ...tags].join('\n').toLowerCase(),
    updatedAt: now.toISOString(),
  };
}

export async function createJournalEntry(
  context: AuthContext,
  userId: string,
  request: ParsedJournalEntryRequest,
): Promise<JournalWriteResponse> {
  await requirePremium(context, userId);
  await requireHealthConsent(context, userId);
  const entry = await context.store.journal.insert(userId, await toStoredFields(context, userId, request));
  return { entry, badgesEarned: await awardBadgesAfterWrite(context, userId) };
}

/** `PUT /api/journal/{id}` replaces the entry; another user's id answers 404, exactly like a missing one. */
export async function replaceJournalEntry(
  context: AuthContext,
  userId: string,
  entryId: number,
  request: ParsedJournalEntryRequest,
): Promise<JournalWriteResponse> {
  await requirePremium(context, userId);
  await requireHealthConsent(context, userId);
  if (!(await context.store.journal.findOwned(userId, entryId))) throw notFoundError();
  await context.store.journal.replace(userId, entryId, await toStoredFields(context, userId, request));
  const entry = await context.store.journal.findOwned(userId, entryId);
  if (!entry) throw notFoundError();
  return { entry, badgesEarned: await awardBadgesAfterWrite(context, userId) };
}

export async function deleteJournalEntry(
  context: AuthContext,
  userId: string,
  entryId: number,
): Promise<void> {
  await requirePremium(context, userId);
  if (!(await context.store.journal.remove(userId, entryId))) throw notFoundError();
}
