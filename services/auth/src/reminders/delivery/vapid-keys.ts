import { generateVAPIDKeys } from 'web-push';
import type { PushRepository, VapidKeys } from './push-repository';
import type { KeyCipher } from '@steady/service-common';

/**
 * The VAPID key pair: the configured one, else the one in the database, else a new pair stored on first
 * use. Browsers subscribe with the public key, so every instance must answer the same pair. The private
 * key is stored encrypted like the token signing keys (KEY_ENCRYPTION_SECRET).
 */
export function createVapidKeyProvider(options: {
  push: PushRepository;
  configured: VapidKeys | null;
  cipher: KeyCipher;
  now: () => Date;
}): () => Promise<VapidKeys> {
  const { push, configured, cipher, now } = options;
  const readable = (stored: VapidKeys): VapidKeys => ({
    publicKey: stored.publicKey,
    privateKey: cipher.decrypt(stored.privateKey),
  });
  let keys: Promise<VapidKeys> | undefined;
  const load = async (): Promise<VapidKeys> => {
    if (configured) return configured;
    const stored = await push.findVapidKeys();
    if (stored) return readable(stored);
    const generated = generateVAPIDKeys();
    const kept = await push.keepFirstVapidKeys(
      { publicKey: generated.publicKey, privateKey: cipher.encrypt(generated.privateKey) },
      now().toISOString(),
    );
    return readable(kept);
  };
  return () => {
    keys ??= load().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
}

/** At start: encrypts a VAPID private key an older version stored in plain text. True when it did. */
export async function encryptPlaintextVapidKey(push: PushRepository, cipher: KeyCipher): Promise<boolean> {
  const stored = await push.findVapidKeys();
  if (!stored || cipher.isEncrypted(stored.privateKey)) return false;
  await push.updateVapidPrivateKey(cipher.encrypt(stored.privateKey));
  return true;
}
