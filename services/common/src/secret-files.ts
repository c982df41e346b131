import { readFileSync } from 'node:fs';

/**
 * The settings that may be secrets. Only these take a `_FILE` form: other `…_FILE` variables a machine sets
 * (`SSL_CERT_FILE`, a CLI's config file) belong to other programs.
 */
const secretSettings = [
  'INTERNAL_TOKEN',
  'KEY_ENCRYPTION_SECRET',
  'AUTH_DATABASE_URL',
  'CONTENT_DATABASE_URL',
  'BILLING_DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'GOOGLE_CLIENT_SECRET',
  'VAPID_PRIVATE_KEY',
  'AUDIO_SIGNING_SECRET',
] as const;

/**
 * Docker and Kubernetes secrets arrive as files: `INTERNAL_TOKEN_FILE=/run/secrets/internal_token` sets
 * `INTERNAL_TOKEN` to the file's content (one trailing newline dropped), so no secret has to sit in the
 * environment of a compose file. A variable set directly wins. Call it first thing in a process's main.
 */
export function readSecretFiles(environment: NodeJS.ProcessEnv = process.env): void {
  for (const name of secretSettings) {
    const file = environment[`${name}_FILE`];
    if (!file || environment[name] !== undefined) continue;
    try {
      environment[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      console.error(
        `${name}_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      );
      process.exit(1);
    }
  }
}
