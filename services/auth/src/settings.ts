import { z } from 'zod';
import { ConfigError, httpUrlSchema, parseEnvironment, type ServiceConfig } from '@steady/service-common';

/** Google's own endpoints; tests and staging point these at another OpenID provider. */
export const googleDefaultEndpoints = {
  authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  userInfoUrl: 'https://www.googleapis.com/oauth2/v3/userinfo',
} as const;

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface AuthSettings {
  /** Base URL of billing's internal API, asked for a user's subscription status. */
  billingInternalUrl: string;
  /** Google sign-in, or null when this deployment has no Google client. */
  google: GoogleSettings | null;
  /** The public origin users reach (e.g. https://steady.example); null: rebuilt from the forwarded request. */
  publicUrl: string | null;
  tokenLifetimeSeconds: number;
  /** bcrypt cost; 12 takes about a quarter of a second here, which slows guessing without annoying users. */
  passwordHashRounds: number;
  loginLimits: { perIp: RateLimit; perEmail: RateLimit };
}

const fifteenMinutes = 15 * 60 * 1000;

export const defaultLoginLimits: AuthSettings['loginLimits'] = {
  // Generous per address (a household or office shares one), strict per account (what guessing targets).
  perIp: { limit: 100, windowMs: fifteenMinutes },
  perEmail: { limit: 10, windowMs: fifteenMinutes },
};

const authEnvironmentSchema = z.object({
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTHORIZATION_URL: httpUrlSchema.default(googleDefaultEndpoints.authorizationUrl),
  GOOGLE_TOKEN_URL: httpUrlSchema.default(googleDefaultEndpoints.tokenUrl),
  // passport-google-oauth20 reads the OpenID Connect claims only from a path ending in /userinfo.
  GOOGLE_USERINFO_URL: httpUrlSchema
    .refine((url) => new URL(url).pathname.endsWith('/userinfo'), 'must be an OpenID Connect …/userinfo URL')
    .default(googleDefaultEndpoints.userInfoUrl),
  PUBLIC_URL: httpUrlSchema.optional(),
  AUTH_TOKEN_LIFETIME_SECONDS: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number of seconds')
    .transform(Number)
    .refine((seconds) => seconds >= 1, 'must be at least 1 second')
    .default(3600),
});

const variables = Object.keys(authEnvironmentSchema.shape);

/** The auth service's own settings on top of the shared service config; throws a ConfigError naming bad variables. */
export function loadAuthSettings(config: ServiceConfig, env: NodeJS.ProcessEnv = process.env): AuthSettings {
  const parsed = parseEnvironment(
    authEnvironmentSchema,
    Object.fromEntries(variables.map((variable) => [variable, env[variable]])),
  );
  const clientId = parsed.GOOGLE_CLIENT_ID;
  const clientSecret = parsed.GOOGLE_CLIENT_SECRET;
  if ((clientId === undefined) !== (clientSecret === undefined)) {
    throw new ConfigError(['GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together (or neither)']);
  }
  return {
    billingInternalUrl: config.billingInternalUrl,
    google:
      clientId && clientSecret
        ? {
            clientId,
            clientSecret,
            authorizationUrl: parsed.GOOGLE_AUTHORIZATION_URL,
            tokenUrl: parsed.GOOGLE_TOKEN_URL,
            userInfoUrl: parsed.GOOGLE_USERINFO_URL,
          }
        : null,
    publicUrl: parsed.PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    tokenLifetimeSeconds: parsed.AUTH_TOKEN_LIFETIME_SECONDS,
    passwordHashRounds: 12,
    loginLimits: defaultLoginLimits,
  };
}
