import type { ServiceName } from '@steady/contracts';

/**
 * Which service answers which public `/api` prefix (the route table in docs/architecture.md is generated from it). Paths reach the service unchanged.
 * `/internal/*` is deliberately absent: service-to-service routes are never exposed.
 */
export const serviceRoutePrefixes: Record<ServiceName, readonly string[]> = {
  auth: [
    '/api/auth',
    '/api/user',
    '/api/journal',
    '/api/stats',
    '/api/recommendations',
    '/api/reminders',
    '/api/safety-plan',
    '/api/trusted-person',
    '/api/medications',
  ],
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
function matchesPrefix(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The path of a request's target without its query, as Express's `request.path` reads it: `/api/x?y` →
 * `/api/x`, and an absolute-form target (`http://host/api/x`) → `/api/x`; undefined when it is no URL.
 */
export function requestPath(target: string): string | undefined {
  if (target.startsWith('/')) {
    const query = target.indexOf('?');
    return query === -1 ? target : target.slice(0, query);
  }
  return URL.canParse(target) ? new URL(target).pathname : undefined;
}

/** How long the routes below may take before the gateway answers 504 (the rest: `PROXY_TIMEOUT_MS`). */
export const outsideCallTimeoutMs = 10_000;

/**
 * Routes whose answer waits on a party outside the service: Stripe (subscribing, cancelling, pausing,
 * resuming), Google (the
 * sign-in callback), or the other two services in turn (a data export, an account deletion).
 */
export const outsideCallRoutes: readonly string[] = [
  '/api/subscription/create-subscription',
  '/api/subscription/cancel',
  '/api/subscription/pause',
  '/api/subscription/resume',
  '/api/auth/google/callback',
  '/api/user/export',
  '/api/user/account',
];

/** How long the gateway waits for a service's answer on this path before answering 504. */
export function routeTimeoutMs(pathname: string, defaultTimeoutMs: number): number {
  return matchesPrefix(pathname, outsideCallRoutes)
    ? Math.max(outsideCallTimeoutMs, defaultTimeoutMs)
    : defaultTimeoutMs;
}
