import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  createKeyCipher,
  defaultTokenLifetimeSeconds,
  openDatabase,
  runMigrations,
  type DatabaseLocation,
  type ServiceDatabase,
} from '@steady/service-common';
import { authMigrations } from '../../services/auth/migrations';
import type { AuthDatabase } from '../../services/auth/src/database/schema';
import { createSigningKeyRepository } from '../../services/auth/src/tokens/signing-keys-repository';
import { createSigningKeyStore } from '../../services/auth/src/tokens/signing-keys';
import { createTokenService, type TokenService } from '../../services/auth/src/tokens/token-service';

const repositoryRoot = path.resolve(__dirname, '../..');

/** What the variables the scripts read would otherwise be taken from: the test's own environment. */
const variablesTheScriptsRead = [
  'DATA_DIR',
  'KEY_ENCRYPTION_SECRET',
  'AUTH_DATABASE_URL',
  'CONTENT_DATABASE_URL',
  'BILLING_DATABASE_URL',
];

interface ScriptRun {
  exitCode: number | null;
  output: string;
}

/** Runs `scripts/<name>.ts` as `npm run` would (tsx, repository root) with only the given variables set. */
export function runScript(
  name: string,
  args: readonly string[],
  env: Record<string, string>,
): Promise<ScriptRun> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([variable]) => !variablesTheScriptsRead.includes(variable)),
  );
  const child = spawn(
    path.join(repositoryRoot, 'node_modules/.bin/tsx'),
    [path.join(repositoryRoot, 'scripts', `${name}.ts`), ...args],
    { cwd: repositoryRoot, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (exitCode) => resolve({ exitCode, output }));
  });
}

interface AuthDatabaseOnDisk {
  database: ServiceDatabase<AuthDatabase>;
  /** Signs and verifies as the auth service does, with the keys stored in this database. */
  tokens: TokenService;
  close(): Promise<void>;
}

/** Stands in for auth's sessions table: every session a test signed a token for is active, and its user's. */
const sessionOwners = new Map<string, string>();

/** An auth database (a SQLite file, or a MySQL database) opened and migrated as the auth service opens it. */
export async function openAuthDatabase(
  location: string | DatabaseLocation,
  keyEncryptionSecret: string,
): Promise<AuthDatabaseOnDisk> {
  const database = openDatabase<AuthDatabase>(
    typeof location === 'string' ? { dialect: 'sqlite', filename: location } : location,
  );
  await runMigrations(database.db, authMigrations);
  const keys = createSigningKeyStore({
    repository: createSigningKeyRepository(database),
    cipher: createKeyCipher(keyEncryptionSecret),
  });
  const tokens = createTokenService(keys, defaultTokenLifetimeSeconds, (sessionId) =>
    Promise.resolve(sessionOwners.get(sessionId) ?? null),
  );
  return {
    database,
    tokens: {
      ...tokens,
      sign: (user) => {
        sessionOwners.set(user.sessionId, user.id);
        return tokens.sign(user);
      },
    },
    close: () => database.close(),
  };
}
