import type { Express } from 'express';
import { badDayRequestSchema } from '@steady/contracts';
import { parseBody } from '@steady/service-common';
import type { AuthContext } from '../context';
import { requireAccount, signedInUserId } from '../http/signed-in-user';
import { getBadDay, saveBadDay } from './bad-day';

/**
 * `GET` and `PUT /api/user/bad-day`: "Today is hard" for a signed-in user, kept on the account so the
 * reminder scheduler pauses and every device follows. Free for everyone, never Premium.
 */
export function registerBadDayRoutes(app: Express, context: AuthContext): void {
  app.get('/api/user/bad-day', ...requireAccount(context), async (_request, response) => {
    response.json(await getBadDay(context, signedInUserId(response)));
  });
  app.put('/api/user/bad-day', ...requireAccount(context), async (request, response) => {
    const body = parseBody(badDayRequestSchema, request);
    response.json(await saveBadDay(context, signedInUserId(response), body));
  });
}
