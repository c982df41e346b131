// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { billingModeSchema } from './plan';

export const serviceNames = ['auth', 'content', 'billing'] as const;
const serviceNameSchema = z.enum(serviceNames);
export type ServiceName = z.infer<typeof serviceNameSchema>;

export const serviceHealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  service: z.string(),
  database: z.optional(z.enum(['sqlite', 'mysql'])),
  /** Billing only: how it takes payments. */
  billing: z.optional(billingModeSchema),
  /** Set while the instance finishes its requests before stopping: it takes no new ones. */
  stopping: z.optional(z.boolean()),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

/** `/healthz` of the gateway: its own status and each service's. */
export const gatewayHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  services: z.record(serviceNameSchema, serviceHealthSchema),
});
export type GatewayHealth = z.infer<typeof gatewayHealthSchema>;

/**
 * `/readyz` of the gateway: ready whatever the services' state (a balancer probing it must not take every
 * gateway out for one failed service), with each service's state; `stopping` while it drains.
 */
export const gatewayReadinessSchema = z.object({
  status: z.enum(['ok', 'degraded', 'stopping']),
  services: z.record(serviceNameSchema, serviceHealthSchema),
});
export type GatewayReadiness = z.infer<typeof gatewayReadinessSchema>;
