import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@steady/api-client';
import { showToast } from '@steady/bus';
import type { QuietHours, ReminderListResponse, ReminderRequest } from '@steady/contracts';
import { useResource } from '@steady/app-frame';
import {
  createReminder,
  deleteReminder,
  fetchReminders,
  renewCalendarLink,
  replaceReminder,
  revokeCalendarLink,
  saveQuietHours,
} from '../api/reminders-api';

type RemindersView =
  | { status: 'loading' }
  | { status: 'locked' }
  | { status: 'failed'; error: unknown }
  | ({ status: 'ready' } & ReminderListResponse);

/** The profile's reminders: the list, quiet hours and calendar link, and the writes that reload them. */
export function useReminders() {
  const intl = useIntl();
  const [version, setVersion] = useState(0);
  const loaded = useResource(`reminders:${version}`, fetchReminders);
  const reload = () => setVersion((count) => count + 1);
  const done = (messageId: string) => {
    showToast(intl.formatMessage({ id: messageId }), 'success');
    reload();
  };

  const view: RemindersView =
    loaded.status === 'ready'
      ? { status: 'ready', ...loaded.data }
      : loaded.status === 'failed'
        ? isApiError(loaded.error) && loaded.error.reason === 'premium_required'
          ? { status: 'locked' }
          : { status: 'failed', error: loaded.error }
        : { status: 'loading' };

  return {
    view,
    retry: loaded.retry,
    /** Creates (no id) or replaces a reminder; rejects with the API error so the form can say what failed. */
    save: async (reminder: ReminderRequest, id?: string) => {
      await (id === undefined ? createReminder(reminder) : replaceReminder(id, reminder));
      done('reminders.saved');
    },
    /** Pauses or resumes a reminder (`request.paused` says which), and says so. */
    setPaused: async (request: ReminderRequest, id: string) => {
      await replaceReminder(id, request);
      done(request.paused ? 'reminders.pausedNotice' : 'reminders.resumedNotice');
    },
    remove: async (id: string) => {
      await deleteReminder(id);
      done('reminders.deleted');
    },
    saveQuietHours: async (quietHours: QuietHours | null) => {
      await saveQuietHours(quietHours);
      done('reminders.quiet.saved');
    },
    renewCalendarLink: async () => {
      await renewCalendarLink();
      done('reminders.calendar.created');
    },
    revokeCalendarLink: async () => {
      await revokeCalendarLink();
      done('reminders.calendar.revoked');
    },
  };
}
