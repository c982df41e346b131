// A steady, bounded load through the gateway: a fixed number of requests a second (not "as fast as
// answers come", so a slow moment does not lower the load), a mix of reads and writes on every service,
// each outcome kept with its time so every step of the test can count its own.
import { randomUUID } from 'node:crypto';

interface Outcome {
  /** When the request was sent (ms since the epoch). */
  at: number;
  ok: boolean;
  /** `GET /api/…`, for reading a failure. */
  request: string;
  /** The status, or the network error's code. */
  result: string;
}

interface LoadRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
}

/**
 * One round of ten: six reads and four writes on content, auth and billing. Writes carry an
 * Idempotency-Key as the app's do. No unlike: one user liking and unliking the same technique several
 * times a second on two content instances got 500s from content on MariaDB (see docs/operations.md).
 */
const round: readonly LoadRequest[] = [
  { method: 'GET', path: '/api/content/anxiety' },
  { method: 'POST', path: '/api/like/techniques/breath-loop/like' },
  { method: 'GET', path: '/api/user/progress' },
  {
    method: 'POST',
    path: '/api/user/update-xp',
    body: { xp: 5, techniqueId: 'breath-loop', mood: 'anxiety' },
  },
  { method: 'GET', path: '/api/subscription/status' },
  { method: 'GET', path: '/api/content/anxiety' },
  { method: 'GET', path: '/api/like/techniques/liked' },
  {
    method: 'POST',
    path: '/api/journal',
    body: { date: new Date().toISOString(), state: 'anxiety', text: 'Breathing out slowly helped' },
  },
  { method: 'GET', path: '/api/journal' },
  { method: 'GET', path: '/api/subscription/status' },
];

export interface SteadyLoad {
  outcomes: Outcome[];
  /** Stops sending and resolves once every request sent has its outcome. */
  stop: () => Promise<void>;
}

/** Sends `perSecond` requests a second to `baseUrl` as the user of `token` until stopped. */
export function startLoad(baseUrl: string, token: string, perSecond: number): SteadyLoad {
  const outcomes: Outcome[] = [];
  const pending = new Set<Promise<void>>();
  let sent = 0;
  const send = () => {
    const { method, path, body } = round[sent % round.length]!;
    sent += 1;
    const at = Date.now();
    const request = `${method} ${path}`;
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (method !== 'GET') headers['idempotency-key'] = randomUUID();
    if (body !== undefined) headers['content-type'] = 'application/json';
    const done = fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        outcomes.push({ at, ok: response.ok, request, result: String(response.status) });
      })
      .catch((error: unknown) => {
        const cause = (error as { cause?: { code?: string } }).cause;
        outcomes.push({ at, ok: false, request, result: cause?.code ?? (error as Error).name });
      })
      .finally(() => pending.delete(done));
    pending.add(done);
  };
  const started = Date.now();
  // Scheduled against the clock from the start, so timer drift under load does not thin the rate.
  const timer = setInterval(() => {
    const due = Math.floor(((Date.now() - started) / 1000) * perSecond);
    while (sent < due) send();
  }, 10);
  return {
    outcomes,
    stop: async () => {
      clearInterval(timer);
      await Promise.all([...pending]);
    },
  };
}

export interface LoadFigures {
  requests: number;
  failed: number;
  /** Each failure as `<request> → <result>` with its count. */
  failures: Record<string, number>;
}

/** The figures of the requests sent between `from` and `to`. */
export function figuresBetween(outcomes: readonly Outcome[], from: number, to: number): LoadFigures {
  const inWindow = outcomes.filter(({ at }) => at >= from && at < to);
  const failures: Record<string, number> = {};
  for (const { ok, request, result } of inWindow) {
    if (ok) continue;
    const key = `${request} → ${result}`;
    failures[key] = (failures[key] ?? 0) + 1;
  }
  return { requests: inWindow.length, failed: inWindow.filter(({ ok }) => !ok).length, failures };
}
