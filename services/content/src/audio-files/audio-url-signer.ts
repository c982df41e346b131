import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How long a premium file's signed address plays: at least 10 minutes from when it was handed out. Short,
 * because an address keeps playing until it expires whatever happens to the subscription meanwhile; long
 * enough for a slow connection to fetch a file (the largest is a few MB) after the catalogue answered. The
 * player renews its addresses before they expire and decodes a file once, so nothing playing stops.
 */
export const signedUrlLifetimeSeconds = 10 * 60;

/**
 * Expiries are rounded up to the next 5 minutes, so every address handed out within those 5 minutes is the
 * same and the browser's cache keeps serving the file instead of downloading it again. An address thus
 * plays 10 to 15 minutes.
 */
const expiryStepSeconds = 5 * 60;

interface AudioUrlSignature {
  /** Unix time in seconds after which the signature no longer plays. */
  expires: number;
  /** base64url HMAC-SHA256 of `<publicName>:<expires>`. */
  signature: string;
}

export interface AudioUrlSigner {
  sign(publicName: string): Promise<AudioUrlSignature>;
  /** How many seconds the signature still plays, or undefined when it is wrong, malformed or expired. */
  secondsLeft(publicName: string, expires: string, signature: string): Promise<number | undefined>;
}

interface AudioUrlSignerOptions {
  /** The HMAC key; asked on every use, so a secret still being read from the database is simply awaited. */
  secret: () => Promise<string>;
  now?: () => number;
}

const expiresPattern = /^\d{1,12}$/;
const signaturePattern = /^[A-Za-z0-9_-]{43}$/;

export function createAudioUrlSigner(options: AudioUrlSignerOptions): AudioUrlSigner {
  const nowSeconds = () => Math.floor((options.now ?? Date.now)() / 1000);

  async function hmac(publicName: string, expires: number): Promise<string> {
    return createHmac('sha256', await options.secret())
      .update(`${publicName}:${expires}`)
      .digest('base64url');
  }

  return {
    async sign(publicName) {
      const earliest = nowSeconds() + signedUrlLifetimeSeconds;
      const expires = Math.ceil(earliest / expiryStepSeconds) * expiryStepSeconds;
      return { expires, signature: await hmac(publicName, expires) };
    },

    async secondsLeft(publicName, expires, signature) {
      if (!expiresPattern.test(expires) || !signaturePattern.test(signature)) return undefined;
      const expiresAt = Number(expires);
      const left = expiresAt - nowSeconds();
      if (left <= 0) return undefined;
      // The text is compared, not the decoded bytes: base64url ignores a last character's low bits, so
      // decoding would accept several spellings of one signature. Constant time, so response timing does
      // not reveal how much of a guessed signature is right; the pattern above fixed both lengths at 43.
      const expected = Buffer.from(await hmac(publicName, expiresAt));
      return timingSafeEqual(Buffer.from(signature), expected) ? left : undefined;
    },
  };
}
