import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalAlarmType, ICalEventRepeatingFreq, ICalWeekday } from 'ical-generator';
import { DateTime } from 'luxon';
import type { QuietHours, ReminderDay } from '@steady/contracts';
import type { StoredReminder } from './reminders-repository';
import { isInQuietHours, nextOccurrence } from './occurrences';
import { reminderPushPayload } from './delivery/push-messages';

const weekdays: Record<ReminderDay, ICalWeekday> = {
  mon: ICalWeekday.MO,
  tue: ICalWeekday.TU,
  wed: ICalWeekday.WE,
  thu: ICalWeekday.TH,
  fri: ICalWeekday.FR,
  sat: ICalWeekday.SA,
  sun: ICalWeekday.SU,
};

const eventMinutes = 5;
const weekMs = 7 * 24 * 60 * 60 * 1000;

interface CalendarFeedInput {
  reminders: readonly StoredReminder[];
  quietHours: QuietHours | null;
  /** The app's public origin, for the link in each event. */
  appOrigin: string;
  now: Date;
}

/**
 * The private calendar feed (RFC 5545): each active reminder as a weekly event on its days, at its time in
 * its own zone (TZID with the zone's VTIMEZONE, so DST is the calendar's job), with an alarm at the start.
 * Paused reminders and those inside quiet hours are left out, as push leaves them out. A calendar may be shared
 * or on a work account, so an event names neither the state nor the tool a reminder suggests: its title and
 * text are those of a reminder that suggests nothing, and its link is the home page, never `/recommendations/anxiety`.
 */
export function buildCalendarFeed({ reminders, quietHours, appOrigin, now }: CalendarFeedInput): string {
  const active = reminders.filter((reminder) => !reminder.paused);
  const calendar = ical({
    prodId: { company: 'Steady', product: 'Reminders', language: 'EN' },
    name: 'Steady',
    // Calendar apps poll a feed at their own pace; this asks for hourly.
    ttl: 60 * 60,
    // No calendar-wide zone (each event names its own), but a VTIMEZONE for every zone the events use.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const reminder of active) {
    // The first occurrence within the last week: DTSTART must itself be one of the occurrences.
    const firstOccurrence = nextOccurrence(reminder, new Date(now.getTime() - weekMs));
    if (isInQuietHours(quietHours, firstOccurrence, reminder.timeZone)) continue;
    // A zoned DateTime: ical-generator writes it as local time with TZID (a plain Date would be taken as UTC).
    const start = DateTime.fromJSDate(firstOccurrence, { zone: reminder.timeZone });
    // The message of a reminder that suggests nothing: its words and its link (home) name no state or tool.
    const message = reminderPushPayload({ ...reminder, suggestedState: null, suggestedTool: null });
    const link = `${appOrigin}${message.url}`;
    const event = calendar.createEvent({
      id: `reminder-${reminder.id}@steady`,
      start,
      end: start.plus({ minutes: eventMinutes }),
      timezone: reminder.timeZone,
      stamp: now,
      summary: message.title,
      description: `${message.body}\n${link}`,
      url: link,
      repeating: { freq: ICalEventRepeatingFreq.WEEKLY, byDay: reminder.days.map((day) => weekdays[day]) },
    });
    // The first alarm only: repeats follow an unanswered notification, which a calendar cannot know of.
    event.createAlarm({ type: ICalAlarmType.display, trigger: 0, description: message.body });
  }
  return calendar.toString();
}
