import type { Express, RequestHandler } from 'express';
import { saveMixRequestSchema } from '@steady/contracts';
import {
  forbidden,
  parseBody,
  requireUser,
  type EntitlementClient,
  type TokenVerifier,
} from '@steady/service-common';
import type { SavedMixHandlers } from './saved-mixes';
import { signedInUser } from '../http/signed-in-user';

interface SavedMixRouteDependencies {
  handlers: SavedMixHandlers;
  tokenVerifier: TokenVerifier;
  entitlements: EntitlementClient;
}

/** Saved mixes are part of Premium (spec §6: the ambient mixer); each user sees only their own. */
export function registerSavedMixRoutes(app: Express, dependencies: SavedMixRouteDependencies): void {
  const { handlers, entitlements } = dependencies;
  const signedIn = requireUser(dependencies.tokenVerifier);
  const premium: RequestHandler = async (_request, response, next) => {
    if (!(await entitlements.hasPremium(signedInUser(response).id))) {
      throw forbidden('Saving mixes is part of Premium.', { reason: 'premium_required' });
    }
    next();
  };

  app.get('/api/audio/mixes', signedIn, premium, async (_request, response) => {
    response.json(await handlers.list(signedInUser(response).id));
  });

  app.post('/api/audio/mixes', signedIn, premium, async (request, response) => {
    const mix = parseBody(saveMixRequestSchema, request);
    response.status(201).json(await handlers.save(signedInUser(response).id, mix));
  });

  app.delete('/api/audio/mixes/:id', signedIn, premium, async (request, response) => {
    await handlers.delete(signedInUser(response).id, String(request.params.id));
    response.status(204).end();
  });
}
