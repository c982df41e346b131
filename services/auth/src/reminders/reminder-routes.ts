import type { Express } from 'express';
import { z } from 'zod';
import {
  nudgeAckRequestSchema,
  pushSubscriptionRequestSchema,
  pushUnsubscribeRequestSchema,
  quietHoursRequestSchema,
  reminderRequestSchema,
} from '@steady/contracts';
import { parseBody, parseParams } from '@steady/service-common';
import {
  calendarFeed,
  calendarTokenPattern,
  createReminder,
  deletePushSubscription,
  deleteReminder,
  listReminders,
  pushPublicKey,
  renewCalendarLink,
  replaceReminder,
  revokeCalendarLink,
  saveQuietHours,
  savePushSubscription,
  type ReminderContext,
} from './reminders';
import { acknowledgeNudge } from './nudges';
import type { AuthSettings } from '../settings';
import { requireAccount, signedInUserId } from '../http/signed-in-user';

const reminderParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'must be a reminder id')
    .transform(Number),
});

const nudgeParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'must be a notification id')
    .transform(Number),
});

const feedParamsSchema = z.object({
  file: z
    .string()
    .regex(
      new RegExp(`${calendarTokenPattern.source.slice(1, -1)}\\.ics$`),
      'must be a calendar feed address',
    )
    .transform((file) => file.slice(0, -'.ics'.length)),
});

/** `/api/reminders`: premium reminders, their quiet hours, the private calendar feed and push subscriptions. */
export function registerReminderRoutes(app: Express, context: ReminderContext, settings: AuthSettings): void {
  const signedIn = requireAccount(context);
  // PUBLIC_URL, never a request's Host: a forged header must not reach a calendar link.
  const appOrigin = settings.publicUrl;

  app.get('/api/reminders', ...signedIn, async (request, response) => {
    response.json(await listReminders(context, signedInUserId(response), appOrigin));
  });

  app.post('/api/reminders', ...signedIn, async (request, response) => {
    const body = parseBody(reminderRequestSchema, request);
    response.status(201).json(await createReminder(context, signedInUserId(response), body));
  });

  app.put('/api/reminders/quiet-hours', ...signedIn, async (request, response) => {
    const body = parseBody(quietHoursRequestSchema, request);
    response.json(await saveQuietHours(context, signedInUserId(response), body));
  });

  app.post('/api/reminders/calendar', ...signedIn, async (request, response) => {
    response.status(201).json(await renewCalendarLink(context, signedInUserId(response), appOrigin));
  });

  app.delete('/api/reminders/calendar', ...signedIn, async (_request, response) => {
    await revokeCalendarLink(context, signedInUserId(response));
    response.status(204).end();
  });

  // Public: the unguessable token is the only key, as calendar apps cannot sign in.
  app.get('/api/reminders/calendar/:file', async (request, response) => {
    const { file: token } = parseParams(feedParamsSchema, request);
    const feed = await calendarFeed(context, token, appOrigin);
    response.setHeader('Cache-Control', 'private, no-store');
    response.type('text/calendar; charset=utf-8').send(feed);
  });

  app.get('/api/reminders/push/public-key', async (_request, response) => {
    response.json(await pushPublicKey(context));
  });

  app.post('/api/reminders/push/subscriptions', ...signedIn, async (request, response) => {
    const body = parseBody(pushSubscriptionRequestSchema, request);
    await savePushSubscription(context, signedInUserId(response), body);
    response.status(204).end();
  });

  app.delete('/api/reminders/push/subscriptions', ...signedIn, async (request, response) => {
    const { endpoint } = parseBody(pushUnsubscribeRequestSchema, request);
    await deletePushSubscription(context, signedInUserId(response), endpoint);
    response.status(204).end();
  });

  // Public: a service worker holds no sign-in; the notification's single-use token is the key.
  app.post('/api/reminders/nudges/:id/ack', async (request, response) => {
    const { id } = parseParams(nudgeParamsSchema, request);
    const body = parseBody(nudgeAckRequestSchema, request);
    response.json(await acknowledgeNudge(context, id, body));
  });

  app.put('/api/reminders/:id', ...signedIn, async (request, response) => {
    const { id } = parseParams(reminderParamsSchema, request);
    const body = parseBody(reminderRequestSchema, request);
    response.json(await replaceReminder(context, signedInUserId(response), id, body));
  });

  app.delete('/api/reminders/:id', ...signedIn, async (request, response) => {
    const { id } = parseParams(reminderParamsSchema, request);
    await deleteReminder(context, signedInUserId(response), id);
    response.status(204).end();
  });
}
