import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as an OTLP/JSON export carries it (ids in hex), with the service that sent it. */
export interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
}

interface OtlpJsonExport {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: Omit<CollectedSpan, 'service'>[] }[];
  }[];
}

/**
 * An OTLP over HTTP receiver for tests: keeps every span the processes export to `POST /v1/traces` (the
 * JSON encoding, the exporter's default).
 */
export async function startOtlpCollector() {
  const spans: CollectedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const exported = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpJsonExport;
        for (const resource of exported.resourceSpans ?? []) {
          const service =
            resource.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value
              .stringValue ?? '';
          for (const scope of resource.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) spans.push({ ...span, service });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
