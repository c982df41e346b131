import helmet from 'helmet';

export type ContentSecurityPolicyDirectives = Record<string, Iterable<string> | null>;

/**
 * helmet's security headers. A service answers JSON only, so helmet's strict defaults fit; the gateway,
 * which serves the app itself, passes the directives a Module Federation app needs.
 */
export function securityHeaders(directives?: ContentSecurityPolicyDirectives) {
  return helmet(directives ? { contentSecurityPolicy: { useDefaults: true, directives } } : {});
}
