// Clients that connect and then send almost nothing: stalled headers, or a body trickled a byte at a time.
// Shared by the slow-client test and `npm run bench:reliability`.
import { connect, type Socket } from 'node:net';

interface SlowClients {
  /** How many of them the server has cut off so far. */
  disconnected(): number;
  stop(): void;
}

/**
 * `count` connections to `baseUrl`, half of them stalled in their headers and half trickling a JSON body
 * to `bodyPath` one byte a second.
 */
export function startSlowClients(baseUrl: string, count: number, bodyPath: string): SlowClients {
  const url = new URL(baseUrl);
  const sockets: Socket[] = [];
  const timers: NodeJS.Timeout[] = [];
  let disconnected = 0;
  for (let index = 0; index < count; index += 1) {
    const socket = connect(Number(url.port), url.hostname);
    socket.on('error', () => {});
    socket.once('close', () => (disconnected += 1));
    sockets.push(socket);
    if (index % 2 === 0) {
      socket.write(`GET /api/content HTTP/1.1\r\nhost: ${url.host}\r\nx-slow: `);
      continue;
    }
    socket.write(
      `POST ${bodyPath} HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{`,
    );
    timers.push(setInterval(() => socket.writable && socket.write(' '), 1000));
  }
  return {
    disconnected: () => disconnected,
    stop: () => {
      timers.forEach(clearInterval);
      sockets.forEach((socket) => socket.destroy());
    },
  };
}

/** Latencies (ms) of `count` ordinary GETs, one after another. */
export async function measureLatencies(url: string, count: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

export const percentile = (values: readonly number[], fraction: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * fraction))]!;
