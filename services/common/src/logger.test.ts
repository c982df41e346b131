import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { createRequestLogger, loggableUrl } from './logger';

describe('request logging', () => {
  it('hides credentials in the query string', () => {
    expect(loggableUrl('/auth/callback?token=eyJhbGciOi.abc.def&lang=ru')).toBe(
      '/auth/callback?token=[redacted]&lang=ru',
    );
    expect(loggableUrl('/api/auth/google/callback?state=x&code=4/0Ab')).toBe(
      '/api/auth/google/callback?state=x&code=[redacted]',
    );
    expect(loggableUrl('/api/audio/files/rain.0123456789.mp3?expires=1795410000&signature=6k2j0i5N')).toBe(
      '/api/audio/files/rain.0123456789.mp3?expires=1795410000&signature=[redacted]',
    );
  });

  it('writes one line per request with its id, method, URL and status, and no headers', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = express();
    app.use(createRequestLogger(pino({ level: 'info' }, sink)));
    app.get('/ping', (_request, response) => void response.send('pong'));
    await request(app)
      .get('/ping?token=secret')
      .set('authorization', 'Bearer secret')
      .set('x-request-id', 'r-1');
    const entry = JSON.parse(lines.join(''));
    expect(entry.req).toEqual({
      id: 'r-1',
      method: 'GET',
      url: '/ping?token=[redacted]',
      remoteAddress: expect.any(String),
    });
    expect(entry.res).toEqual({ statusCode: 200 });
    expect(lines.join('')).not.toContain('secret');
  });
});
