import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import { generateInternalToken } from '@steady/service-common/internal-credential';
import { testDialects } from '@steady/service-common/testing';
import { findFreePort, services, type ServiceName } from '../../../scripts/lib/stack';
import { SupervisedProcess } from '../../../scripts/lib/supervisor';

// Two instances of every service on MariaDB (one database per service, shared by its instances) and Redis,
// behind one gateway, each a process started as `npm start` starts it.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const instanceNumbers = [1, 2] as const;
type InstanceName = `${ServiceName}-${(typeof instanceNumbers)[number]}`;

/** Whether something accepts connections at the URL's host and port (checked before the suite is declared). */
function answers(url: string): boolean {
  const { hostname, port } = new URL(url);
  const probe = `require('node:net').connect(${Number(port) || 6379}, ${JSON.stringify(hostname)})
    .on('connect', () => process.exit(0)).on('error', () => process.exit(1));
    setTimeout(() => process.exit(1), 1000);`;
  return spawnSync(process.execPath, ['-e', probe]).status === 0;
}

const skipReason = !testDialects().includes('mysql')
  ? 'TEST_MYSQL_URL is not set'
  : !answers(redisUrl)
    ? `no Redis answers at ${redisUrl} (set REDIS_URL)`
    : undefined;
const describeWithServers = skipReason === undefined ? describe : describe.skip;
if (skipReason) console.warn(`Two instances of every service: skipped, ${skipReason}`);

/** Requests each instance logged, by "METHOD /path" (pino-http's one line per request). */
function requestsLogged(printed: string): string[] {
  return [...printed.matchAll(/"method":"([A-Z]+)","url":"(\/api\/[^"?]*)/g)].map(
    ([, method, path]) => `${method} ${path}`,
  );
}

describeWithServers(
  `two instances of every service behind the gateway, on MariaDB and Redis${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    const printed = new Map<InstanceName | 'gateway', string>();
    const processes = new Map<InstanceName | 'gateway', SupervisedProcess>();
    const databases: string[] = [];
    let gatewayUrl = '';
    // A fresh client address for this run: counts left in Redis by an earlier run must not decide this one.
    const clientAddress = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

    const call = (path: string, init: RequestInit & { token?: string } = {}) =>
      fetch(`${gatewayUrl}${path}`, {
        ...init,
        redirect: 'manual',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': clientAddress,
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...init.headers,
        },
      });
    const post = (path: string, body: object, token?: string) =>
      call(path, { method: 'POST', body: JSON.stringify(body), token });

    beforeAll(async () => {
      const mysqlUrl = process.env.TEST_MYSQL_URL as string;
      const connection = await createConnection(mysqlUrl);
      const databaseUrls = {} as Record<ServiceName, string>;
      for (const service of services) {
        const database = `steady_instances_${service}_${process.pid}`;
        await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
        await connection.query(`CREATE DATABASE \`${database}\``);
        databases.push(database);
        const url = new URL(mysqlUrl);
        url.pathname = `/${database}`;
        databaseUrls[service] = url.href;
      }
      await connection.end();

      const ports = {} as Record<InstanceName, number>;
      for (const service of services) {
        for (const number of instanceNumbers) ports[`${service}-${number}`] = await findFreePort();
      }
      const gatewayPort = await findFreePort();
      gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
      const instanceUrl = (name: InstanceName) => `http://127.0.0.1:${ports[name]}`;
      const shared = {
        ...process.env,
        LOG_LEVEL: 'info',
        LOCAL_CHECKOUT: '1',
        LOCAL_OUTBOX: '1',
        INTERNAL_TOKEN: generateInternalToken(),
        PUBLIC_URL: gatewayUrl,
        REDIS_URL: redisUrl,
      };
      const start = (name: InstanceName | 'gateway', entry: string, env: NodeJS.ProcessEnv) => {
        printed.set(name, '');
        const supervised = new SupervisedProcess({
          name,
          entry,
          env: Object.freeze(env),
          output: (text) => printed.set(name, (printed.get(name) ?? '') + text),
          report: () => {},
        });
        processes.set(name, supervised);
      };
      const instanceList = (service: ServiceName) =>
        instanceNumbers.map((number) => instanceUrl(`${service}-${number}`)).join(',');
      for (const service of services) {
        for (const number of instanceNumbers) {
          // Each instance calls every instance of the other services, as the gateway does: none is special.
          start(`${service}-${number}`, `services/${service}/src/main.ts`, {
            ...shared,
            [`${service.toUpperCase()}_PORT`]: String(ports[`${service}-${number}`]),
            [`${service.toUpperCase()}_DATABASE_URL`]: databaseUrls[service],
            AUTH_INTERNAL_URLS: instanceList('auth'),
            BILLING_INTERNAL_URLS: instanceList('billing'),
            CONTENT_INTERNAL_URLS: instanceList('content'),
          });
        }
      }
      start('gateway', 'gateway/src/main.ts', {
        ...shared,
        PORT: String(gatewayPort),
        AUTH_URLS: instanceList('auth'),
        CONTENT_URLS: instanceList('content'),
        BILLING_URLS: instanceList('billing'),
      });
      await waitUntilHealthy([
        ...Object.keys(ports).map((name) => instanceUrl(name as InstanceName)),
        gatewayUrl,
      ]);
    }, 120_000);

    afterAll(async () => {
      await Promise.all([...processes.values()].map((supervised) => supervised.stop()));
      if (databases.length === 0) return;
      const connection = await createConnection(process.env.TEST_MYSQL_URL as string);
      for (const database of databases) await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await connection.end();
    }, 60_000);

    it('runs register → login → like → update-xp → checkout across the instances, with limits counted once', async () => {
      const password = 'calm-password-1';
      const register = (index: number) =>
        post('/api/auth/register', {
          name: `Instance ${index}`,
          email: `instances-${clientAddress}-${index}@example.com`,
          password,
          acceptedTerms: true,
        });
      // Five accounts an hour per address; the gateway sends them to auth-1 and auth-2 in turn.
      const registrations = [];
      for (let index = 0; index < 7; index += 1) registrations.push(await register(index));
      const registrationStatuses = registrations.map((response) => response.status);
      expect(registrationStatuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
      const refused = (await registrations[5]?.json()) as { error: { code: string; message: string } };
      expect(refused.error).toEqual({
        code: 'rate_limited',
        message: 'Too many accounts created from this address. Please wait an hour and try again.',
        reason: 'too_many_registrations',
      });

      const loggedIn = await post('/api/auth/login', {
        email: `instances-${clientAddress}-0@example.com`,
        password,
      });
      expect(loggedIn.status).toBe(200);
      const { token } = (await loggedIn.json()) as { token: string };

      for (const method of ['POST', 'DELETE', 'POST']) {
        const liked = await call('/api/like/techniques/breath-loop/like', { method, token });
        expect(liked.status).toBe(200);
      }
      const likedList = await call('/api/like/techniques/liked', { token });
      expect(JSON.stringify(await likedList.json())).toContain('breath-loop');

      for (const techniqueId of ['breath-loop', 'box-breathing']) {
        const earned = await post('/api/user/update-xp', { xp: 10, techniqueId }, token);
        expect(earned.status).toBe(200);
      }
      // Read back from whichever auth instance is next: both write to and read from the one database.
      const progress = (await (await call('/api/user/progress', { token })).json()) as {
        xp: number;
        completedTechniques: string[];
      };
      expect(progress.xp).toBe(25);
      expect(progress.completedTechniques).toEqual(expect.arrayContaining(['breath-loop', 'box-breathing']));

      const started = await post('/api/subscription/create-subscription', { language: 'en' }, token);
      expect(started.status).toBe(200);
      const checkout = new URL(((await started.json()) as { url: string }).url);
      const page = await call(`${checkout.pathname}${checkout.search}`, { token });
      expect(page.status).toBe(200);
      const completed = await call(`${checkout.pathname.replace(/$/, '/complete')}${checkout.search}`, {
        method: 'POST',
        token,
      });
      expect(completed.status).toBe(303);
      const subscription = (await (await call('/api/subscription/status', { token })).json()) as {
        status: string;
      };
      expect(subscription.status).toBe('active');

      // The last log lines reach this process through a pipe, a moment after the answers.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const served = Object.fromEntries(
        services.flatMap((service) =>
          instanceNumbers.map((number) => {
            const name: InstanceName = `${service}-${number}`;
            return [name, requestsLogged(printed.get(name) ?? '')];
          }),
        ),
      ) as Record<InstanceName, string[]>;
      console.log(
        `Requests per instance: ${Object.entries(served)
          .map(([name, requests]) => `${name} ${requests.length}`)
          .join(', ')}; registrations ${registrationStatuses.join(' ')}`,
      );
      for (const requests of Object.values(served)) expect(requests.length).toBeGreaterThan(0);
      // Registrations alternated between the two auth instances, and the limit still held at five.
      const registrationsOn = (name: InstanceName) =>
        served[name].filter((line) => line === 'POST /api/auth/register').length;
      expect(registrationsOn('auth-1')).toBeGreaterThanOrEqual(3);
      expect(registrationsOn('auth-2')).toBeGreaterThanOrEqual(3);
    }, 60_000);

    it('keeps answering through the other instance when one is killed', async () => {
      const killed = processes.get('content-2');
      killed?.child.kill('SIGKILL');
      await killed?.stop();
      const before = requestsLogged(printed.get('content-1') ?? '').length;
      const statuses = [];
      for (let index = 0; index < 6; index += 1) statuses.push((await call('/api/content/anxiety')).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
      // The last log lines reach this process through a pipe, a moment after the answers.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(requestsLogged(printed.get('content-1') ?? '').length - before).toBe(6);
    }, 30_000);
  },
);

async function waitUntilHealthy(urls: string[]): Promise<void> {
  const deadline = Date.now() + 110_000;
  for (const url of urls) {
    for (;;) {
      const healthy = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      if (Date.now() > deadline) throw new Error(`${url} did not become healthy`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
