import type { Express, RequestHandler } from 'express';
import { z } from 'zod';
import { journalEntryRequestSchema, journalQuerySchema } from '@steady/contracts';
import { parseBody, parseParams, parseQuery } from '@steady/service-common';
import type { AuthContext } from '../context';
import { createJournalEntry, deleteJournalEntry, listJournal, replaceJournalEntry } from './journal';
import { requireAccount, signedInUserId } from '../http/signed-in-user';

const entryParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'must be a journal entry id')
    .transform(Number),
});

/** `/api/journal`: the premium mood journal, the signed-in user's own entries only; writes honour an Idempotency-Key. */
export function registerJournalRoutes(app: Express, context: AuthContext, idempotent: RequestHandler): void {
  const signedIn = requireAccount(context);

  app.get('/api/journal', ...signedIn, async (request, response) => {
    const query = parseQuery(journalQuerySchema, request);
    response.json(await listJournal(context, signedInUserId(response), query));
  });

  app.post('/api/journal', ...signedIn, idempotent, async (request, response) => {
    const body = parseBody(journalEntryRequestSchema, request);
    response.status(201).json(await createJournalEntry(context, signedInUserId(response), body));
  });

  app.put('/api/journal/:id', ...signedIn, idempotent, async (request, response) => {
    const { id } = parseParams(entryParamsSchema, request);
    const body = parseBody(journalEntryRequestSchema, request);
    response.json(await replaceJournalEntry(context, signedInUserId(response), id, body));
  });

  app.delete('/api/journal/:id', ...signedIn, idempotent, async (request, response) => {
    const { id } = parseParams(entryParamsSchema, request);
    await deleteJournalEntry(context, signedInUserId(response), id);
    response.status(204).end();
  });
}
