import { createAudioUrlSigner, signedUrlLifetimeSeconds } from './audio-url-signer';

const noon = Date.UTC(2026, 10, 22, 12, 20, 0);
const signerAt = (time: number, secret = 'a-secret-of-at-least-thirty-two-chars') =>
  createAudioUrlSigner({ secret: async () => secret, now: () => time });

describe('the audio URL signer', () => {
  it('signs for 10 to 15 minutes, rounded up to 5 minutes so addresses repeat within those 5', async () => {
    const first = await signerAt(noon - 4 * 60 * 1000).sign('rain.0123456789.mp3');
    const later = await signerAt(noon).sign('rain.0123456789.mp3');
    expect(first).toEqual(later);
    expect(first.expires).toBe(Date.UTC(2026, 10, 22, 12, 30, 0) / 1000);
    expect(signedUrlLifetimeSeconds).toBe(10 * 60);
    const next = await signerAt(noon + 60 * 1000).sign('rain.0123456789.mp3');
    expect(next.expires).toBe(Date.UTC(2026, 10, 22, 12, 35, 0) / 1000);
  });

  it('stops playing 15 minutes after the address was handed out, at the latest', async () => {
    const handedOutAt = Date.UTC(2026, 10, 22, 12, 20, 1);
    const { expires, signature } = await signerAt(handedOutAt).sign('rain.0123456789.mp3');
    const fifteenMinutesLater = handedOutAt + 15 * 60 * 1000;
    expect(
      await signerAt(fifteenMinutesLater).secondsLeft('rain.0123456789.mp3', String(expires), signature),
    ).toBeUndefined();
    expect(
      await signerAt(handedOutAt + 9 * 60 * 1000).secondsLeft(
        'rain.0123456789.mp3',
        String(expires),
        signature,
      ),
    ).toBeGreaterThan(0);
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
