import type { Express, RequestHandler } from 'express';
import { z } from 'zod';
import { likeCountsRequestSchema, techniqueIdSchema } from '@steady/contracts';
import { parseBody, parseParams, requireUser, type TokenVerifier } from '@steady/service-common';
import type { LikeHandlers } from './likes';
import { signedInUser } from '../http/signed-in-user';

const techniqueParamsSchema = z.object({ id: techniqueIdSchema });

/** Likes need a signed-in user (spec §5); how many people like a technique is public. Liking and
 * unliking honour an Idempotency-Key. */
export function registerLikeRoutes(
  app: Express,
  handlers: LikeHandlers,
  tokenVerifier: TokenVerifier,
  idempotent: RequestHandler,
): void {
  const signedIn = requireUser(tokenVerifier);

  app.get('/api/like/techniques/liked', signedIn, async (_request, response) => {
    response.json(await handlers.likedIds(signedInUser(response).id));
  });

  app.post('/api/like/techniques/likes', async (request, response) => {
    const { ids } = parseBody(likeCountsRequestSchema, request);
    response.json(await handlers.countLikes(ids));
  });

  app.post('/api/like/techniques/:id/like', signedIn, idempotent, async (request, response) => {
    const { id } = parseParams(techniqueParamsSchema, request);
    response.json(await handlers.like(signedInUser(response).id, id));
  });

  app.delete('/api/like/techniques/:id/like', signedIn, idempotent, async (request, response) => {
    const { id } = parseParams(techniqueParamsSchema, request);
    response.json(await handlers.unlike(signedInUser(response).id, id));
  });
}
