export * from './test-databases';
export * from './token-issuer';
