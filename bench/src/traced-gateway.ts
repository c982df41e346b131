import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { repositoryRoot } from '../../scripts/lib/builds';
import { findFreePort, gatewayNodeFlags } from '../../scripts/lib/stack';

/** An OTLP/HTTP endpoint that takes every export and only counts the bytes, as a collector's cost is not ours. */
async function startOtlpSink(): Promise<{ url: string; server: Server; receivedBytes: () => number }> {
  let received = 0;
  const server = createServer((request, response) => {
    request.on('data', (chunk: Buffer) => (received += chunk.length));
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    receivedBytes: () => received,
  };
}

/**
 * A second gateway in front of the same services, exporting every span to a local sink: its queue is made
 * large enough that no span is dropped under the bench's load, so the figures are those of tracing all of it.
 */
export async function startTracedGateway(environment: Readonly<NodeJS.ProcessEnv>) {
  const sink = await startOtlpSink();
  const port = await findFreePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [...gatewayNodeFlags, '--import', 'tsx', path.join(repositoryRoot, 'gateway/src/main.ts')],
    {
      cwd: repositoryRoot,
      env: {
        ...environment,
        PORT: String(port),
        OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
        OTEL_BSP_MAX_QUEUE_SIZE: '100000',
        OTEL_BSP_MAX_EXPORT_BATCH_SIZE: '2048',
        OTEL_BSP_SCHEDULE_DELAY: '1000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the traced gateway exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the traced gateway did not start within 30 s');
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    exportedBytes: sink.receivedBytes,
    closeSink: () => new Promise<void>((resolve) => sink.server.close(() => resolve())),
  };
}
