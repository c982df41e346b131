import { z } from 'zod';

export const serviceNames = ['auth', 'content', 'billing'] as const;
export const serviceNameSchema = z.enum(serviceNames);
export type ServiceName = z.infer<typeof serviceNameSchema>;

export const serviceHealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  service: z.string(),
  database: z.enum(['sqlite', 'mysql']).optional(),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

/** `/healthz` of the gateway: its own status and each service's. */
export const gatewayHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  services: z.record(serviceNameSchema, serviceHealthSchema),
});
export type GatewayHealth = z.infer<typeof gatewayHealthSchema>;
