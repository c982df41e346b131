import type { EntitlementClient } from '@steady/service-common';
import { isBadDayOn } from '@steady/domain';
import type { StoredReminder } from '../reminders-repository';
import { isInQuietHours, latestOccurrence, nextOccurrence } from '../occurrences';
import type { NudgeKind, PendingNudge } from './nudge-repository';
import { newNudgeToken, nudgeTokenLifetimeMs } from './nudge-tokens';
import { wasPractised } from './practised';
import { reminderPushPayload } from './push-messages';
import type { PushSender } from './push-sender';
import type { ReminderStore } from '../reminder-store';

/**
 * After downtime only the latest missed occurrence is sent, and only if it is this recent: a morning
 * reminder arriving in the evening is noise, not help.
 */
const catchUpWindowMs = 3 * 60 * 60 * 1000;

/** Due reminders read per query; a pass keeps reading until none is due. */
const batchSize = 100;

export type DeliveryOutcome =
  'sent' | 'failed' | 'stale' | 'quiet' | 'badDay' | 'practised' | 'notPremium' | 'noSubscription' | 'taken';

/** A repeat, snooze or "later today" this late (the service was down) is dropped: the moment has passed. */
const nudgeLateWindowMs = 30 * 60 * 1000;
/** Nudges are kept this long (for the export), then forgotten. */
const nudgeKeepMs = 7 * 24 * 60 * 60 * 1000;

export interface DeliveryDeps {
  store: ReminderStore;
  entitlements: Pick<EntitlementClient, 'hasPremium'>;
  sender: PushSender;
}

/** Why a nudge must not go now (quiet hours, a bad day, already practised, no Premium), if it must not. */
async function heldBack(
  { store, entitlements }: DeliveryDeps,
  reminder: StoredReminder,
  moment: Date,
  at: Date,
  since: string | undefined,
): Promise<DeliveryOutcome | undefined> {
  const { quietHours } = await store.preferences.find(reminder.userId);
  if (isInQuietHours(quietHours, moment, reminder.timeZone)) return 'quiet';
  // "Today is hard": nothing nudges until the user's next day start (the occurrence is passed over).
  if (isBadDayOn(await store.badDay.findUntil(reminder.userId), at)) return 'badDay';
  if (await wasPractised(store, reminder, at, since)) return 'practised';
  if (!(await entitlements.hasPremium(reminder.userId))) return 'notPremium';
  return undefined;
}

/** Pushes a claimed nudge to each of the user's browsers, with a fresh single-use token of its own. */
async function push(
  { store, sender }: DeliveryDeps,
  reminder: StoredReminder,
  nudge: { id: number; kind: NudgeKind },
  at: Date,
) {
  const subscriptions = await store.push.subscriptionsOf(reminder.userId);
  if (subscriptions.length === 0) return 'noSubscription';
  const { token, hash } = newNudgeToken();
  const expiresAt = new Date(at.getTime() + nudgeTokenLifetimeMs).toISOString();
  await store.nudges.recordOutcome(nudge.id, 'sending', { hash, expiresAt });
  const payload = reminderPushPayload(reminder, { ...nudge, token });
  const outcomes = await Promise.all(
    subscriptions.map(async (subscription) => {
      const outcome = await sender.send(subscription, payload);
      if (outcome === 'gone') await store.push.removeEndpoint(subscription.endpoint);
      return outcome;
    }),
  );
  return outcomes.includes('sent') ? 'sent' : 'failed';
}

/** After a sent nudge, the next repeat of the ladder, while the reminder asks for more. */
async function scheduleRepeat(
  store: ReminderStore,
  reminder: StoredReminder,
  step: number,
  at: Date,
): Promise<void> {
  if (!reminder.repeat || step > reminder.repeat.times) return;
  const dueAt = new Date(at.getTime() + reminder.repeat.everyMinutes * 60_000).toISOString();
  await store.nudges.schedule(
    { reminderId: Number(reminder.id), userId: reminder.userId, kind: 'repeat', step, dueAt },
    at.toISOString(),
  );
}

async function deliver(deps: DeliveryDeps, reminder: StoredReminder, at: Date): Promise<DeliveryOutcome> {
  const { store } = deps;
  if (!reminder.nextDueAt) return 'taken';
  const occurrence = latestOccurrence(reminder, at);
  const next = nextOccurrence(reminder, at);
  const claimed = await store.reminders.claim(
    Number(reminder.id),
    reminder.nextDueAt,
    next.toISOString(),
    at.toISOString(),
  );
  if (!claimed) return 'taken';
  if (at.getTime() - occurrence.getTime() > catchUpWindowMs) return 'stale';
  const held = await heldBack(deps, reminder, occurrence, at, undefined);
  if (held) return held;
  // A new occurrence starts a ladder of its own: what was left of the last one goes.
  await store.nudges.cancelPending(Number(reminder.id));
  const first = { reminderId: Number(reminder.id), userId: reminder.userId, kind: 'first' as const };
  const id = await store.nudges.insertClaimed(
    { ...first, step: 0, dueAt: occurrence.toISOString() },
    at.toISOString(),
  );
  const outcome = await push(deps, reminder, { id, kind: 'first' }, at);
  await store.nudges.recordOutcome(id, outcome);
  if (outcome === 'sent') await scheduleRepeat(store, reminder, 1, at);
  return outcome;
}

/** A repeat, snooze or "later today" that this instance claimed: sent unless something holds it back. */
async function sendClaimed(deps: DeliveryDeps, nudge: PendingNudge, at: Date): Promise<DeliveryOutcome> {
  const reminder = await deps.store.reminders.find(nudge.reminderId);
  if (!reminder || reminder.paused) return 'stale';
  if (nudge.kind === 'repeat' && (!reminder.repeat || nudge.step > reminder.repeat.times)) return 'stale';
  if (at.getTime() - Date.parse(nudge.dueAt) > nudgeLateWindowMs) return 'stale';
  const held = await heldBack(deps, reminder, at, at, nudge.createdAt);
  if (held) return held;
  const outcome = await push(deps, reminder, nudge, at);
  if (outcome === 'sent' && nudge.kind === 'repeat')
    await scheduleRepeat(deps.store, reminder, nudge.step + 1, at);
  return outcome;
}

async function deliverNudge(deps: DeliveryDeps, nudge: PendingNudge, at: Date): Promise<DeliveryOutcome> {
  if (!(await deps.store.nudges.claim(nudge.id, at.toISOString()))) return 'taken';
  const outcome = await sendClaimed(deps, nudge, at);
  await deps.store.nudges.recordOutcome(nudge.id, outcome);
  return outcome;
}

/** One pass over the due reminders, then the due nudges; answers what happened to each one claimed or skipped. */
export async function runDeliveryPass(deps: DeliveryDeps, at: Date): Promise<DeliveryOutcome[]> {
  const { store } = deps;
  const outcomes: DeliveryOutcome[] = [];
  for (;;) {
    const due = await store.reminders.listDue(at.toISOString(), batchSize);
    for (const reminder of due) outcomes.push(await deliver(deps, reminder, at));
    if (due.length < batchSize) break;
  }
  for (;;) {
    const due = await store.nudges.listDue(at.toISOString(), batchSize);
    for (const nudge of due) outcomes.push(await deliverNudge(deps, nudge, at));
    if (due.length < batchSize) break;
  }
  await store.nudges.removeDueBefore(new Date(at.getTime() - nudgeKeepMs).toISOString());
  return outcomes;
}
