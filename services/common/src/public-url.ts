import { ConfigError } from './environment';

/** Where the gateway listens when PORT is not set: the development default of every absolute link. */
const developmentPublicUrl = 'http://localhost:8080';

/**
 * The app's public origin for every absolute link a service builds (Stripe's return URLs, Google's callback):
 * PUBLIC_URL, never the request's Host header, which any client can forge. Required in production; in
 * development the gateway's own address (`npm start` passes the port it really uses).
 */
export function resolvePublicUrl(publicUrl: string | undefined, nodeEnvironment: string | undefined): string {
  if (publicUrl !== undefined) return publicUrl.replace(/\/+$/, '');
  if (nodeEnvironment === 'production') {
    throw new ConfigError([
      'PUBLIC_URL: is required with NODE_ENV=production (the address users open, e.g. https://steady.example)',
    ]);
  }
  return developmentPublicUrl;
}
