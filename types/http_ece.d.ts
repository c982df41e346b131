/** The part of http_ece (encrypted content coding, RFC 8188/8291) the push tests use; it ships no types. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export interface DecryptParameters {
    version: 'aes128gcm';
    /** The receiver's key pair: the sender's public key travels in the message header. */
    privateKey: ECDH;
    /** The subscription's auth secret, base64url. */
    authSecret: string;
  }

  export function decrypt(buffer: Buffer, parameters: DecryptParameters): Buffer;
}
