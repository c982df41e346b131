import { randomBytes } from 'node:crypto';
import {
  reminderLimits,
  type CalendarLinkResponse,
  type ParsedReminderRequest,
  type PushPublicKeyResponse,
  type PushSubscriptionRequest,
  type QuietHoursRequest,
  type Reminder,
  type ReminderListResponse,
} from '@steady/contracts';
import { badRequest, conflict, notFound } from '@steady/service-common';
import type { VapidKeys } from './delivery/push-repository';
import type { StoredReminder } from './reminders-repository';
import { buildCalendarFeed } from './calendar-feed';
import { nextOccurrence } from './occurrences';
import { isOnPushServiceHosts } from './delivery/push-addresses';
import type { ReminderStore } from './reminder-store';
import type { AuthContext } from '../context';
import { requirePremium } from '../premium/premium';

/** The handlers' view of reminders: the auth context plus the reminder tables and the VAPID keys. */
export interface ReminderContext extends AuthContext {
  reminderStore: ReminderStore;
  vapidKeys: () => Promise<VapidKeys>;
  /** PUSH_SERVICE_HOSTS; empty: any public host. */
  pushServiceHosts: readonly string[];
}

export const reminderMessages = {
  notFound: 'Reminder not found',
  pushServiceNotAllowed: 'Reminders are not sent through this push service on this server',
  pushSubscriptionTaken:
    'This push subscription belongs to another account until that account turns its reminders off',
  limit: `At most ${reminderLimits.perUser} reminders`,
  feedNotFound: 'No calendar feed at this address',
} as const;

const notFoundError = () => notFound(reminderMessages.notFound, { reason: 'reminder_not_found' });

const toReminder = ({ userId: _owner, medicationId: _refill, ...reminder }: StoredReminder): Reminder =>
  reminder;

/** The secret of a calendar feed: 256 random bits, base64url (43 characters). */
export const calendarTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** `webcal://` makes phones offer to subscribe instead of downloading the file once. */
function calendarUrlOf(appOrigin: string, token: string): string {
  return `${appOrigin.replace(/^https?:/, 'webcal:')}/api/reminders/calendar/${token}.ics`;
}

function nextDueAtOf(request: ParsedReminderRequest, now: Date): string | null {
  return request.paused ? null : nextOccurrence(request, now).toISOString();
}

export async function listReminders(
  context: ReminderContext,
  userId: string,
  appOrigin: string,
): Promise<ReminderListResponse> {
  await requirePremium(context, userId);
  const { reminders, preferences } = context.reminderStore;
  const [stored, { quietHours, calendarToken }] = await Promise.all([
    reminders.listFor(userId),
    preferences.find(userId),
  ]);
  return {
    // Refill reminders are shown and managed with their medication, on the medication log.
    reminders: stored.filter((reminder) => reminder.medicationId === null).map(toReminder),
    quietHours,
    calendarUrl: calendarToken ? calendarUrlOf(appOrigin, calendarToken) : null,
  };
}

export async function createReminder(
  context: ReminderContext,
  userId: string,
  request: ParsedReminderRequest,
): Promise<Reminder> {
  await requirePremium(context, userId);
  const { reminders } = context.reminderStore;
  if ((await reminders.countFor(userId)) >= reminderLimits.perUser) {
    throw conflict(reminderMessages.limit, { reason: 'reminder_limit_reached' });
  }
  const now = context.now();
  const id = await reminders.insert(
    userId,
    { ...request, nextDueAt: nextDueAtOf(request, now) },
    now.toISOString(),
  );
  const created = await reminders.findOwned(userId, id);
  if (!created) throw notFoundError();
  return toReminder(created);
}

/** `PUT /api/reminders/{id}`: replaces it and schedules it afresh from now; another user's id answers 404. */
export async function replaceReminder(
  context: ReminderContext,
  userId: string,
  id: number,
  request: ParsedReminderRequest,
): Promise<Reminder> {
  await requirePremium(context, userId);
  const { reminders } = context.reminderStore;
  if (!(await reminders.findOwned(userId, id))) throw notFoundError();
  const now = context.now();
  await reminders.replace(
    userId,
    id,
    { ...request, nextDueAt: nextDueAtOf(request, now) },
    now.toISOString(),
  );
  // Repeats, snoozes and "later today" were asked of the reminder as it was.
  await context.reminderStore.nudges.cancelPending(id);
  const replaced = await reminders.findOwned(userId, id);
  if (!replaced) throw notFoundError();
  return toReminder(replaced);
}

/** Deleting stays open after Premium ends: nobody should be stuck with a reminder they cannot remove. */
export async function deleteReminder(context: ReminderContext, userId: string, id: number): Promise<void> {
  if (!(await context.reminderStore.reminders.remove(userId, id))) throw notFoundError();
}

export async function saveQuietHours(
  context: ReminderContext,
  userId: string,
  request: QuietHoursRequest,
): Promise<QuietHoursRequest> {
  await requirePremium(context, userId);
  await context.reminderStore.preferences.saveQuietHours(
    userId,
    request.quietHours,
    context.now().toISOString(),
  );
  return request;
}

/** A new secret feed address; the previous one stops answering at once. */
export async function renewCalendarLink(
  context: ReminderContext,
  userId: string,
  appOrigin: string,
): Promise<CalendarLinkResponse> {
  await requirePremium(context, userId);
  const token = randomBytes(32).toString('base64url');
  await context.reminderStore.preferences.saveCalendarToken(userId, token, context.now().toISOString());
  return { calendarUrl: calendarUrlOf(appOrigin, token) };
}

export async function revokeCalendarLink(context: ReminderContext, userId: string): Promise<void> {
  await context.reminderStore.preferences.saveCalendarToken(userId, null, context.now().toISOString());
}

/**
 * The feed behind a calendar link, found by its secret alone (calendar apps send no sign-in). Once Premium
 * ends the feed answers with no events, so subscribed calendars stop ringing without erroring.
 */
export async function calendarFeed(
  context: ReminderContext,
  token: string,
  appOrigin: string,
): Promise<string> {
  const { preferences, reminders } = context.reminderStore;
  const userId = await preferences.findUserByCalendarToken(token);
  if (!userId) throw notFound(reminderMessages.feedNotFound);
  const premium = await context.entitlements.hasPremium(userId);
  const [stored, { quietHours }] = await Promise.all([
    premium ? reminders.listFor(userId) : Promise.resolve([]),
    preferences.find(userId),
  ]);
  return buildCalendarFeed({ reminders: stored, quietHours, appOrigin, now: context.now() });
}

export async function pushPublicKey(context: ReminderContext): Promise<PushPublicKeyResponse> {
  return { publicKey: (await context.vapidKeys()).publicKey };
}

/**
 * Keeps a browser's subscription for the user. An endpoint stays with the first account until that
 * account removes it: posting it again from another account must not move someone's reminders over.
 */
export async function savePushSubscription(
  context: ReminderContext,
  userId: string,
  subscription: PushSubscriptionRequest,
): Promise<void> {
  await requirePremium(context, userId);
  if (!isOnPushServiceHosts(new URL(subscription.endpoint).hostname, context.pushServiceHosts)) {
    throw badRequest(reminderMessages.pushServiceNotAllowed, { reason: 'push_service_not_allowed' });
  }
  const saved = await context.reminderStore.push.saveSubscription(
    userId,
    subscription,
    context.now().toISOString(),
  );
  if (!saved) throw conflict(reminderMessages.pushSubscriptionTaken, { reason: 'push_subscription_taken' });
}

export async function deletePushSubscription(
  context: ReminderContext,
  userId: string,
  endpoint: string,
): Promise<void> {
  await context.reminderStore.push.removeSubscription(userId, endpoint);
}
