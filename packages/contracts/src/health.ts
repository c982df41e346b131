// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { billingModeSchema } from './plan';

export const serviceNames = ['auth', 'content', 'billing'] as const;
export const serviceNameSchema = z.enum(serviceNames);
export type ServiceName = z.infer<typeof serviceNameSchema>;

export const serviceHealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  service: z.string(),
  database: z.optional(z.enum(['sqlite', 'mysql'])),
  /** Billing only: how it takes payments. */
  billing: z.optional(billingModeSchema),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

/** `/healthz` of the gateway: its own status and each service's. */
export const gatewayHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  services: z.record(serviceNameSchema, serviceHealthSchema),
});
export type GatewayHealth = z.infer<typeof gatewayHealthSchema>;
