import { readFileSync } from 'node:fs';

/**
 * Docker and Kubernetes secrets arrive as files: `INTERNAL_TOKEN_FILE=/run/secrets/internal_token` sets
 * `INTERNAL_TOKEN` to the file's content (one trailing newline dropped), so no secret has to sit in the
 * environment of a compose file. A variable set directly wins. Call it first thing in a process's main.
 */
export function readSecretFiles(environment: NodeJS.ProcessEnv = process.env): void {
  for (const [key, file] of Object.entries(environment)) {
    const match = /^([A-Z][A-Z0-9_]*)_FILE$/.exec(key);
    if (!match || !file || environment[match[1]!] !== undefined) continue;
    try {
      environment[match[1]!] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      console.error(`${key}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
      process.exit(1);
    }
  }
}
