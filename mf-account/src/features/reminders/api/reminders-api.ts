import { apiRequest } from '@steady/api-client';
import {
  calendarLinkResponseSchema,
  pushPublicKeyResponseSchema,
  quietHoursRequestSchema,
  reminderListResponseSchema,
  reminderSchema,
  type PushSubscriptionRequest,
  type QuietHours,
  type Reminder,
  type ReminderListResponse,
  type ReminderRequest,
} from '@steady/contracts';

export const fetchReminders = (signal?: AbortSignal): Promise<ReminderListResponse> =>
  apiRequest('/reminders', { schema: reminderListResponseSchema, signal });

export const createReminder = (reminder: ReminderRequest): Promise<Reminder> =>
  apiRequest('/reminders', { method: 'POST', body: reminder, schema: reminderSchema });

export const replaceReminder = (id: string, reminder: ReminderRequest): Promise<Reminder> =>
  apiRequest(`/reminders/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: reminder,
    schema: reminderSchema,
  });

export const deleteReminder = (id: string): Promise<void> =>
  apiRequest(`/reminders/${encodeURIComponent(id)}`, { method: 'DELETE' }).then(() => undefined);

export const saveQuietHours = (quietHours: QuietHours | null): Promise<void> =>
  apiRequest('/reminders/quiet-hours', {
    method: 'PUT',
    body: { quietHours },
    schema: quietHoursRequestSchema,
  }).then(() => undefined);

export const renewCalendarLink = (): Promise<string> =>
  apiRequest('/reminders/calendar', { method: 'POST', schema: calendarLinkResponseSchema }).then(
    (answer) => answer.calendarUrl,
  );

export const revokeCalendarLink = (): Promise<void> =>
  apiRequest('/reminders/calendar', { method: 'DELETE' }).then(() => undefined);

export const fetchPushPublicKey = (): Promise<string> =>
  apiRequest('/reminders/push/public-key', { schema: pushPublicKeyResponseSchema }).then(
    (answer) => answer.publicKey,
  );

export const savePushSubscription = (subscription: PushSubscriptionRequest): Promise<void> =>
  apiRequest('/reminders/push/subscriptions', { method: 'POST', body: subscription }).then(() => undefined);
