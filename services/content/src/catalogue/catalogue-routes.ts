import type { Express, Response } from 'express';
import { contentLanguageQuerySchema, techniquesQuerySchema } from '@steady/contracts';
import { optionalUser, parseQuery, type EntitlementClient, type TokenVerifier } from '@steady/service-common';
import type { CatalogueHandlers } from './catalogue-handlers';

interface CatalogueRouteDependencies {
  handlers: CatalogueHandlers;
  tokenVerifier: TokenVerifier;
  entitlements: EntitlementClient;
}

/**
 * The catalogue is public: guests get every free technique, and premium steps are sent only when the
 * signed-in viewer's billing entitlement is active. The fixed paths come before `/:mood`.
 */
export function registerCatalogueRoutes(app: Express, dependencies: CatalogueRouteDependencies): void {
  const { handlers, entitlements } = dependencies;
  const viewer = optionalUser(dependencies.tokenVerifier);

  const premiumAccessOf = async (response: Response): Promise<boolean> => {
    const { user } = response.locals;
    return user === undefined ? false : entitlements.hasPremium(user.id);
  };

  app.get('/api/content', viewer, async (_request, response) => {
    response.json(await handlers.listContent(await premiumAccessOf(response)));
  });

  app.get('/api/content/supplements', (request, response) => {
    const { lang } = parseQuery(contentLanguageQuerySchema, request);
    response.json(handlers.getSupplements(lang));
  });

  app.get('/api/content/techniques', viewer, async (request, response) => {
    const { ids, lang } = parseQuery(techniquesQuerySchema, request);
    response.json(await handlers.getTechniques(ids, lang, await premiumAccessOf(response)));
  });

  app.get('/api/content/:mood', viewer, async (request, response) => {
    const { lang } = parseQuery(contentLanguageQuerySchema, request);
    const mood = String(request.params.mood);
    response.json(await handlers.getMoodContent(mood, lang, await premiumAccessOf(response)));
  });
}
