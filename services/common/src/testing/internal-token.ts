/** The INTERNAL_TOKEN every service's test app uses, so tests that wire several services together agree. */
export const testInternalToken = 'internal-token-for-the-service-tests-0123456789';
