/** The INTERNAL_TOKEN every service's test app uses, so tests that wire several services together agree. */
export const testInternalToken = 'internal-token-for-the-service-tests-0123456789';

/** The KEY_ENCRYPTION_SECRET every service's test app uses, so a test app rebuilt on its database reads it. */
export const testKeyEncryptionSecret = 'a test secret that encrypts the signing keys at rest';
