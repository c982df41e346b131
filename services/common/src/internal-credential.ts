import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { HttpError } from './errors';

/**
 * Service-to-service calls (`/internal/*`) carry the deployment's shared secret, INTERNAL_TOKEN, in this
 * header: listening on loopback is not enough when a service is bound to a wider address, and any
 * process on the machine can reach loopback.
 */
export const internalTokenHeader = 'x-internal-token';

/** A fresh secret for one run of the stack (`npm start` passes the same one to every process). */
export const generateInternalToken = () => randomBytes(32).toString('hex');

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Headers for a call to another service's `/internal` API. */
export const internalRequestHeaders = (internalToken: string) => ({ [internalTokenHeader]: internalToken });

/** Answers 403 to any `/internal` request without the shared secret; compared in constant time. */
export function requireInternalToken(internalToken: string): RequestHandler {
  const expected = digest(internalToken);
  return (request, _response, next) => {
    const presented = request.get(internalTokenHeader);
    if (presented === undefined || !timingSafeEqual(digest(presented), expected)) {
      throw new HttpError(
        403,
        'forbidden',
        'This internal API needs the service credential (INTERNAL_TOKEN)',
      );
    }
    next();
  };
}
