import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { createInstanceClient } from './instances/instance-client';
import { createRequestLogger } from './logger';
import { requestLogFields, withNewRequestId, withRequestContext } from './request-context';

describe('a request’s context', () => {
  let callee: Server;
  let calleeUrl: string;
  const received: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    callee = createServer((incoming, response) => {
      received.push(incoming.headers);
      response.end('{}');
    });
    await new Promise<void>((resolve) => callee.listen(0, '127.0.0.1', resolve));
    calleeUrl = `http://127.0.0.1:${(callee.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => callee.close(() => resolve())));
  beforeEach(() => (received.length = 0));

  /** A service whose route logs a line and calls another service, writing its log lines to `lines`. */
  function serviceApp(lines: Record<string, unknown>[]) {
    const logger = pino(
      { mixin: requestLogFields },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
          done();
        },
      }),
    );
    const other = createInstanceClient(calleeUrl);
    const app = express();
    app.use(createRequestLogger(logger));
    app.use(withRequestContext((incoming) => String(incoming.id)));
    app.get('/work', async (_request, response) => {
      logger.warn('a line from deep inside, through the plain logger');
      await other.fetch('/internal/thing', { timeoutMs: 1000, headers: { 'x-internal-token': 'secret' } });
      response.json({ ok: true });
    });
    return app;
  }

  it('passes the request id and the caller’s trace context on to the services it calls', async () => {
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    await request(serviceApp([]))
      .get('/work')
      .set('x-request-id', 'req-123')
      .set('traceparent', traceparent)
      .set('tracestate', 'vendor=1')
      .expect(200);
    expect(received).toEqual([
      expect.objectContaining({
        'x-request-id': 'req-123',
        traceparent,
        tracestate: 'vendor=1',
        'x-internal-token': 'secret',
      }),
    ]);
  });

  it('puts the request id on every line logged while the request is handled, whoever logs it', async () => {
    const lines: Record<string, unknown>[] = [];
    await request(serviceApp(lines)).get('/work').set('x-request-id', 'req-456').expect(200);
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['a line from deep inside, through the plain logger', 'req-456'],
      ['request completed', 'req-456'],
    ]);
  });

  it('gives background work an id of its own, passed on like a request’s', async () => {
    await withNewRequestId(() =>
      createInstanceClient(calleeUrl).fetch('/internal/thing', { timeoutMs: 1000 }),
    );
    expect(received[0]?.['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLogFields()).toEqual({});
  });
});
