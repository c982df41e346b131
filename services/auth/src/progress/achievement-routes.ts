import type { Express } from 'express';
import { achievementsQuerySchema, defaultTimeZone, userSettingsSchema } from '@steady/contracts';
import { parseBody, parseQuery } from '@steady/service-common';
import { getAchievements } from './badges';
import type { AuthContext } from '../context';
import { getSettings, saveSettings } from '../user-settings/user-settings';
import { requireAccount, signedInUserId } from '../http/signed-in-user';

/** Badges, gentle streaks and the settings behind them, for every signed-in user. */
export function registerAchievementRoutes(app: Express, context: AuthContext): void {
  const signedIn = requireAccount(context);

  app.get('/api/user/achievements', ...signedIn, async (request, response) => {
    const { timeZone } = parseQuery(achievementsQuerySchema, request);
    response.json(await getAchievements(context, signedInUserId(response), timeZone ?? defaultTimeZone));
  });

  app.get('/api/user/settings', ...signedIn, async (_request, response) => {
    response.json(await getSettings(context, signedInUserId(response)));
  });

  app.put('/api/user/settings', ...signedIn, async (request, response) => {
    const body = parseBody(userSettingsSchema, request);
    response.json(await saveSettings(context, signedInUserId(response), body));
  });
}
