import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readSecretFiles } from './secret-files';

describe('secrets read from files', () => {
  it('sets each NAME from NAME_FILE, keeps a variable set directly, and drops the trailing newline', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'secrets-'));
    writeFileSync(path.join(folder, 'token'), 'a'.repeat(40) + '\n');
    writeFileSync(path.join(folder, 'url'), 'mysql://steady:p%40ss@db:3306/steady_auth');
    const environment: NodeJS.ProcessEnv = {
      INTERNAL_TOKEN_FILE: path.join(folder, 'token'),
      AUTH_DATABASE_URL_FILE: path.join(folder, 'url'),
      SMTP_URL: 'smtp://set-directly',
      SMTP_URL_FILE: path.join(folder, 'token'),
    };
    readSecretFiles(environment);
    expect(environment.INTERNAL_TOKEN).toBe('a'.repeat(40));
    expect(environment.AUTH_DATABASE_URL).toBe('mysql://steady:p%40ss@db:3306/steady_auth');
    expect(environment.SMTP_URL).toBe('smtp://set-directly');
  });

  it('leaves other programs’ …_FILE variables alone, even when their file is missing', () => {
    const environment: NodeJS.ProcessEnv = {
      TF_CLI_CONFIG_FILE: '/nowhere/.terraformrc',
      SSL_CERT_FILE: '/nowhere',
    };
    readSecretFiles(environment);
    expect(environment).toEqual({ TF_CLI_CONFIG_FILE: '/nowhere/.terraformrc', SSL_CERT_FILE: '/nowhere' });
  });
});
