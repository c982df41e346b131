import helmet from 'helmet';

export type ContentSecurityPolicyDirectives = Record<string, Iterable<string> | null>;

/**
 * helmet's security headers for pages: its strict defaults, or, for the gateway, which serves the app
 * itself, with the directives a Module Federation app needs.
 */
export function securityHeaders(directives?: ContentSecurityPolicyDirectives) {
  return helmet(directives ? { contentSecurityPolicy: { useDefaults: true, directives } } : {});
}

/**
 * helmet's headers that protect a JSON answer: HTTPS only, no MIME sniffing, no embedding by another
 * origin, and nothing runs should the answer be opened as a page. The others (opener and agent-cluster
 * isolation, referrer policy, frame options, DNS prefetch, download and cross-domain options, the XSS
 * filter) act only on documents; on every API answer they cost ~600 bytes, which the gateway copies too.
 * A service's own pages add `securityHeaders()`.
 */
export function apiSecurityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}
