import type { Express } from 'express';
import {
  createServiceApp,
  createTokenVerifier,
  type ServiceConfig,
  type ServiceDependencies,
} from '@steady/service-common';
import { loadCatalogue } from './catalogue/load-catalogue';
import { createEntitlementChecker } from './entitlements/entitlement-checker';
import { createAdhdTestHandlers } from './handlers/adhd-test';
import { createCatalogueHandlers } from './handlers/catalogue';
import { createLikeHandlers } from './handlers/likes';
import { createShortTestHandlers } from './handlers/short-test';
import { createAdhdTestResultRepository } from './repository/adhd-test-results';
import type { ContentDatabase } from './repository/schema';
import { createTechniqueLikeRepository } from './repository/technique-likes';
import { registerAdhdTestRoutes } from './routes/adhd-test';
import { registerCatalogueRoutes } from './routes/catalogue';
import { registerLikeRoutes } from './routes/likes';
import { registerShortTestRoutes } from './routes/short-test';
import { loadTestContent } from './tests/load-test-content';

export type ContentDependencies = Pick<ServiceDependencies<ContentDatabase>, 'logger' | 'database'> & {
  /** Signed-in routes verify tokens against the auth service's published keys. */
  config: Pick<ServiceConfig, 'authJwksUrl'> &
    /** Where premium entitlements are asked; without it nobody is premium (premium steps stay locked). */
    Partial<Pick<ServiceConfig, 'billingInternalUrl'>>;
};

/** The content service: the self-reflection and short tests; catalogue, likes and audio routes join here. */
export function buildApp({ logger, database, config }: ContentDependencies): Express {
  const tokenVerifier = createTokenVerifier({ jwksUrl: config.authJwksUrl });
  const testContent = loadTestContent();
  const catalogue = loadCatalogue();
  const techniqueLikes = createTechniqueLikeRepository(database);
  const entitlements = createEntitlementChecker({ billingUrl: config.billingInternalUrl, logger });
  return createServiceApp({
    name: 'content',
    logger,
    database,
    routes: (app) => {
      registerAdhdTestRoutes(
        app,
        createAdhdTestHandlers(testContent.adhdTest, createAdhdTestResultRepository(database)),
        tokenVerifier,
      );
      registerShortTestRoutes(app, createShortTestHandlers(testContent.shortTest));
      registerCatalogueRoutes(app, {
        handlers: createCatalogueHandlers(catalogue, techniqueLikes),
        tokenVerifier,
        entitlements,
      });
      registerLikeRoutes(app, createLikeHandlers(catalogue, techniqueLikes), tokenVerifier);
    },
  });
}
