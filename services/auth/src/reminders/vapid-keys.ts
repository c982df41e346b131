import { generateVAPIDKeys } from 'web-push';
import type { PushRepository, VapidKeys } from '../repository/push';

/**
 * The VAPID key pair: the configured one, else the one in the database, else a new pair stored on first
 * use. Browsers subscribe with the public key, so every instance must answer the same pair.
 */
export function createVapidKeyProvider(
  push: PushRepository,
  configured: VapidKeys | null,
  now: () => Date,
): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | undefined;
  const load = async (): Promise<VapidKeys> => {
    if (configured) return configured;
    const stored = await push.findVapidKeys();
    if (stored) return stored;
    return push.keepFirstVapidKeys(generateVAPIDKeys(), now().toISOString());
  };
  return () => {
    keys ??= load().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
}
