import type { Express, Response } from 'express';
import { z } from 'zod';
import { adhdSubmitRequestSchema, languageQuerySchema } from '@steady/contracts';
import {
  parseBody,
  parseParams,
  parseQuery,
  optionalUser,
  requireUser,
  unauthorized,
  type AuthenticatedUser,
  type TokenVerifier,
} from '@steady/service-common';
import type { AdhdTestHandlers } from './adhd-test';

// Any text is accepted here: an id of the wrong form is simply not found, like any other unknown link.
const resultParamsSchema = z.object({ id: z.string() });

function signedInUser(response: Response): AuthenticatedUser {
  const { user } = response.locals;
  if (user === undefined) throw unauthorized();
  return user;
}

/**
 * The ADHD self-reflection test. Questions and results are public (a result's unguessable id is its
 * share link, until its owner stops sharing it); submitting, scoring without storing, listing one's own
 * results and stopping or resuming sharing need a signed-in user.
 */
export function registerAdhdTestRoutes(
  app: Express,
  handlers: AdhdTestHandlers,
  verifier: TokenVerifier,
): void {
  app.get('/api/adhd-test', (request, response) => {
    const { lang } = parseQuery(languageQuerySchema, request);
    response.json(handlers.getTest(lang));
  });

  app.post('/api/adhd-test/submit', requireUser(verifier), async (request, response) => {
    const submission = parseBody(adhdSubmitRequestSchema, request);
    response.status(201).json(await handlers.submit(signedInUser(response).id, submission));
  });

  app.post('/api/adhd-test/score', requireUser(verifier), (request, response) => {
    const submission = parseBody(adhdSubmitRequestSchema, request);
    const { lang } = parseQuery(languageQuerySchema, request);
    response.json(handlers.score(submission, lang));
  });

  // Signed in or not; a signed-in owner still reads a result they stopped sharing.
  app.get('/api/adhd-test/result/:id', optionalUser(verifier), async (request, response) => {
    const { id } = parseParams(resultParamsSchema, request);
    const { lang } = parseQuery(languageQuerySchema, request);
    response.json(await handlers.getResult(id, response.locals.user?.id, lang));
  });

  app.delete('/api/adhd-test/result/:id/sharing', requireUser(verifier), async (request, response) => {
    const { id } = parseParams(resultParamsSchema, request);
    await handlers.stopSharing(signedInUser(response).id, id);
    response.status(204).end();
  });

  app.put('/api/adhd-test/result/:id/sharing', requireUser(verifier), async (request, response) => {
    const { id } = parseParams(resultParamsSchema, request);
    await handlers.resumeSharing(signedInUser(response).id, id);
    response.status(204).end();
  });

  app.get('/api/adhd-test/results', requireUser(verifier), async (_request, response) => {
    response.json(await handlers.listResults(signedInUser(response).id));
  });
}
