import { ConfigError } from '@steady/service-common';
import { loadContentSettings } from './settings';

describe('content settings', () => {
  it('leaves the audio signing secret to the database when AUDIO_SIGNING_SECRET is unset or empty', () => {
    expect(loadContentSettings({})).toEqual({ audioSigningSecret: undefined });
    expect(loadContentSettings({ AUDIO_SIGNING_SECRET: '' })).toEqual({ audioSigningSecret: undefined });
  });

  it('uses AUDIO_SIGNING_SECRET when it is long enough', () => {
    const secret = 'f'.repeat(64);
    expect(loadContentSettings({ AUDIO_SIGNING_SECRET: secret })).toEqual({ audioSigningSecret: secret });
  });

  it('refuses a short AUDIO_SIGNING_SECRET, naming the variable', () => {
    expect(() => loadContentSettings({ AUDIO_SIGNING_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadContentSettings({ AUDIO_SIGNING_SECRET: 'short' })).toThrow(
      /AUDIO_SIGNING_SECRET: must be at least 32/,
    );
  });
});
