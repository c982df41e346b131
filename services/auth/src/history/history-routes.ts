import type { Express, RequestHandler } from 'express';
import { z } from 'zod';
import {
  createHistoryRecordRequestSchema,
  historyQuerySchema,
  updateHistoryRecordRequestSchema,
  type HistoryListResponse,
} from '@steady/contracts';
import { parseBody, parseParams, parseQuery } from '@steady/service-common';
import type { AuthContext } from '../context';
import { addHistoryRecord, listHistory, rateHistoryRecord } from './history';
import { requireAccount, signedInUserId } from '../http/signed-in-user';

const recordParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'must be a record id')
    .transform(Number),
});

/** `/api/user/history`: the signed-in user's mood and technique records; nobody else's are reachable; its writes honour an Idempotency-Key. */
export function registerHistoryRoutes(app: Express, context: AuthContext, idempotent: RequestHandler): void {
  const signedIn = requireAccount(context);

  app.get('/api/user/history', ...signedIn, async (request, response) => {
    const { limit } = parseQuery(historyQuerySchema, request);
    const body: HistoryListResponse = {
      records: await listHistory(context, signedInUserId(response), limit),
    };
    response.json(body);
  });

  app.post('/api/user/history', ...signedIn, idempotent, async (request, response) => {
    const body = parseBody(createHistoryRecordRequestSchema, request);
    response.status(201).json(await addHistoryRecord(context, signedInUserId(response), body));
  });

  app.patch('/api/user/history/:id', ...signedIn, idempotent, async (request, response) => {
    const { id } = parseParams(recordParamsSchema, request);
    const { effectiveness } = parseBody(updateHistoryRecordRequestSchema, request);
    response.json(await rateHistoryRecord(context, signedInUserId(response), id, effectiveness));
  });
}
