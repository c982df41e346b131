import type { Express, Request } from 'express';
import { z } from 'zod';
import { defaultLanguage, languageSchema } from '@steady/contracts';
import {
  notFound,
  outboxPageSecurityPolicy,
  renderOutboxPage,
  securityHeaders,
  type LocalOutbox,
} from '@steady/service-common';
import { isLoopbackAddress } from '../http/ip-ranges';

const localOutboxPath = '/api/auth/local-outbox';

/**
 * Whoever reads the outbox can open anyone's reset link, so every hop must be this machine: the peer this
 * service sees and each address X-Forwarded-For names. The gateway listens on all interfaces and appends
 * its own peer there; a client can add addresses to that header but never remove the one appended.
 */
function comesFromThisMachine(request: Request): boolean {
  const forwarded = [request.headers['x-forwarded-for'] ?? []].flat().join(',');
  const hops = [
    request.socket.remoteAddress ?? '',
    ...forwarded
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop !== ''),
  ];
  return hops.every(isLoopbackAddress);
}

/**
 * Only with LOCAL_OUTBOX=1 (never in production): the page where a developer reads the mails every service
 * kept instead of sending (the outbox folder is shared), e.g. to open a password reset link. It does not
 * exist for anyone but this machine.
 */
export function registerLocalOutboxRoutes(app: Express, outbox: LocalOutbox): void {
  app.get(localOutboxPath, securityHeaders(), async (request, response) => {
    if (!comesFromThisMachine(request)) throw notFound();
    const language = z.catch(languageSchema, defaultLanguage).parse(request.query.lang);
    response
      .set('Content-Security-Policy', outboxPageSecurityPolicy)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(renderOutboxPage(await outbox.list(), language, localOutboxPath));
  });
}
