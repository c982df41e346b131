import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { httpUrlSchema, parseEnvironment } from '@steady/service-common';

/** Real Stripe, or the local test checkout that takes no payment (no STRIPE_SECRET_KEY). */
export type StripeMode =
  | { kind: 'stripe'; secretKey: string; webhookSecret: string; priceId?: string; apiUrl?: URL }
  | { kind: 'local'; webhookSecret: string };

export interface BillingSettings {
  stripe: StripeMode;
  /** The app's address for Stripe's return links; without it, the address the request came in on. */
  publicUrl?: string;
}

const billingEnvironmentSchema = z
  .object({
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_\w+$/, 'must be a Stripe secret key such as sk_test_…'),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'must be a webhook signing secret such as whsec_…'),
    STRIPE_PRICE_ID: z.string().regex(/^price_\w+$/, 'must be a Stripe Price id such as price_…'),
    STRIPE_API_URL: httpUrlSchema,
    PUBLIC_URL: httpUrlSchema.transform((url) => url.replace(/\/+$/, '')),
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
  });

const billingVariables = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_ID',
  'STRIPE_API_URL',
  'PUBLIC_URL',
] as const;

/** Reads billing's Stripe settings; a ConfigError names every bad variable. */
export function loadBillingSettings(env: NodeJS.ProcessEnv = process.env): BillingSettings {
  const values = parseEnvironment(
    billingEnvironmentSchema,
    Object.fromEntries(billingVariables.map((name) => [name, env[name]])),
  );
  const publicUrl = values.PUBLIC_URL;
  if (!values.STRIPE_SECRET_KEY || !values.STRIPE_WEBHOOK_SECRET) {
    // The local checkout signs its own events; a fresh secret per start is all it needs.
    const webhookSecret = values.STRIPE_WEBHOOK_SECRET ?? `whsec_local${randomBytes(24).toString('hex')}`;
    return { stripe: { kind: 'local', webhookSecret }, publicUrl };
  }
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
