import type { RemotesManifest } from '@steady/contracts';
import { pageBootScriptHash } from '@steady/ui/theme-document';
import type { ContentSecurityPolicyDirectives } from '@steady/service-common';
import { remoteOrigins } from './remotes-json-route';

/**
 * What a Module Federation app needs: scripts, chunks, styles and assets from us and from each remote's
 * origin, the manifests fetched from there too, inline styles for styled-components, and the page's one
 * inline script (it applies the reader's theme before first paint), allowed by its hash.
 */
export function contentSecurityPolicy(remotes: RemotesManifest): ContentSecurityPolicyDirectives {
  const self = "'self'";
  const origins = remoteOrigins(remotes);
  return {
    defaultSrc: [self],
    scriptSrc: [self, pageBootScriptHash, ...origins],
    connectSrc: [self, ...origins],
    styleSrc: [self, "'unsafe-inline'", ...origins],
    // Google account photos are shown on the profile.
    // blob: the private profile photo, fetched with the token and shown through an object URL.
    imgSrc: [self, 'data:', 'blob:', 'https://*.googleusercontent.com', ...origins],
    fontSrc: [self, 'data:', ...origins],
    mediaSrc: [self, ...origins],
    // The gateway is often reached over plain http (localhost, a LAN address); upgrading would break it.
    upgradeInsecureRequests: null,
  };
}
