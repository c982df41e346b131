import type { Express, Response } from 'express';

/**
 * Set once the process was asked to stop: from then on it reports itself not ready, so the gateway and any
 * orchestrator stop routing to it while it finishes the requests under way.
 */
let stopping = false;

export function markStopping(): void {
  stopping = true;
}

export function isStopping(): boolean {
  return stopping;
}

/** `/livez`: the process answers, whatever the state of anything it depends on. A probe never caches. */
export function registerLiveness(app: Express): void {
  app.get('/livez', (_request, response) => {
    noStore(response).json({ status: 'ok' });
  });
}

export function noStore(response: Response): Response {
  return response.setHeader('Cache-Control', 'no-store');
}
