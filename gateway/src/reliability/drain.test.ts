import { request as httpRequest } from 'node:http';
import { startTestStack, type RunningStack } from '../../../e2e/support/test-stack';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface SlowRequest {
  /** Sends the rest of the body. */
  finish(): void;
  /** The status it was answered with, or the error that cut it off. */
  outcome: Promise<number | string>;
}

/** A POST whose body arrives in two halves, so it is under way for as long as the caller waits between them. */
function startSlowRequest(url: string, path: string): SlowRequest {
  const body = JSON.stringify({ ids: ['breath-loop', 'box-breathing'] });
  const half = Math.floor(body.length / 2);
  const request = httpRequest(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
  });
  const outcome = new Promise<number | string>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
  request.write(body.slice(0, half));
  return { finish: () => request.end(body.slice(half)), outcome };
}

describe('stopping the app while requests are under way', () => {
  let stack: RunningStack;

  beforeAll(async () => {
    stack = await startTestStack('faults_drain');
  }, 60_000);
  afterAll(() => stack?.stop());

  it('answers every one of 30 requests under way, the gateway draining before the services stop', async () => {
    const gatewayUrl = `http://127.0.0.1:${new URL(stack.url).port}`;
    const underWay = Array.from({ length: 30 }, () =>
      startSlowRequest(gatewayUrl, '/api/like/techniques/likes'),
    );
    await pause(300);
    const stopped = stack.stop();
    await pause(500);
    underWay.forEach((request) => request.finish());
    const outcomes = await Promise.all(underWay.map((request) => request.outcome));
    await stopped;
    // The like counts, from the content service, which was still there to answer.
    expect(outcomes).toEqual(underWay.map(() => 200));
    await expect(fetch(`${gatewayUrl}/healthz`)).rejects.toThrow();
  }, 60_000);
});
