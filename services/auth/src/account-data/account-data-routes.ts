import type { Express } from 'express';
import { contentLanguageQuerySchema, deleteAccountRequestSchema } from '@steady/contracts';
import { parseBody, parseQuery } from '@steady/service-common';
import { deleteAccount, exportUserData, type OtherServicesData } from './account-data';
import type { AuthContext } from '../context';
import { requireAccount, signedInUserId } from '../http/signed-in-user';

/**
 * `/api/user/export` and `/api/user/account`: the auth service composes them because it owns the account;
 * content and billing answer for their own data through their internal APIs.
 */
export function registerAccountDataRoutes(
  app: Express,
  context: AuthContext,
  others: OtherServicesData,
): void {
  const signedIn = requireAccount(context);

  // `?lang=` names techniques, tracks and questions in the reader's language (English when absent).
  app.get('/api/user/export', ...signedIn, async (request, response) => {
    const { lang } = parseQuery(contentLanguageQuerySchema, request);
    const data = await exportUserData(context, others, signedInUserId(response), lang);
    const day = data.exportedAt.slice(0, 10);
    response
      .set({
        'Cache-Control': 'no-store',
        'Content-Disposition': `attachment; filename="steady-export-${day}.json"`,
      })
      .json(data);
  });

  app.delete('/api/user/account', ...signedIn, async (request, response) => {
    const body = parseBody(deleteAccountRequestSchema, request);
    await deleteAccount(context, others, signedInUserId(response), body, request.log);
    response.status(204).end();
  });
}
