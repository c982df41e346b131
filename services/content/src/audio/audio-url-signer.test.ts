import { createAudioUrlSigner, signedUrlLifetimeSeconds } from './audio-url-signer';

const noon = Date.UTC(2026, 10, 22, 12, 20, 0);
const signerAt = (time: number, secret = 'a-secret-of-at-least-thirty-two-chars') =>
  createAudioUrlSigner({ secret: async () => secret, now: () => time });

describe('the audio URL signer', () => {
  it('signs for at least 12 hours, rounded up to the hour so addresses repeat within an hour', async () => {
    const first = await signerAt(noon).sign('rain.0123456789.mp3');
    const later = await signerAt(noon + 30 * 60 * 1000).sign('rain.0123456789.mp3');
    expect(first).toEqual(later);
    expect(first.expires).toBe(Date.UTC(2026, 10, 23, 1, 0, 0) / 1000);
    expect(first.expires - noon / 1000).toBeGreaterThanOrEqual(signedUrlLifetimeSeconds);
  });

  it('accepts its own signature and says how long it still plays', async () => {
    const { expires, signature } = await signerAt(noon).sign('rain.0123456789.mp3');
    const left = await signerAt(noon).secondsLeft('rain.0123456789.mp3', String(expires), signature);
    expect(left).toBe(expires - noon / 1000);
  });

  it('refuses another name, another secret, an expiry it did not sign, a past expiry or malformed input', async () => {
    const { expires, signature } = await signerAt(noon).sign('rain.0123456789.mp3');
    const at = signerAt(noon);
    expect(await at.secondsLeft('ocean.0123456789.mp3', String(expires), signature)).toBeUndefined();
    expect(
      await signerAt(noon, 'another-secret-of-thirty-two-chars!').secondsLeft(
        'rain.0123456789.mp3',
        String(expires),
        signature,
      ),
    ).toBeUndefined();
    expect(await at.secondsLeft('rain.0123456789.mp3', String(expires + 1), signature)).toBeUndefined();
    expect(
      await signerAt(expires * 1000).secondsLeft('rain.0123456789.mp3', String(expires), signature),
    ).toBeUndefined();
    expect(await at.secondsLeft('rain.0123456789.mp3', `${expires}.0`, signature)).toBeUndefined();
    expect(await at.secondsLeft('rain.0123456789.mp3', String(expires), `${signature}=`)).toBeUndefined();
  });

  it('refuses another spelling of the same signature bytes (base64url ignores the last character’s low bits)', async () => {
    const { expires, signature } = await signerAt(noon).sign('rain.0123456789.mp3');
    const last = signature.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // The last of 43 characters carries 2 unused bits: flipping the lowest one decodes to the same bytes.
    const sibling = alphabet[alphabet.indexOf(last) ^ 1]!;
    const respelled = `${signature.slice(0, -1)}${sibling}`;
    expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    expect(
      await signerAt(noon).secondsLeft('rain.0123456789.mp3', String(expires), respelled),
    ).toBeUndefined();
  });
});
