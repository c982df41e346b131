import { z } from 'zod';
import { supportEmail } from '@steady/contracts';
import {
  ConfigError,
  defaultServicePorts,
  httpUrlListSchema,
  httpUrlSchema,
  loadKeyEncryptionSecret,
  loadMailSettings,
  type InstanceUrls,
  type MailSettings,
  parseEnvironment,
  type RateLimit,
  resolvePublicUrl,
  type ServiceConfig,
  wholeSecondsSchema,
} from '@steady/service-common';
import { defaultMailLimits } from './mail-flows/mail-rate-limits';

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

export interface AuthSettings {
  /** Base URLs of billing's instances (internal API), asked for a user's subscription status. */
  billingInternalUrls: InstanceUrls;
  /** The secret billing's internal API asks for (INTERNAL_TOKEN). */
  internalToken: string;
  /**
   * Base URLs of content's instances (internal API), asked for a user's likes, test results and mixes
   * (export, deletion): CONTENT_INTERNAL_URLS, or the one CONTENT_INTERNAL_URL.
   */
  contentInternalUrls: InstanceUrls;
  /** Google sign-in, or null when this deployment has no Google client. */
  google: GoogleSettings | null;
  /** The public origin users reach (PUBLIC_URL, e.g. https://steady.example); never taken from a request. */
  publicUrl: string;
  /** Encrypts the token signing keys in the database (KEY_ENCRYPTION_SECRET, or a 0600 file in DATA_DIR). */
  keyEncryptionSecret: string;
  /** Access tokens (AUTH_TOKEN_LIFETIME_SECONDS, read with the service config, which every service shares). */
  tokenLifetimeSeconds: number;
  /** A session (its refresh token) ends after this long without use; every refresh starts it again. */
  refreshLifetimeSeconds: number;
  /** bcrypt cost; 12 takes about a quarter of a second here, which slows guessing without annoying users. */
  passwordHashRounds: number;
  /** Every sign-in attempt from one address; the failed ones on one account from one address. */
  loginLimits: { perIp: RateLimit; perAccountFromAddress: RateLimit };
  /** New accounts from one address (REGISTRATIONS_PER_HOUR). */
  registrationLimit: RateLimit;
  /** SMTP or the local outbox (SMTP_URL, MAIL_FROM, MAIL_OUTBOX_DIR). */
  mail: MailSettings;
  /** Where support requests go (SUPPORT_EMAIL). */
  supportEmail: string;
  /** Requests that send a mail: password resets and email changes. */
  mailLimits: { perIp: RateLimit; perEmail: RateLimit };
}

const fifteenMinutes = 15 * 60 * 1000;

export const defaultLoginLimits: AuthSettings['loginLimits'] = {
  // Generous per address (a household or office shares one), strict per account and address (what
  // guessing does), and never per account alone, which would let anyone lock the owner out.
  perIp: { limit: 100, windowMs: fifteenMinutes },
  perAccountFromAddress: { limit: 10, windowMs: fifteenMinutes },
};

const oneHour = 60 * 60 * 1000;

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
  CONTENT_INTERNAL_URL: httpUrlSchema.default(`http://127.0.0.1:${defaultServicePorts.content}`),
  CONTENT_INTERNAL_URLS: httpUrlListSchema.optional(),
  AUTH_REFRESH_LIFETIME_SECONDS: wholeSecondsSchema.default(30 * 24 * 60 * 60),
  SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).default(supportEmail),
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().positive('must be a positive whole number').default(5),
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
    billingInternalUrls: config.billingInternalUrls,
    internalToken: config.internalToken,
    contentInternalUrls: parsed.CONTENT_INTERNAL_URLS ?? [parsed.CONTENT_INTERNAL_URL],
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
    publicUrl: resolvePublicUrl(parsed.PUBLIC_URL, env.NODE_ENV),
    keyEncryptionSecret: loadKeyEncryptionSecret(config.dataDirectory, env),
    tokenLifetimeSeconds: config.tokenLifetimeSeconds,
    refreshLifetimeSeconds: parsed.AUTH_REFRESH_LIFETIME_SECONDS,
    passwordHashRounds: 12,
    loginLimits: defaultLoginLimits,
    registrationLimit: { limit: parsed.REGISTRATIONS_PER_HOUR, windowMs: oneHour },
    mail: loadMailSettings(env),
    supportEmail: parsed.SUPPORT_EMAIL,
    mailLimits: defaultMailLimits,
  };
}
