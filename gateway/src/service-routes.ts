import type { ServiceName } from '@steady/contracts';

/**
 * Which service answers which public `/api` prefix (DESIGN §1). Paths reach the service unchanged.
 * `/internal/*` is deliberately absent: service-to-service routes are never exposed.
 */
export const serviceRoutePrefixes: Record<ServiceName, readonly string[]> = {
  auth: ['/api/auth', '/api/user', '/api/journal', '/api/stats', '/api/recommendations', '/api/reminders'],
  content: [
    '/api/content',
    '/api/like',
    '/api/audio',
    '/api/music',
    '/api/audio-techniques',
    '/api/adhd-test',
    '/api/short-test',
  ],
  billing: ['/api/subscription', '/api/billing'],
};

/** True for the prefix itself and anything below it (so `/api/auth` does not also claim `/api/authors`). */
export function matchesPrefix(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
