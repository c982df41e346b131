import type { Express, RequestHandler } from 'express';
import {
  claimGuestProgressRequestSchema,
  saveMoodRequestSchema,
  updateXpRequestSchema,
} from '@steady/contracts';
import { parseBody } from '@steady/service-common';
import type { AuthContext } from '../context';
import { saveMood } from '../history/history';
import { claimGuestProgress, getProgress, updateXp } from './progress';
import { requireAccount, signedInUserId } from '../http/signed-in-user';

/**
 * `/api/user/*` for progress: the picked mood, XP and level, and taking over a guest's progress. Writes a
 * device may send again after going offline honour an Idempotency-Key.
 */
export function registerUserRoutes(app: Express, context: AuthContext, idempotent: RequestHandler): void {
  const signedIn = requireAccount(context);

  app.post('/api/user/save-mood', ...signedIn, idempotent, async (request, response) => {
    const { mood } = parseBody(saveMoodRequestSchema, request);
    const { record, created } = await saveMood(context, signedInUserId(response), mood);
    response.status(created ? 201 : 200).json(record);
  });

  app.get('/api/user/progress', ...signedIn, async (_request, response) => {
    response.json(await getProgress(context, signedInUserId(response)));
  });

  app.post('/api/user/update-xp', ...signedIn, idempotent, async (request, response) => {
    const body = parseBody(updateXpRequestSchema, request);
    response.json(await updateXp(context, signedInUserId(response), body));
  });

  app.post('/api/user/claim-guest-progress', ...signedIn, async (request, response) => {
    const body = parseBody(claimGuestProgressRequestSchema, request);
    response.json(await claimGuestProgress(context, signedInUserId(response), body));
  });
}
