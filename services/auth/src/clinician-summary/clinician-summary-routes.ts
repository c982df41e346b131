import type { Express } from 'express';
import {
  clinicianSummaryEntriesPath,
  clinicianSummaryEntriesQuerySchema,
  clinicianSummaryPath,
  clinicianSummaryPdfPath,
  clinicianSummaryRequestSchema,
  type ContentExport,
} from '@steady/contracts';
import { parseBody, parseQuery } from '@steady/service-common';
import type { UserDataClient } from '../account-data/user-data-client';
import type { AuthContext } from '../context';
import { requireAccount, signedInUserId } from '../http/signed-in-user';
import { listSummaryEntries, makeClinicianSummary, summaryPdf } from './clinician-summary';

/**
 * The summary for a clinician: made on each request from the user's own records and answered to them
 * only, never cached or kept (`no-store`).
 */
export function registerClinicianSummaryRoutes(
  app: Express,
  context: AuthContext,
  content: UserDataClient<ContentExport>,
): void {
  const signedIn = requireAccount(context);

  app.get(clinicianSummaryEntriesPath, ...signedIn, async (request, response) => {
    const query = parseQuery(clinicianSummaryEntriesQuerySchema, request);
    response
      .set('Cache-Control', 'no-store')
      .json(await listSummaryEntries(context, signedInUserId(response), query));
  });

  app.post(clinicianSummaryPath, ...signedIn, async (request, response) => {
    const body = parseBody(clinicianSummaryRequestSchema, request);
    const summary = await makeClinicianSummary(context, content, signedInUserId(response), body);
    response.set('Cache-Control', 'no-store').json(summary);
  });

  app.post(clinicianSummaryPdfPath, ...signedIn, async (request, response) => {
    const body = parseBody(clinicianSummaryRequestSchema, request);
    const summary = await makeClinicianSummary(context, content, signedInUserId(response), body);
    const file = await summaryPdf(summary);
    response
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="steady-summary-${summary.from}-${summary.to}.pdf"`,
        'Cache-Control': 'no-store',
      })
      .send(file);
  });
}
