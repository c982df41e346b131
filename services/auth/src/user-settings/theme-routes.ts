import type { Express } from 'express';
import { themeRequestSchema } from '@steady/contracts';
import { parseBody } from '@steady/service-common';
import type { AuthContext } from '../context';
import { saveTheme } from './theme';
import { requireAccount, signedInUserId } from '../http/signed-in-user';

/** `PUT /api/user/theme`: a premium user's chosen theme; the profile (`GET /api/auth/profile`) returns it. */
export function registerThemeRoutes(app: Express, context: AuthContext): void {
  app.put('/api/user/theme', ...requireAccount(context), async (request, response) => {
    const body = parseBody(themeRequestSchema, request);
    response.json(await saveTheme(context, signedInUserId(response), body));
  });
}
