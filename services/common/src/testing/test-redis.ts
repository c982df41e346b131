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
