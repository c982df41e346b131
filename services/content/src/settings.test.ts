import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError } from '@steady/service-common';
import { loadContentSettings } from './settings';

const keyEncryptionSecret = 'a secret of at least thirty-two characters';

describe('content settings', () => {
  let dataDirectory: string;
  beforeEach(() => {
    dataDirectory = mkdtempSync(path.join(tmpdir(), 'steady-content-settings-'));
  });
  afterEach(() => rmSync(dataDirectory, { recursive: true, force: true }));

  const load = (env: NodeJS.ProcessEnv) => loadContentSettings({ dataDirectory }, env);

  it('leaves the audio signing secret to the database when AUDIO_SIGNING_SECRET is unset or empty', () => {
    expect(load({ KEY_ENCRYPTION_SECRET: keyEncryptionSecret })).toEqual({
      audioSigningSecret: undefined,
      keyEncryptionSecret,
    });
    expect(load({ AUDIO_SIGNING_SECRET: '', KEY_ENCRYPTION_SECRET: keyEncryptionSecret })).toEqual({
      audioSigningSecret: undefined,
      keyEncryptionSecret,
    });
  });

  it('uses AUDIO_SIGNING_SECRET when it is long enough', () => {
    const secret = 'f'.repeat(64);
    expect(load({ AUDIO_SIGNING_SECRET: secret, KEY_ENCRYPTION_SECRET: keyEncryptionSecret })).toEqual({
      audioSigningSecret: secret,
      keyEncryptionSecret,
    });
  });

  it('refuses a short AUDIO_SIGNING_SECRET, naming the variable', () => {
    expect(() => load({ AUDIO_SIGNING_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => load({ AUDIO_SIGNING_SECRET: 'short' })).toThrow(
      /AUDIO_SIGNING_SECRET: must be at least 32/,
    );
  });

  it("shares auth's generated key encryption secret in DATA_DIR outside production, and needs it set in production", () => {
    const generated = load({}).keyEncryptionSecret;
    expect(generated).toMatch(/^[0-9a-f]{64}$/);
    expect(load({}).keyEncryptionSecret).toBe(generated);
    expect(() => load({ NODE_ENV: 'production' })).toThrow(
      /KEY_ENCRYPTION_SECRET: is required with NODE_ENV=production/,
    );
  });
});
