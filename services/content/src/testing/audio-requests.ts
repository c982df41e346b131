import type { Express } from 'express';
import request from 'supertest';

/** GETs an audio address and keeps the body as bytes (supertest parses only text and JSON by itself). */
export function getAudio(app: Express, url: string, headers: Record<string, string> = {}) {
  return request(app)
    .get(url)
    .set(headers)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const isJson = String(response.headers['content-type']).startsWith('application/json');
        done(null, isJson ? JSON.parse(body.toString('utf8')) : body);
      });
    });
}
