import type { Express, RequestHandler } from 'express';
import { z } from 'zod';
import { doseRequestSchema, medicationRequestSchema, medicationsPath } from '@steady/contracts';
import { parseBody, parseParams } from '@steady/service-common';
import { requireAccount, signedInUserId } from '../http/signed-in-user';
import type { ReminderContext } from '../reminders/reminders';
import {
  createMedication,
  deleteDose,
  deleteMedication,
  getMedicationLog,
  logDose,
  replaceDose,
  replaceMedication,
} from './medications';

const idParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'must be an id')
    .transform(Number),
});

/**
 * `/api/medications`: the signed-in user's own medication log, free for every account. Writes honour an
 * Idempotency-Key, since the page sends them through the offline write path.
 */
export function registerMedicationRoutes(
  app: Express,
  context: ReminderContext,
  idempotent: RequestHandler,
): void {
  const signedIn = requireAccount(context);
  const doses = `${medicationsPath}/doses/:id`;

  app.get(medicationsPath, ...signedIn, async (_request, response) => {
    response.json(await getMedicationLog(context, signedInUserId(response)));
  });

  app.post(medicationsPath, ...signedIn, idempotent, async (request, response) => {
    const body = parseBody(medicationRequestSchema, request);
    response.status(201).json(await createMedication(context, signedInUserId(response), body));
  });

  app.put(`${medicationsPath}/:id`, ...signedIn, idempotent, async (request, response) => {
    const { id } = parseParams(idParamsSchema, request);
    const body = parseBody(medicationRequestSchema, request);
    response.json(await replaceMedication(context, signedInUserId(response), id, body));
  });

  app.delete(`${medicationsPath}/:id`, ...signedIn, idempotent, async (request, response) => {
    const { id } = parseParams(idParamsSchema, request);
    await deleteMedication(context, signedInUserId(response), id);
    response.status(204).end();
  });

  app.post(`${medicationsPath}/:id/doses`, ...signedIn, idempotent, async (request, response) => {
    const { id } = parseParams(idParamsSchema, request);
    const body = parseBody(doseRequestSchema, request);
    response.status(201).json(await logDose(context, signedInUserId(response), id, body));
  });

  app.put(doses, ...signedIn, idempotent, async (request, response) => {
    const { id } = parseParams(idParamsSchema, request);
    const body = parseBody(doseRequestSchema, request);
    response.json(await replaceDose(context, signedInUserId(response), id, body));
  });

  app.delete(doses, ...signedIn, idempotent, async (request, response) => {
    const { id } = parseParams(idParamsSchema, request);
    await deleteDose(context, signedInUserId(response), id);
    response.status(204).end();
  });
}
