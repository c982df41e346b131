import type { Express } from 'express';
import { z } from 'zod';
import { defaultLanguage, languageSchema } from '@steady/contracts';
import {
  outboxPageSecurityPolicy,
  renderOutboxPage,
  securityHeaders,
  type LocalOutbox,
} from '@steady/service-common';

export const localOutboxPath = '/api/auth/local-outbox';

/**
 * Only without SMTP_URL: the page where a developer reads the mails every service kept instead of sending
 * (the outbox folder is shared), e.g. to open a password reset link.
 */
export function registerLocalOutboxRoutes(app: Express, outbox: LocalOutbox): void {
  app.get(localOutboxPath, securityHeaders(), async (request, response) => {
    const language = z.catch(languageSchema, defaultLanguage).parse(request.query.lang);
    response
      .set('Content-Security-Policy', outboxPageSecurityPolicy)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(renderOutboxPage(await outbox.list(), language, localOutboxPath));
  });
}
