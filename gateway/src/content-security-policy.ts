import type { RemotesManifest } from '@steady/contracts';
import type { ContentSecurityPolicyDirectives } from '@steady/service-common';
import { remoteOrigins } from './remotes-manifest';

/**
 * What a Module Federation app needs: scripts, chunks, styles and assets from us and from each remote's
 * origin, the manifests fetched from there too, and inline styles for styled-components.
 */
export function contentSecurityPolicy(remotes: RemotesManifest): ContentSecurityPolicyDirectives {
  const self = "'self'";
  const origins = remoteOrigins(remotes);
  return {
    defaultSrc: [self],
    scriptSrc: [self, ...origins],
    connectSrc: [self, ...origins],
    styleSrc: [self, "'unsafe-inline'", ...origins],
    // Google account photos are shown on the profile.
    imgSrc: [self, 'data:', 'https://*.googleusercontent.com', ...origins],
    fontSrc: [self, 'data:', ...origins],
    mediaSrc: [self, ...origins],
    // The gateway is often reached over plain http (localhost, a LAN address); upgrading would break it.
    upgradeInsecureRequests: null,
  };
}
