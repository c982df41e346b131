import type { Express } from 'express';
import {
  serviceHealthSchema,
  serviceNames,
  type GatewayHealth,
  type GatewayReadiness,
  type ServiceHealth,
  type ServiceName,
} from '@steady/contracts';
import { isStopping, noStore, registerLiveness } from '@steady/service-common';

const serviceHealthTimeoutMs = 1000;

/** One service's own /healthz; unavailable when it does not answer ok within serviceHealthTimeoutMs. */
export async function checkService(service: ServiceName, baseUrl: string): Promise<ServiceHealth> {
  try {
    const response = await fetch(new URL('/healthz', baseUrl), {
      signal: AbortSignal.timeout(serviceHealthTimeoutMs),
    });
    const health = serviceHealthSchema.parse(await response.json());
    return response.ok ? health : { ...health, status: 'unavailable' };
  } catch {
    return { status: 'unavailable', service };
  }
}

/** A service is ok while one of its instances is: the gateway sends its requests there. */
async function checkInstances(service: ServiceName, urls: readonly string[]): Promise<ServiceHealth> {
  const checks = await Promise.all(urls.map((url) => checkService(service, url)));
  return checks.find((check) => check.status === 'ok') ?? checks[0] ?? { status: 'unavailable', service };
}

async function checkAll(services: Record<ServiceName, readonly string[]>): Promise<GatewayHealth> {
  const checks = await Promise.all(serviceNames.map((name) => checkInstances(name, services[name])));
  return {
    status: checks.every((check) => check.status === 'ok') ? 'ok' : 'degraded',
    services: Object.fromEntries(
      serviceNames.map((name, index) => [name, checks[index]]),
    ) as GatewayHealth['services'],
  };
}

/**
 * `GET /healthz`: every service's own health, asked in parallel; 503 degraded when any is unavailable (for a
 * person or a monitor; probes use `/livez` and `/readyz`). `GET /readyz`: the same states, 200 however the
 * services are, 503 only while this gateway stops. `GET /livez`: the process answers.
 */
export function registerHealth(app: Express, services: Record<ServiceName, readonly string[]>): void {
  registerLiveness(app);
  app.get('/healthz', async (_request, response) => {
    const health = await checkAll(services);
    noStore(response)
      .status(health.status === 'ok' ? 200 : 503)
      .json(health);
  });
  app.get('/readyz', async (_request, response) => {
    const health = await checkAll(services);
    const readiness: GatewayReadiness = isStopping() ? { ...health, status: 'stopping' } : health;
    noStore(response)
      .status(isStopping() ? 503 : 200)
      .json(readiness);
  });
}
