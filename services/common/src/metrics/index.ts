export { metricsRegistry } from './metrics-registry';
export { httpRequestDuration, recordRequestMetrics, secondsSince } from './http-metrics';
export { startMetricsServer, type MetricsEndpoint, type MetricsServer } from './metrics-server';
