import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { forbidden, unauthorized, type TokenVerifier } from '@steady/service-common';

/**
 * The test checkout's page is plain HTML whose buttons post a form, which carries no bearer token. So when a
 * signed-in user starts a checkout, their browser also gets an HttpOnly cookie naming them, signed with a key
 * of this process; "complete" and "abandon" then require either that cookie or a bearer token, and only for
 * the user who started the checkout. A session id alone no longer grants anything. The cookie's key comes
 * from the secret every instance shares, so any instance of billing accepts a cookie another one set.
 */
export const checkoutOwnerCookieName = 'steady_local_checkout_owner';
const cookiePath = '/api/billing/local-checkout';
const cookieLifetimeMs = 60 * 60 * 1000;

function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

const sameText = (first: string, second: string) =>
  first.length === second.length && timingSafeEqual(Buffer.from(first), Buffer.from(second));

export interface CheckoutOwnership {
  /** Runs after requireUser on "start a subscription": gives the browser the owner cookie. */
  markOwner: RequestHandler;
  /** Throws 401/403 unless the request comes from `ownerId`. */
  requireOwner(request: Request, ownerId: string): Promise<void>;
}

export function createCheckoutOwnership(verifier: TokenVerifier, sharedSecret: string): CheckoutOwnership {
  const signingKey = createHmac('sha256', sharedSecret).update('local checkout owner cookie').digest();
  const signatureOf = (userId: string) => createHmac('sha256', signingKey).update(userId).digest('base64url');

  /** The user id of whoever asks: bearer token first, else the owner cookie; 401 when neither holds. */
  async function requesterOf(request: Request): Promise<string> {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (bearer !== undefined) {
      try {
        return (await verifier.verify(bearer)).id;
      } catch {
        throw unauthorized('Invalid or expired token', { reason: 'session_expired' });
      }
    }
    const cookie = readCookie(request, checkoutOwnerCookieName);
    const separator = cookie?.lastIndexOf('.') ?? -1;
    if (cookie === undefined || separator <= 0) throw unauthorized();
    const userId = cookie.slice(0, separator);
    if (!sameText(cookie.slice(separator + 1), signatureOf(userId))) throw unauthorized();
    return userId;
  }

  return {
    markOwner(request, response: Response, next) {
      const userId = (response.locals.user as { id: string }).id;
      response.cookie(checkoutOwnerCookieName, `${userId}.${signatureOf(userId)}`, {
        httpOnly: true,
        sameSite: 'strict',
        secure: request.secure,
        path: cookiePath,
        maxAge: cookieLifetimeMs,
      });
      next();
    },
    async requireOwner(request, ownerId) {
      if ((await requesterOf(request)) !== ownerId)
        throw forbidden('This test checkout was started by another account');
    },
  };
}
