// Hostile requests against every endpoint of a running app: bad %-escapes, odd and huge JSON, wrong types
// and methods, long paths, broken headers. Shared by the fuzz test and `npm run bench:reliability`.
import { connect } from 'node:net';

/** Every route the gateway serves; `:x` parameters are filled in by the fuzzer. */
const fuzzedRoutes: readonly (readonly [method: string, path: string])[] = [
  ['GET', '/healthz'],
  ['GET', '/remotes.json'],
  ['GET', '/'],
  ['GET', '/recommendations/:x'],
  ['GET', '/remotes/mf_tests/:x'],
  ['GET', '/api/auth/jwks.json'],
  ['GET', '/api/auth/providers'],
  ['POST', '/api/auth/register'],
  ['POST', '/api/auth/login'],
  ['GET', '/api/auth/profile'],
  ['GET', '/api/auth/google'],
  ['GET', '/api/auth/google/callback'],
  ['GET', '/api/user/progress'],
  ['POST', '/api/user/update-xp'],
  ['POST', '/api/user/save-mood'],
  ['POST', '/api/user/claim-guest-progress'],
  ['GET', '/api/user/history'],
  ['POST', '/api/user/history'],
  ['PATCH', '/api/user/history/:x'],
  ['GET', '/api/user/settings'],
  ['PUT', '/api/user/settings'],
  ['GET', '/api/user/achievements'],
  ['GET', '/api/journal'],
  ['POST', '/api/journal'],
  ['PUT', '/api/journal/:x'],
  ['DELETE', '/api/journal/:x'],
  ['GET', '/api/stats'],
  ['GET', '/api/stats/clinician-summary/entries'],
  ['POST', '/api/stats/clinician-summary'],
  ['POST', '/api/stats/clinician-summary/pdf'],
  ['GET', '/api/safety-plan'],
  ['PUT', '/api/safety-plan'],
  ['GET', '/api/trusted-person'],
  ['POST', '/api/trusted-person'],
  ['POST', '/api/trusted-person/message'],
  ['POST', '/api/trusted-person/reply'],
  ['POST', '/api/trusted-person/stop'],
  ['GET', '/api/medications'],
  ['POST', '/api/medications'],
  ['PUT', '/api/medications/:x'],
  ['DELETE', '/api/medications/:x'],
  ['POST', '/api/medications/:x/doses'],
  ['PUT', '/api/medications/doses/:x'],
  ['DELETE', '/api/medications/doses/:x'],
  ['GET', '/api/stats/since-dose'],
  ['GET', '/api/recommendations/personal'],
  ['GET', '/api/content'],
  ['GET', '/api/content/:x'],
  ['GET', '/api/content/supplements'],
  ['GET', '/api/content/techniques'],
  ['GET', '/api/like/techniques/liked'],
  ['POST', '/api/like/techniques/likes'],
  ['POST', '/api/like/techniques/:x/like'],
  ['DELETE', '/api/like/techniques/:x/like'],
  ['GET', '/api/audio/:x'],
  ['GET', '/api/audio/catalogue'],
  ['GET', '/api/audio/files/:x'],
  ['GET', '/api/audio/mixes'],
  ['POST', '/api/audio/mixes'],
  ['DELETE', '/api/audio/mixes/:x'],
  ['GET', '/api/audio-techniques'],
  ['GET', '/api/music'],
  ['GET', '/api/adhd-test'],
  ['POST', '/api/adhd-test/submit'],
  ['POST', '/api/adhd-test/score'],
  ['GET', '/api/adhd-test/results'],
  ['GET', '/api/adhd-test/result/:x'],
  ['GET', '/api/short-test'],
  ['POST', '/api/short-test/score'],
  ['GET', '/api/subscription/plan'],
  ['GET', '/api/subscription/status'],
  ['POST', '/api/subscription/create-subscription'],
  ['POST', '/api/subscription/cancel'],
  ['GET', '/api/billing/local-checkout/:x'],
  ['POST', '/api/billing/local-checkout/:x/complete'],
  ['POST', '/api/billing/local-checkout/:x/abandon'],
  ['POST', '/api/billing/webhook'],
];

const hostileSegments = [
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%00',
  '%C0%AF',
  '..%2F..%2Fetc%2Fpasswd',
  '%uFFFF',
  '%25%32%35',
  'a'.repeat(3000),
  '__proto__',
  'constructor',
  '-1',
  '1e309',
  '9'.repeat(40),
  'NaN',
  '%F0%9F%98%8A',
  ';x=1',
];

const hostileQueries = [
  '?%ZZ=1',
  '?a=%ZZ',
  '?page=-1&limit=1e309',
  '?__proto__[admin]=true',
  '?a[b][c][d][e][f]=1',
  `?${'tag=x&'.repeat(1500)}`,
  '?lang=xx&lang=ru&lang[]=en',
  '?%E0%A4%A',
];

const hostileBodies: readonly (readonly [contentType: string | undefined, body: string])[] = [
  ['application/json', '{'],
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"text"'],
  ['application/json', '1e999'],
  ['application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['application/json', JSON.stringify({ x: 'a'.repeat(300_000) })],
  ['application/json', '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'],
  [
    'application/json',
    '{"email":123,"password":[],"name":{},"xp":"lots","mood":null,"text":true,"id":-1,"answers":"x"}',
  ],
  ['application/json', '{"xp":1e308,"amount":-99999999999,"answers":[1,2,3,"x",null,{}],"score":NaN}'],
  ['application/json', `{"text":"${'\\ud800'.repeat(50)}","title":"\u0000\u202e"}`],
  ['application/json; charset=utf-7', '{"a":1}'],
  ['application/json; charset=nonsense', '{"a":1}'],
  ['text/plain', 'just words'],
  ['application/x-www-form-urlencoded', 'a=1&b=%ZZ&__proto__[x]=1'],
  ['multipart/form-data; boundary=x', '--x\r\nbroken'],
  [undefined, '{"a":1}'],
];

const hostileHeaders: readonly (readonly [string, string])[] = [
  ['authorization', 'Bearer '],
  ['authorization', 'Bearer a.b.c'],
  ['authorization', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'],
  ['authorization', `Bearer ${'x'.repeat(6000)}`],
  ['authorization', 'Basic Og=='],
  ['cookie', '%ZZ=%ZZ; a'],
  ['accept-encoding', 'gzip;q=NaN, br;q=-1, *;q=2'],
  ['accept-language', '%ZZ,,;q=x'],
  ['x-forwarded-for', 'not-an-address, 999.1.1.1'],
  ['x-forwarded-proto', 'gopher'],
  ['x-request-id', 'x'.repeat(4000)],
  ['idempotency-key', '%ZZ'.repeat(200)],
  ['range', 'bytes=garbage'],
  ['range', 'bytes=9999999999-1'],
  ['if-none-match', '"'],
  ['if-modified-since', 'yesterday'],
  ['content-encoding', 'gzip'],
  ['stripe-signature', 't=x,v1=%ZZ'],
  ['host', 'evil.example'],
  ['host', ''],
];

const otherMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND'];

interface HostileRequest {
  method: string;
  target: string;
  headers: readonly (readonly [string, string])[];
  body?: Buffer;
}

/** A small seeded generator, so a failing run can be repeated exactly. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), state | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` hostile requests spread over every route, each with one to three things wrong. */
export function hostileRequests(count: number, token: string, seed = 18): HostileRequest[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const [routeMethod, routePath] = fuzzedRoutes[index % fuzzedRoutes.length]!;
    let method = routeMethod;
    let target = routePath.replaceAll(':x', () => pick(hostileSegments));
    const headers: [string, string][] = [['authorization', `Bearer ${token}`]];
    let body: Buffer | undefined;
    const kinds = 1 + Math.floor(random() * 3);
    for (let kind = 0; kind < kinds; kind += 1) {
      const roll = random();
      if (roll < 0.2) target += pick(hostileQueries);
      else if (roll < 0.35) target = `${target}/${pick(hostileSegments)}`;
      else if (roll < 0.5) method = pick(otherMethods);
      else if (roll < 0.75) {
        const [contentType, text] = pick(hostileBodies);
        if (contentType) headers.push(['content-type', contentType]);
        body = Buffer.from(text);
      } else {
        const header = pick(hostileHeaders);
        const existing = headers.findIndex(([name]) => name === header[0]);
        if (existing >= 0) headers.splice(existing, 1);
        headers.push([header[0], header[1]]);
      }
    }
    return { method, target, headers, body };
  });
}

interface RawAnswer {
  status: number | 'no answer';
  /** The start of the answer (status line, headers, the first bytes of the body). */
  text: string;
}

/** Sends one request as raw bytes (no client library refuses the odd parts) and reads the start of the answer. */
export function sendRawRequest(
  baseUrl: string,
  request: HostileRequest,
  timeoutMs = 10_000,
): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  const hasHost = request.headers.some(([name]) => name === 'host');
  const lines = [
    `${request.method} ${request.target} HTTP/1.1`,
    ...(hasHost ? [] : [`host: ${url.host}`]),
    ...request.headers.filter(([, value]) => value !== '').map(([name, value]) => `${name}: ${value}`),
    'connection: close',
    ...(request.body ? [`content-length: ${request.body.length}`] : []),
  ];
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    let text = '';
    const finish = () => {
      socket.destroy();
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ status: match ? Number(match[1]) : 'no answer', text });
    };
    socket.setTimeout(timeoutMs, finish);
    socket.on('error', finish);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.length > 2048) finish();
    });
    socket.on('end', finish);
    socket.write(request.body ? Buffer.concat([head, request.body]) : head);
  });
}

/**
 * 503s the app gives on purpose for what this server lacks, not for what the request did: a sign-in
 * provider not set up, or a checkout without the front end built.
 */
const deliberateUnavailable = [/"code":"not_configured"/, /is not built yet/];

/** A failure: an answer of 500 or above (other than a deliberate one), or no answer at all. */
function isServerFailure(answer: RawAnswer): boolean {
  if (answer.status === 'no answer') return true;
  if (answer.status < 500) return false;
  return !(answer.status === 503 && deliberateUnavailable.some((pattern) => pattern.test(answer.text)));
}

/**
 * Sends `request` and tells whether the server failed it. An answer to HEAD has no body to tell a deliberate
 * 503 by, so a HEAD answered 500 or above is judged by the GET of the same target, which the server answers alike.
 */
async function sendAndJudge(
  baseUrl: string,
  request: HostileRequest,
): Promise<{ answer: RawAnswer; failed: boolean }> {
  const answer = await sendRawRequest(baseUrl, request);
  if (request.method !== 'HEAD' || answer.status === 'no answer' || answer.status < 500) {
    return { answer, failed: isServerFailure(answer) };
  }
  const asGet = await sendRawRequest(baseUrl, { ...request, method: 'GET' });
  return { answer, failed: asGet.status !== answer.status || isServerFailure(asGet) };
}

interface FuzzResult {
  requests: number;
  byStatus: Record<string, number>;
  /** Answers of 500 and above, and requests never answered: what must stay at zero. */
  failures: { request: string; status: number | 'no answer' }[];
}

/** Sends the requests `concurrency` at a time and tallies the answers. */
export async function fuzz(baseUrl: string, requests: readonly HostileRequest[], concurrency = 16) {
  const result: FuzzResult = { requests: requests.length, byStatus: {}, failures: [] };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const { answer, failed } = await sendAndJudge(baseUrl, request);
      result.byStatus[answer.status] = (result.byStatus[answer.status] ?? 0) + 1;
      if (failed) {
        const headerNames = request.headers.map(([name, value]) => `${name}: ${value.slice(0, 40)}`);
        result.failures.push({
          request: `${request.method} ${request.target.slice(0, 120)} [${headerNames.join('; ')}] ${request.body?.toString('utf8', 0, 60) ?? ''}`,
          status: answer.status,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return result;
}
