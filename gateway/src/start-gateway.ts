import { createLogger, runMain, startMetricsServer, startService } from '@steady/service-common';
import { stopTracing } from '@steady/service-common/tracing';
import { buildGateway } from './app';
import { loadGatewayConfig } from './config';

runMain(async () => {
  const config = loadGatewayConfig();
  const logger = createLogger({ name: 'gateway', level: config.logLevel });
  const gateway = buildGateway(config, logger);
  // The first pages need the routes of remotes deployed elsewhere (bounded by the fetch's timeout).
  await gateway.remotesReady;
  const metrics = await startMetricsServer(config.metrics, logger);
  const server = await startService({
    app: gateway.app,
    port: config.port,
    host: config.host,
    logger,
    onClose: async () => {
      gateway.close();
      await metrics?.close();
      await stopTracing();
    },
  });
  logger.info(`gateway listening on ${server.url}${metrics ? `; metrics at ${metrics.url}` : ''}`);
});
