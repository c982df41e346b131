import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { httpUrlSchema, parseEnvironment, resolvePublicUrl } from '@steady/service-common';

/**
 * Real Stripe; the local test checkout that takes no payment (LOCAL_CHECKOUT=1, never in production); or
 * neither, and premium cannot be bought (no Stripe key, no test checkout).
 */
export type StripeMode =
  | { kind: 'stripe'; secretKey: string; webhookSecret: string; priceId?: string; apiUrl?: URL }
  | { kind: 'local'; webhookSecret: string }
  | { kind: 'off' };

export interface BillingSettings {
  stripe: StripeMode;
  /** The app's address for Stripe's return links (PUBLIC_URL); never taken from a request. */
  publicUrl: string;
}

const billingEnvironmentSchema = z
  .object({
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_\w+$/, 'must be a Stripe secret key such as sk_test_…'),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'must be a webhook signing secret such as whsec_…'),
    STRIPE_PRICE_ID: z.string().regex(/^price_\w+$/, 'must be a Stripe Price id such as price_…'),
    STRIPE_API_URL: httpUrlSchema,
    PUBLIC_URL: httpUrlSchema,
    LOCAL_CHECKOUT: z.enum(['0', '1'], { error: 'must be 1 (run the local test checkout) or 0' }),
    NODE_ENV: z.string(),
  })
  .partial()
  .superRefine((values, context) => {
    if (values.STRIPE_SECRET_KEY && !values.STRIPE_WEBHOOK_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint)',
      });
    }
    if (values.LOCAL_CHECKOUT === '1' && values.NODE_ENV === 'production') {
      context.addIssue({
        code: 'custom',
        path: ['LOCAL_CHECKOUT'],
        message:
          'the local test checkout grants premium without payment and is refused with NODE_ENV=production; set STRIPE_SECRET_KEY instead',
      });
    }
  });

const billingVariables = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_ID',
  'STRIPE_API_URL',
  'PUBLIC_URL',
  'LOCAL_CHECKOUT',
  'NODE_ENV',
] as const;

/** Reads billing's Stripe settings; a ConfigError names every bad variable. */
export function loadBillingSettings(env: NodeJS.ProcessEnv = process.env): BillingSettings {
  const values = parseEnvironment(
    billingEnvironmentSchema,
    Object.fromEntries(billingVariables.map((name) => [name, env[name]])),
  );
  const publicUrl = resolvePublicUrl(values.PUBLIC_URL, values.NODE_ENV);
  if (values.STRIPE_SECRET_KEY && values.STRIPE_WEBHOOK_SECRET) {
    return {
      stripe: {
        kind: 'stripe',
        secretKey: values.STRIPE_SECRET_KEY,
        webhookSecret: values.STRIPE_WEBHOOK_SECRET,
        priceId: values.STRIPE_PRICE_ID,
        apiUrl: values.STRIPE_API_URL ? new URL(values.STRIPE_API_URL) : undefined,
      },
      publicUrl,
    };
  }
  if (values.LOCAL_CHECKOUT !== '1') return { stripe: { kind: 'off' }, publicUrl };
  // The local checkout signs its own events; a fresh secret per start is all it needs.
  const webhookSecret = values.STRIPE_WEBHOOK_SECRET ?? `whsec_local${randomBytes(24).toString('hex')}`;
  return { stripe: { kind: 'local', webhookSecret }, publicUrl };
}
