import type { Express } from 'express';
import { personalRecommendationsQuerySchema, statsQuerySchema } from '@steady/contracts';
import { parseQuery } from '@steady/service-common';
import type { AuthContext } from '../context';
import { getPersonalRecommendations } from '../personal-recommendations/personal-recommendations';
import { getStatistics } from './statistics';
import { getSinceDoseStatistics } from './since-dose';
import { requireAccount, signedInUserId } from '../http/signed-in-user';

/** `/api/stats`, `/api/stats/since-dose` and `/api/recommendations/personal`: premium insights from the user's own records. */
export function registerStatisticsRoutes(app: Express, context: AuthContext): void {
  const signedIn = requireAccount(context);

  app.get('/api/stats', ...signedIn, async (request, response) => {
    const query = parseQuery(statsQuerySchema, request);
    response.json(await getStatistics(context, signedInUserId(response), query));
  });

  app.get('/api/stats/since-dose', ...signedIn, async (request, response) => {
    const query = parseQuery(statsQuerySchema, request);
    response.json(await getSinceDoseStatistics(context, signedInUserId(response), query));
  });

  app.get('/api/recommendations/personal', ...signedIn, async (request, response) => {
    const { mood } = parseQuery(personalRecommendationsQuerySchema, request);
    response.json(await getPersonalRecommendations(context, signedInUserId(response), mood));
  });
}
