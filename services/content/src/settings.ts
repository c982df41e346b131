import { z } from 'zod';
import { loadKeyEncryptionSecret, parseEnvironment, type ServiceConfig } from '@steady/service-common';

export interface ContentSettings {
  /**
   * The key premium audio addresses are signed with. Unset: one is generated once and kept in the
   * content database (encrypted), which every instance on that database shares.
   */
  audioSigningSecret: string | undefined;
  /** Encrypts the audio signing secret in the database (KEY_ENCRYPTION_SECRET, or auth's 0600 file in DATA_DIR). */
  keyEncryptionSecret: string;
}

const contentEnvironmentSchema = z.object({
  AUDIO_SIGNING_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)')
    .optional(),
});

const variables = Object.keys(contentEnvironmentSchema.shape);

/** The content service's own settings; throws a ConfigError naming every bad variable. */
export function loadContentSettings(
  config: Pick<ServiceConfig, 'dataDirectory'>,
  env: NodeJS.ProcessEnv = process.env,
): ContentSettings {
  const parsed = parseEnvironment(
    contentEnvironmentSchema,
    Object.fromEntries(variables.map((variable) => [variable, env[variable]])),
  );
  return {
    audioSigningSecret: parsed.AUDIO_SIGNING_SECRET,
    keyEncryptionSecret: loadKeyEncryptionSecret(config.dataDirectory, env),
  };
}
