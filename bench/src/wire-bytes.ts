import type { Page } from 'playwright-core';

interface WireRequest {
  url: string;
  /** Bytes on the wire as Chromium counts them: response headers plus the body as sent (compressed). */
  bytes: number;
  /** The response's Content-Type, e.g. application/javascript. */
  mimeType: string;
  /** Milliseconds since the recorder started when the request was sent, and when it finished. */
  sentAt: number;
  finishedAt: number;
}

/** Records every request of a page with its bytes on the wire, from Chromium's own network events (CDP). */
export async function recordWireBytes(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const started = Date.now();
  const sent = new Map<string, { url: string; sentAt: number }>();
  const mimeTypes = new Map<string, string>();
  const finished: WireRequest[] = [];
  session.on('Network.requestWillBeSent', (event) =>
    sent.set(event.requestId, { url: event.request.url, sentAt: Date.now() - started }),
  );
  session.on('Network.responseReceived', (event) => mimeTypes.set(event.requestId, event.response.mimeType));
  session.on('Network.loadingFinished', (event) => {
    const request = sent.get(event.requestId);
    finished.push({
      url: request?.url ?? '',
      bytes: event.encodedDataLength,
      mimeType: mimeTypes.get(event.requestId) ?? '',
      sentAt: request?.sentAt ?? 0,
      finishedAt: Date.now() - started,
    });
  });
  return {
    /** Requests sent so far (finished or not). */
    sentCount: () => sent.size,
    /** Finished requests, in the order they finished. */
    requests: (): readonly WireRequest[] => [...finished],
    /** Milliseconds since the recorder started, on the clock of `sentAt` and `finishedAt`. */
    elapsedMs: () => Date.now() - started,
  };
}

export const isJavaScript = (request: WireRequest) =>
  request.mimeType.includes('javascript') || request.url.split('?')[0]!.endsWith('.js');
