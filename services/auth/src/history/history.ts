import type {
  CreateHistoryRecordRequest,
  Effectiveness,
  HistoryRecord,
  Mood,
  RatedHistoryRecord,
} from '@steady/contracts';
import { notFound } from '@steady/service-common';
import type { HistoryRepository } from './history-repository';
import { awardBadgesAfterWrite } from '../progress/badges';
import type { AuthContext } from '../context';

/**
 * A sitting: the state picked and the techniques used for it. A technique or a repeated pick within this
 * time of the last record joins that record, so the history reads as sittings rather than clicks.
 */
export const sittingWindowMs = 60 * 60 * 1000;
/** A sitting holds at most this many techniques; the next one starts a new sitting, so no row grows without end. */
const maxTechniquesPerSitting = 20;

const isOpenSitting = (record: HistoryRecord | undefined, now: Date): record is HistoryRecord =>
  record !== undefined &&
  record.effectiveness === null &&
  now.getTime() - Date.parse(record.date) < sittingWindowMs;

/** `POST /api/user/save-mood`: opens a sitting for the picked state, or returns the open one for the same state. */
export async function saveMood(
  context: AuthContext,
  userId: string,
  mood: Mood,
): Promise<{ record: HistoryRecord; created: boolean }> {
  const now = context.now();
  const latest = await context.store.history.latest(userId);
  if (isOpenSitting(latest, now) && latest.state === mood) return { record: latest, created: false };
  const record = await context.store.history.insert({
    userId,
    recordedAt: now.toISOString(),
    state: mood,
    techniques: [],
    effectiveness: null,
    xpEarned: 0,
  });
  return { record, created: true };
}

/**
 * Adds a finished technique to the open sitting for its state, or starts a new sitting with it; returns the
 * sitting's id.
 */
export async function recordTechniqueUse(
  history: HistoryRepository,
  userId: string,
  use: { techniqueId: string; mood: Mood | null; xpEarned: number },
  now: Date,
): Promise<number> {
  const latest = await history.latest(userId);
  const joinsLatest =
    isOpenSitting(latest, now) &&
    latest.techniques.length < maxTechniquesPerSitting &&
    (use.mood === null || latest.state === use.mood);
  if (joinsLatest) {
    await history.update(userId, Number(latest.id), {
      techniques: [...latest.techniques, use.techniqueId],
      xpEarned: latest.xpEarned + use.xpEarned,
    });
    return Number(latest.id);
  }
  const record = await history.insert({
    userId,
    recordedAt: now.toISOString(),
    state: use.mood,
    techniques: [use.techniqueId],
    effectiveness: null,
    xpEarned: use.xpEarned,
  });
  return Number(record.id);
}

export async function listHistory(
  context: AuthContext,
  userId: string,
  limit: number,
): Promise<HistoryRecord[]> {
  return context.store.history.list(userId, limit);
}

export async function addHistoryRecord(
  context: AuthContext,
  userId: string,
  request: CreateHistoryRecordRequest,
): Promise<HistoryRecord> {
  return context.store.history.insert({
    userId,
    recordedAt: context.now().toISOString(),
    state: request.state,
    techniques: request.techniques,
    effectiveness: request.effectiveness,
    xpEarned: 0,
  });
}

/**
 * Sets how much a sitting helped (a "helped" rating may earn a badge); another user's record answers 404,
 * exactly like a missing one.
 */
export async function rateHistoryRecord(
  context: AuthContext,
  userId: string,
  recordId: number,
  effectiveness: Effectiveness,
): Promise<RatedHistoryRecord> {
  const record = await context.store.history.findOwned(userId, recordId);
  if (!record) throw notFound('History record not found', { reason: 'history_record_not_found' });
  await context.store.history.update(userId, recordId, { effectiveness });
  return { ...record, effectiveness, badgesEarned: await awardBadgesAfterWrite(context, userId) };
}
