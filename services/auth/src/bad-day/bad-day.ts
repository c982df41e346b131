import { defaultTimeZone, type BadDayRequest, type BadDayState } from '@steady/contracts';
import { addDays, isBadDayOn, localDayOf, localDayStart } from '@steady/domain';
import type { AuthContext } from '../context';

/** The user's next day start after `now`: their day-start hour tomorrow, on their wall clock. */
function nextDayStart(now: Date, timeZone: string, dayStartHour: number): Date {
  const today = localDayOf(now, timeZone, dayStartHour);
  return localDayStart(addDays(today, 1), timeZone, dayStartHour);
}

export async function getBadDay(context: AuthContext, userId: string): Promise<BadDayState> {
  const until = await context.store.badDay.findUntil(userId);
  return { until: isBadDayOn(until, context.now()) ? until : null };
}

/** On: until the next day start. Off: at once. Streaks, XP and badges are not touched either way. */
export async function saveBadDay(
  context: AuthContext,
  userId: string,
  request: BadDayRequest,
): Promise<BadDayState> {
  const now = context.now();
  let until: string | null = null;
  if (request.on) {
    const { dayStartHour } = await context.store.settings.find(userId);
    until = nextDayStart(now, request.timeZone ?? defaultTimeZone, dayStartHour).toISOString();
  }
  await context.store.badDay.saveUntil(userId, until, now.toISOString());
  return { until };
}
