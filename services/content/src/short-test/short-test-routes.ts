import type { Express } from 'express';
import { defaultLanguage, languageQuerySchema, shortTestScoreRequestSchema } from '@steady/contracts';
import { parseBody, parseQuery } from '@steady/service-common';
import type { ShortTestHandlers } from './short-test';

/** The short "what's wrong with me" test: open to guests, one language per call (English by default). */
export function registerShortTestRoutes(app: Express, handlers: ShortTestHandlers): void {
  app.get('/api/short-test', (request, response) => {
    const { lang = defaultLanguage } = parseQuery(languageQuerySchema, request);
    response.json(handlers.getTest(lang));
  });

  app.post('/api/short-test/score', (request, response) => {
    const { lang = defaultLanguage } = parseQuery(languageQuerySchema, request);
    const answers = parseBody(shortTestScoreRequestSchema, request);
    response.json(handlers.score(lang, answers));
  });
}
