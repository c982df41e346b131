import 'fake-indexeddb/auto';
import { authChannel, authTransitions } from '@steady/bus';
import { setChannelValue } from '@steady/bus/testing';
import { apiWrite, apiWriteAfter, configureApiClient, onQueuedWriteSent, sendQueuedWrites } from '../index';
import { forgetWrite, keptWrites } from './queued-write-store';

const ann = {
  id: 'ann-id',
  name: 'Ann',
  email: 'ann@example.com',
  memberSince: '2026-01-01',
  subscription_status: 'inactive' as const,
};

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

interface SentRequest {
  url: string;
  method: string;
  key: string | undefined;
  body: unknown;
}
let sent: SentRequest[];
/** What the server answers next; a thrown TypeError is what fetch does without a connection. */
let server: (request: SentRequest) => { status: number; body: unknown };

beforeEach(async () => {
  online = true;
  sent = [];
  server = () => ({ status: 200, body: { ok: true } });
  configureApiClient({ onUnauthorized: jest.fn() });
  setChannelValue(authChannel, authTransitions.signedIn(ann, 'token-ann'));
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const request = {
      url,
      method: init.method ?? 'GET',
      key: headers['Idempotency-Key'],
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    };
    if (!online) throw new TypeError('Failed to fetch');
    sent.push(request);
    const { status, body } = server(request);
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  }) as typeof fetch;
  for (const { id } of await keptWrites()) await forgetWrite(id);
});

const completion = { xp: 10, techniqueId: 'breath-loop' };

describe('apiWrite', () => {
  it('sends a write at once with an Idempotency-Key made for it', async () => {
    const outcome = await apiWrite('/user/update-xp', { method: 'POST', body: completion });
    expect(outcome).toEqual({ status: 'sent', answer: { ok: true } });
    expect(sent).toEqual([
      {
        url: '/api/user/update-xp',
        method: 'POST',
        key: expect.stringMatching(/^[\w-]{36}$/),
        body: completion,
      },
    ]);
  });

  it('keeps writes made offline and sends them once, in order, with their keys, when the connection is back', async () => {
    online = false;
    const heard: string[] = [];
    const stopListening = onQueuedWriteSent((write) => heard.push(`${write.method} ${write.path}`));
    expect(await apiWrite('/user/update-xp', { method: 'POST', body: completion })).toEqual({
      status: 'savedOffline',
      key: expect.any(String),
    });
    expect(await apiWrite('/like/techniques/breath-loop/like', { method: 'POST' })).toEqual({
      status: 'savedOffline',
      key: expect.any(String),
    });
    await sendQueuedWrites();
    expect(sent).toEqual([]);

    online = true;
    await Promise.all([sendQueuedWrites(), sendQueuedWrites()]);
    await sendQueuedWrites();
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/user/update-xp',
      'POST /api/like/techniques/breath-loop/like',
    ]);
    expect(new Set(sent.map((request) => request.key)).size).toBe(2);
    expect(heard).toEqual(['POST /user/update-xp', 'POST /like/techniques/breath-loop/like']);
    expect(await keptWrites()).toEqual([]);
    stopListening();
  });

  it('keeps a write whose request never got an answer and sends it again with the same key', async () => {
    server = () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await apiWrite('/journal', { method: 'POST', body: { text: 'x' } })).toEqual({
      status: 'savedOffline',
      key: expect.any(String),
    });
    server = () => ({ status: 201, body: {} });
    await sendQueuedWrites();
    expect(sent).toHaveLength(2);
    expect(sent.map((request) => request.key)).toEqual([expect.any(String), sent[0]?.key]);
  });

  it('keeps writes while the server struggles, and drops one it refuses with the reason logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    online = false;
    await apiWrite('/user/history/7', { method: 'PATCH', body: { effectiveness: 9 } });
    await apiWrite('/user/update-xp', { method: 'POST', body: completion });
    online = true;

    server = () => ({ status: 503, body: { error: { code: 'service_unavailable', message: 'down' } } });
    await sendQueuedWrites();
    expect(await keptWrites()).toHaveLength(2);

    server = ({ url }) =>
      url.includes('history')
        ? { status: 400, body: { error: { code: 'validation_failed', message: 'bad', fields: {} } } }
        : { status: 200, body: {} };
    await sendQueuedWrites();
    expect(await keptWrites()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('PATCH /user/history/7 → 400 validation_failed'),
    );
    warn.mockRestore();
  });

  it("sends a user's kept writes only while that user is signed in", async () => {
    online = false;
    await apiWrite('/user/update-xp', { method: 'POST', body: completion });
    online = true;
    setChannelValue(authChannel, authTransitions.signedIn({ ...ann, id: 'ben-id' }, 'token-ben'));
    await sendQueuedWrites();
    expect(sent).toEqual([]);
    setChannelValue(authChannel, authTransitions.signedIn(ann, 'token-ann'));
    await sendQueuedWrites();
    expect(sent).toHaveLength(1);
  });

  it('keeps kept writes when the page is closed: a fresh start of the app still finds them', async () => {
    online = false;
    await apiWrite('/like/techniques/breath-loop/like', { method: 'POST' });
    online = true;
    await jest.isolateModulesAsync(async () => {
      const reopened = await import('./queued-write-store');
      expect((await reopened.keptWrites()).map(({ write }) => write.path)).toEqual([
        '/like/techniques/breath-loop/like',
      ]);
    });
  });
});

describe('apiWriteAfter: a write about what a kept write creates', () => {
  const rating = { method: 'PATCH', body: { effectiveness: 9 } } as const;
  /** Offline, a completion is kept; its rating, made before it is sent, waits for it. */
  async function completeAndRateOffline() {
    online = false;
    const outcome = await apiWrite('/user/update-xp', { method: 'POST', body: completion });
    if (outcome.status !== 'savedOffline') throw new Error('the completion was expected to be kept');
    expect(await apiWriteAfter(outcome.key, '/user/history/{historyRecordId}', rating)).toEqual({
      status: 'savedOffline',
      key: expect.any(String),
    });
    online = true;
  }

  it('is sent right after the completion, on the history sitting its answer names, each once', async () => {
    await completeAndRateOffline();
    server = ({ url }) => ({ status: 200, body: url.endsWith('update-xp') ? { historyRecordId: '42' } : {} });
    await Promise.all([sendQueuedWrites(), sendQueuedWrites()]);
    await sendQueuedWrites();
    expect(sent.map((request) => `${request.method} ${request.url} ${JSON.stringify(request.body)}`)).toEqual(
      [
        `POST /api/user/update-xp ${JSON.stringify(completion)}`,
        'PATCH /api/user/history/42 {"effectiveness":9}',
      ],
    );
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
    expect(await keptWrites()).toEqual([]);
  });

  it("keeps the sitting the completion's answer named when it cannot be sent yet: a closed tab later still sends it there", async () => {
    await completeAndRateOffline();
    server = ({ url }) =>
      url.endsWith('update-xp')
        ? { status: 200, body: { historyRecordId: '42' } }
        : { status: 503, body: { error: { code: 'service_unavailable', message: 'down' } } };
    await sendQueuedWrites();
    await jest.isolateModulesAsync(async () => {
      const reopened = await import('./queued-write-store');
      expect((await reopened.keptWrites()).map(({ write }) => [write.path, write.after])).toEqual([
        ['/user/history/42', undefined],
      ]);
    });
    server = () => ({ status: 200, body: {} });
    await sendQueuedWrites();
    expect(sent.map((request) => request.url)).toEqual([
      '/api/user/update-xp',
      '/api/user/history/42',
      '/api/user/history/42',
    ]);
    expect(sent[2]?.key).toBe(sent[1]?.key);
  });

  it('goes out at once on the sitting the completion got, when the completion was sent meanwhile', async () => {
    online = false;
    const outcome = await apiWrite('/user/update-xp', { method: 'POST', body: completion });
    online = true;
    server = () => ({ status: 200, body: { historyRecordId: '43' } });
    await sendQueuedWrites();
    const earlierKey = outcome.status === 'savedOffline' ? outcome.key : '';
    server = () => ({ status: 200, body: { badgesEarned: ['it-helps'] } });
    expect(await apiWriteAfter(earlierKey, '/user/history/{historyRecordId}', rating)).toEqual({
      status: 'sent',
      answer: { badgesEarned: ['it-helps'] },
    });
    expect(sent.map((request) => request.url)).toEqual(['/api/user/update-xp', '/api/user/history/43']);
  });

  it('is dropped, never sent, when the server refuses the completion it waits for', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await completeAndRateOffline();
    server = () => ({ status: 404, body: { error: { code: 'not_found', message: 'no such technique' } } });
    await sendQueuedWrites();
    expect(sent.map((request) => request.url)).toEqual(['/api/user/update-xp']);
    expect(await keptWrites()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('PATCH /user/history/{historyRecordId} → the write it follows was dropped'),
    );
    warn.mockRestore();
  });
});
