import { randomBytes } from 'node:crypto';
import type { ServiceSecretRepository } from '../repository/service-secrets';

const storedSecretName = 'audio-url-signing';

/**
 * The key premium audio addresses are signed with: the configured one, or else one generated once and
 * kept in the content database, so restarts and every instance sign and check alike. Read once and
 * remembered; a failed read (database briefly down) is retried on the next request.
 */
export function createAudioSigningSecret(
  configured: string | undefined,
  secrets: ServiceSecretRepository,
  now: () => Date = () => new Date(),
): () => Promise<string> {
  if (configured !== undefined) return () => Promise.resolve(configured);
  let secret: Promise<string> | null = null;
  return () =>
    (secret ??= secrets
      .findOrStore(storedSecretName, randomBytes(32).toString('base64url'), now())
      .catch((error: unknown) => {
        secret = null;
        throw error;
      }));
}
