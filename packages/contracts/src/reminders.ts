// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { appNameSchema, languageSchema, moodSchema, type AppName, type Mood } from './domain';
import { timeZoneSchema } from './time-zone';

/** ISO weekday order: Monday first, as luxon and the ICS BYDAY list count them. */
export const reminderDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const reminderDaySchema = z.enum(reminderDays);
export type ReminderDay = z.infer<typeof reminderDaySchema>;

export const reminderLimits = { perUser: 20 } as const;

/** A clock time in the reminder's time zone, 24-hour "HH:MM". */
export const timeOfDaySchema = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time of day such as 08:30'));

export const reminderDaysSchema = z.array(reminderDaySchema).check(
  z.minLength(1, 'Pick at least one day'),
  z.maxLength(reminderDays.length),
  z.refine((days) => new Set(days).size === days.length, 'Each day at most once'),
);

/** Minutes between repeats of an unanswered reminder, and how many repeats at most. */
export const reminderRepeatIntervals = [5, 10, 15, 30] as const;
export const reminderRepeatMaxTimes = 3;

/**
 * Repeats of a reminder while its notification is left unanswered: every `everyMinutes`, at most `times`
 * times. Null (the default): the reminder comes once.
 */
export const reminderRepeatSchema = z.object({
  everyMinutes: z.literal(reminderRepeatIntervals),
  times: z.int().check(z.minimum(1), z.maximum(reminderRepeatMaxTimes)),
});
export type ReminderRepeat = z.infer<typeof reminderRepeatSchema>;

/** `POST /api/reminders` and `PUT /api/reminders/{id}` (a PUT replaces the whole reminder). */
export const reminderRequestSchema = z
  .object({
    time: timeOfDaySchema,
    days: reminderDaysSchema,
    /** IANA zone the time is meant in; the browser's own by default. */
    timeZone: timeZoneSchema,
    /** What the notification suggests: a state's page, or one of the tools, or neither. */
    suggestedState: z._default(z.nullable(moodSchema), null),
    suggestedTool: z._default(z.nullable(appNameSchema), null),
    paused: z._default(z.boolean(), false),
    /** The language the notification is written in: the app's language when the reminder was saved. */
    language: z._default(languageSchema, 'en'),
    repeat: z._default(z.nullable(reminderRepeatSchema), null),
  })
  .check(
    z.refine((request) => request.suggestedState === null || request.suggestedTool === null, {
      message: 'Suggest a state or a technique, not both',
      path: ['suggestedTool'],
    }),
  );
export type ReminderRequest = z.input<typeof reminderRequestSchema>;
export type ParsedReminderRequest = z.infer<typeof reminderRequestSchema>;

export const reminderSchema = z.object({
  id: z.string(),
  time: z.string(),
  days: z.array(reminderDaySchema),
  timeZone: z.string(),
  suggestedState: z.nullable(moodSchema),
  suggestedTool: z.nullable(appNameSchema),
  paused: z.boolean(),
  language: languageSchema,
  repeat: z.nullable(reminderRepeatSchema),
  /** The next time it is due (UTC ISO), or null while paused. */
  nextDueAt: z.nullable(z.string()),
});
export type Reminder = z.infer<typeof reminderSchema>;

/** Local clock times between which no reminder is delivered; may wrap midnight (22:00–07:00). */
const quietHoursSchema = z.object({ start: timeOfDaySchema, end: timeOfDaySchema }).check(
  z.refine((hours) => hours.start !== hours.end, {
    message: 'Quiet hours must start and end at different times',
    path: ['end'],
  }),
);
export type QuietHours = z.infer<typeof quietHoursSchema>;

/** `PUT /api/reminders/quiet-hours` */
export const quietHoursRequestSchema = z.object({ quietHours: z.nullable(quietHoursSchema) });
export type QuietHoursRequest = z.infer<typeof quietHoursRequestSchema>;

/** `GET /api/reminders` */
export const reminderListResponseSchema = z.object({
  reminders: z.array(reminderSchema),
  quietHours: z.nullable(quietHoursSchema),
  /** The private calendar feed (webcal://…), or null until the user creates one. */
  calendarUrl: z.nullable(z.string()),
});
export type ReminderListResponse = z.infer<typeof reminderListResponseSchema>;

/** `POST /api/reminders/calendar` (a new secret link; the old one stops working). */
export const calendarLinkResponseSchema = z.object({ calendarUrl: z.string() });
export type CalendarLinkResponse = z.infer<typeof calendarLinkResponseSchema>;

/** `GET /api/reminders/push/public-key`: the VAPID key the browser subscribes with (base64url). */
export const pushPublicKeyResponseSchema = z.object({ publicKey: z.string() });
export type PushPublicKeyResponse = z.infer<typeof pushPublicKeyResponseSchema>;

const base64UrlSchema = (maximum: number) =>
  z
    .string()
    .check(z.regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Must be base64url'), z.minLength(8), z.maxLength(maximum));

const pushEndpointRule =
  'Must be the https address of a push service: port 443, a host name (not an IP address), no user name or password';

/**
 * Browsers' push services are reached by name over https on port 443, so nothing else is taken: no other
 * port, no IP address in any spelling (the URL parser turns `0x7f000001` or `2130706433` into one), no
 * single-label name such as `localhost`, no credentials. Where the name leads is checked when sending.
 */
function isPushServiceAddress(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const { hostname, port, username, password } = url;
  const isIpAddress = hostname.startsWith('[') || /^[\d.]+$/.test(hostname);
  return port === '' && username === '' && password === '' && hostname.includes('.') && !isIpAddress;
}

export const pushEndpointSchema = z
  .url({ protocol: /^https$/, error: pushEndpointRule })
  .check(z.maxLength(1000), z.refine(isPushServiceAddress, pushEndpointRule));

/** `POST /api/reminders/push/subscriptions`: a browser's PushSubscription.toJSON(). */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({ p256dh: base64UrlSchema(200), auth: base64UrlSchema(50) }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

/** `DELETE /api/reminders/push/subscriptions` */
export const pushUnsubscribeRequestSchema = z.object({ endpoint: z.string().check(z.maxLength(1000)) });

/** What the reader did with a reminder's notification (`open`: clicked it; `dismiss`: closed it). */
const nudgeActionSchema = z.enum(['open', 'start', 'snooze', 'later', 'dismiss']);
export type NudgeAction = z.infer<typeof nudgeActionSchema>;

/** The buttons a notification offers; a click elsewhere on it counts as `open`. */
export const nudgeButtonActions = ['start', 'snooze', 'later'] as const;

/** A notification's own single-use key: the service worker has no sign-in, so this is what answers it. */
const nudgeTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'Must be a nudge token'));

/** `POST /api/reminders/nudges/{id}/ack`: the service worker reports what was done with a notification. */
export const nudgeAckRequestSchema = z.object({ token: nudgeTokenSchema, action: nudgeActionSchema });
export type NudgeAckRequest = z.infer<typeof nudgeAckRequestSchema>;

export const nudgeAckResponseSchema = z.object({
  /** When the nudge asked for (snooze, later today) will come; null when none will. */
  nextNudgeAt: z.nullable(z.string()),
});
export type NudgeAckResponse = z.infer<typeof nudgeAckResponseSchema>;

/** What a reminder's push message carries; the service worker shows it and opens `url` on click. */
export const reminderPushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  /** One notification per reminder on screen: a repeat replaces the one before. */
  tag: z.optional(z.string()),
  /** The notification's key and its buttons, written in the reminder's language. */
  nudge: z.optional(
    z.object({
      id: z.string(),
      token: z.string(),
      actions: z.array(z.object({ action: z.enum(nudgeButtonActions), title: z.string() })),
    }),
  ),
});
export type ReminderPushPayload = z.infer<typeof reminderPushPayloadSchema>;

/** The same-origin page a reminder opens (route table: packages/contracts/src/remotes.ts). */
export function reminderTargetPath(suggestion: {
  suggestedState: Mood | null;
  suggestedTool: AppName | null;
}): string {
  if (suggestion.suggestedTool) return `/techniques/${suggestion.suggestedTool}`;
  if (suggestion.suggestedState) return `/recommendations/${suggestion.suggestedState}`;
  return '/';
}
