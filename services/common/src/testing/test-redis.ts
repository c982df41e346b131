import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { createClient } from 'redis';

/**
 * The Redis the tests may use: REDIS_URL, else a local one on the default port; undefined when none answers,
 * so a test that needs it can say why it is skipped.
 */
export async function reachableTestRedis(): Promise<string | undefined> {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const client = createClient({ url, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    await client.close();
    return url;
  } catch {
    client.destroy();
    return undefined;
  }
}

/** A free loopback port: listened on once by the OS's choice, then released. */
export async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface OwnRedisServer {
  /** Ends the server as a crash would (SIGKILL), or as a stop does. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * A `redis-server` of the test's own on `port`, in memory only, so a test may kill it without touching the
 * machine's Redis. Resolves once it accepts connections.
 */
export async function startOwnRedisServer(port: number): Promise<OwnRedisServer> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      output += text;
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
  });
  child.stdout.resume();
  return {
    kill: async (signal = 'SIGKILL') => {
      child.kill(signal);
      await exited;
    },
  };
}
