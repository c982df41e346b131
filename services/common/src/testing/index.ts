export * from './test-databases';
export * from './token-issuer';
export * from './internal-token';
export * from './smtp-capture';
export * from './stub-billing';
export * from './test-redis';
export { metricValue } from './metric-value';
