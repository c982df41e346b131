import type { Express } from 'express';
import {
  createServiceApp,
  createTokenVerifier,
  type ServiceConfig,
  type ServiceDependencies,
} from '@steady/service-common';
import { createAudioUrlSigner } from './audio/audio-url-signer';
import { defaultAudioLibraryLocation, loadAudioLibrary, type AudioLibrary } from './audio/load-audio-library';
import { createAudioSigningSecret } from './audio/signing-secret';
import { loadCatalogue } from './catalogue/load-catalogue';
import { createEntitlementChecker } from './entitlements/entitlement-checker';
import { createAdhdTestHandlers } from './handlers/adhd-test';
import { createAudioHandlers } from './handlers/audio';
import { createAudioFileHandlers } from './handlers/audio-files';
import { createCatalogueHandlers } from './handlers/catalogue';
import { createLikeHandlers } from './handlers/likes';
import { createSavedMixHandlers } from './handlers/saved-mixes';
import { createShortTestHandlers } from './handlers/short-test';
import { createAdhdTestResultRepository } from './repository/adhd-test-results';
import { createSavedMixRepository } from './repository/saved-mixes';
import type { ContentDatabase } from './repository/schema';
import { createServiceSecretRepository } from './repository/service-secrets';
import { createTechniqueLikeRepository } from './repository/technique-likes';
import { registerAdhdTestRoutes } from './routes/adhd-test';
import { registerAudioRoutes } from './routes/audio';
import { registerCatalogueRoutes } from './routes/catalogue';
import { registerLikeRoutes } from './routes/likes';
import { registerShortTestRoutes } from './routes/short-test';
import type { ContentSettings } from './settings';
import { loadTestContent } from './tests/load-test-content';

export type ContentDependencies = Pick<ServiceDependencies<ContentDatabase>, 'logger' | 'database'> & {
  /** Signed-in routes verify tokens against the auth service's published keys. */
  config: Pick<ServiceConfig, 'authJwksUrl'> &
    /** Where premium entitlements are asked; without it nobody is premium (premium steps stay locked). */
    Partial<Pick<ServiceConfig, 'billingInternalUrl'>> &
    Partial<ContentSettings>;
  /** The audio catalogue and files; read from data/audio.json and audio/ when not given. */
  audio?: AudioLibrary;
};

/** The content service: the self-reflection and short tests, the catalogue, likes and audio. */
export function buildApp({ logger, database, config, audio }: ContentDependencies): Express {
  const tokenVerifier = createTokenVerifier({ jwksUrl: config.authJwksUrl });
  const testContent = loadTestContent();
  const catalogue = loadCatalogue();
  const audioLibrary = audio ?? loadAudioLibrary(defaultAudioLibraryLocation, catalogue.techniques);
  const audioUrlSigner = createAudioUrlSigner({
    secret: createAudioSigningSecret(config.audioSigningSecret, createServiceSecretRepository(database)),
  });
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
      registerAudioRoutes(app, {
        audio: createAudioHandlers(audioLibrary, audioUrlSigner),
        files: createAudioFileHandlers(audioLibrary, audioUrlSigner),
        savedMixes: createSavedMixHandlers(audioLibrary, createSavedMixRepository(database)),
        tokenVerifier,
        entitlements,
      });
    },
  });
}
