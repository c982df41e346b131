import { timingSafeEqual } from 'node:crypto';
import type { NudgeAckRequest, NudgeAckResponse, NudgeAction } from '@steady/contracts';
import { isBadDayOn } from '@steady/domain';
import { forbidden, notFound } from '@steady/service-common';
import { hashNudgeToken } from './delivery/nudge-tokens';
import { isInQuietHours, laterToday } from './occurrences';
import type { ReminderContext } from './reminders';

const nudgeMessages = {
  notFound: 'No notification with this id and token, or it was already answered',
  expired: 'This notification is too old to answer',
} as const;

/** "Snooze 10 min". */
const snoozeMs = 10 * 60 * 1000;

const notFoundError = () => notFound(nudgeMessages.notFound, { reason: 'nudge_not_found' });

const sameHash = (stored: string, presented: string) =>
  timingSafeEqual(Buffer.from(stored), Buffer.from(presented));

/** When the nudge an answer asks for comes (snooze, later today); undefined when none will today. */
async function askedNudgeAt(
  context: ReminderContext,
  reminderId: number,
  action: NudgeAction,
  now: Date,
): Promise<Date | undefined> {
  if (action !== 'snooze' && action !== 'later') return undefined;
  const { reminders, preferences, badDay } = context.reminderStore;
  const reminder = await reminders.find(reminderId);
  if (!reminder || reminder.paused) return undefined;
  const { quietHours } = await preferences.find(reminder.userId);
  const at =
    action === 'snooze' ? new Date(now.getTime() + snoozeMs) : laterToday(now, reminder.timeZone, quietHours);
  if (!at || isInQuietHours(quietHours, at, reminder.timeZone)) return undefined;
  if (isBadDayOn(await badDay.findUntil(reminder.userId), at)) return undefined;
  return at;
}

/**
 * `POST /api/reminders/nudges/{id}/ack`: the service worker reports an answer to a notification (any
 * answer stops its repeats). The notification's single-use token is the key, as a service worker holds no
 * sign-in: a wrong, used or another notification's token reads as missing (404), an old one as expired.
 */
export async function acknowledgeNudge(
  context: ReminderContext,
  id: number,
  request: NudgeAckRequest,
): Promise<NudgeAckResponse> {
  const { nudges } = context.reminderStore;
  const found = await nudges.findToken(id);
  const hash = hashNudgeToken(request.token);
  if (!found?.tokenHash || !sameHash(found.tokenHash, hash)) throw notFoundError();
  const now = context.now();
  if (!found.tokenExpiresAt || Date.parse(found.tokenExpiresAt) <= now.getTime()) {
    throw forbidden(nudgeMessages.expired, { reason: 'nudge_expired' });
  }
  if (!(await nudges.acknowledge(id, hash, request.action, now.toISOString()))) throw notFoundError();
  await nudges.cancelPending(found.reminderId);
  const next = await askedNudgeAt(context, found.reminderId, request.action, now);
  if (next) {
    const kind = request.action === 'snooze' ? 'snooze' : 'later';
    await nudges.schedule(
      { reminderId: found.reminderId, userId: found.userId, kind, step: 0, dueAt: next.toISOString() },
      now.toISOString(),
    );
  }
  return { nextNudgeAt: next?.toISOString() ?? null };
}
