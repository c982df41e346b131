import type { Express } from 'express';
import {
  createEntitlementClient,
  createKeyCipher,
  createIdempotencyStore,
  createServiceApp,
  idempotentWrites,
  createRemoteTokenVerifier,
  generateInternalToken,
  type ServiceConfig,
  type ServiceDependencies,
} from '@steady/service-common';
import { createAudioUrlSigner } from '../audio-files/audio-url-signer';
import {
  defaultAudioLibraryLocation,
  guideSecondsOf,
  loadAudioLibrary,
  type AudioLibrary,
} from '../audio/load-audio-library';
import { createAudioSigningSecret } from '../audio-files/signing-secret';
import { loadCatalogue } from '../catalogue/load-catalogue';
import { createHealthConsentChecker, withHealthConsent } from '../adhd-test/health-consent';
import { createAdhdTestHandlers } from '../adhd-test/adhd-test';
import { createAudioHandlers } from '../audio/audio';
import { createAudioFileHandlers } from '../audio-files/audio-files';
import { createCatalogueHandlers } from '../catalogue/catalogue-handlers';
import { createLikeHandlers } from '../likes/likes';
import { createSavedMixHandlers } from '../saved-mixes/saved-mixes';
import { createShortTestHandlers } from '../short-test/short-test';
import { createContentUserDataHandlers } from '../user-data/user-data';
import { createAdhdTestResultRepository } from '../adhd-test/adhd-test-results-repository';
import { createSavedMixRepository } from '../saved-mixes/saved-mixes-repository';
import type { ContentDatabase } from '../database/schema';
import { createServiceSecretRepository } from '../audio-files/service-secrets-repository';
import { createTechniqueLikeRepository } from '../likes/technique-likes-repository';
import { createContentUserDataRepository } from '../user-data/user-data-repository';
import { registerAdhdTestRoutes } from '../adhd-test/adhd-test-routes';
import { registerAudioRoutes } from '../audio/audio-routes';
import { registerCatalogueRoutes } from '../catalogue/catalogue-routes';
import { registerInternalRoutes } from '../user-data/user-data-routes';
import { registerLikeRoutes } from '../likes/like-routes';
import { registerShortTestRoutes } from '../short-test/short-test-routes';
import type { ContentSettings } from '../settings';
import { loadTestContent } from '../test-content/load-test-content';

type ContentDependencies = Pick<ServiceDependencies<ContentDatabase>, 'logger' | 'database'> &
  Partial<Pick<ServiceDependencies<ContentDatabase>, 'traffic'>> & {
    /** Signed-in routes verify tokens against the auth service's published keys and its sessions. */
    config: Pick<ServiceConfig, 'authJwksUrls' | 'authInternalUrls' | 'tokenLifetimeSeconds'> &
      /** Where premium entitlements are asked; without it nobody is premium (premium steps stay locked). */
      Partial<Pick<ServiceConfig, 'billingInternalUrls' | 'internalToken'>> &
      Pick<ContentSettings, 'keyEncryptionSecret'> &
      Partial<ContentSettings>;
    /** Where the health-data consent is asked; auth's internal API unless a test gives a stand-in. */
    healthConsentUrl?: string;
    /** The audio catalogue and files; read from data/audio.json and audio/ when not given. */
    audio?: AudioLibrary;
  };

/** The other services content asks: auth about tokens and health-data consent, billing about premium. */
function otherServices(
  { logger, config, healthConsentUrl }: Pick<ContentDependencies, 'logger' | 'config' | 'healthConsentUrl'>,
  internalToken: string,
) {
  const tokenVerifier = createRemoteTokenVerifier({
    jwksUrls: config.authJwksUrls,
    authInternalUrls: config.authInternalUrls,
    internalToken,
    tokenLifetimeSeconds: config.tokenLifetimeSeconds,
  });
  const entitlements = createEntitlementClient({
    billingUrls: config.billingInternalUrls,
    internalToken,
    logger,
    // One page opens several content calls: a premium answer is reused for 30 s. A "no" is not reused: a
    // page that asked just before the checkout (the premium page counts the audio catalogue) would
    // otherwise keep the next page locked for someone who has just subscribed. A failed lookup is reused
    // for 5 s, so a billing outage does not cost every call the lookup's timeout.
    premiumCacheMs: 30_000,
    notPremiumCacheMs: 0,
    unavailableCacheMs: 5_000,
  });
  const healthConsent = createHealthConsentChecker({
    authUrls: healthConsentUrl ?? config.authInternalUrls,
    internalToken,
    logger,
  });
  return { tokenVerifier, entitlements, healthConsent };
}

/** The tests, the catalogue and the audio library content serves, and the signer of premium audio addresses. */
function loadContent({
  database,
  config,
  audio,
}: Pick<ContentDependencies, 'database' | 'config' | 'audio'>) {
  const testContent = loadTestContent();
  const catalogue = loadCatalogue();
  const audioLibrary = audio ?? loadAudioLibrary(defaultAudioLibraryLocation, catalogue.techniques);
  const audioUrlSigner = createAudioUrlSigner({
    secret: createAudioSigningSecret({
      configured: config.audioSigningSecret,
      secrets: createServiceSecretRepository(database),
      cipher: createKeyCipher(config.keyEncryptionSecret),
    }),
  });
  return { testContent, catalogue, audioLibrary, audioUrlSigner };
}

interface MountingParts {
  database: ContentDependencies['database'];
  internalToken: string;
  services: ReturnType<typeof otherServices>;
  content: ReturnType<typeof loadContent>;
}

/** The /internal user-data API, then the self-reflection test and the short test. */
function mountUserDataAndTests(app: Express, { database, internalToken, services, content }: MountingParts) {
  const { testContent, catalogue, audioLibrary } = content;
  const userData = createContentUserDataHandlers(createContentUserDataRepository(database), {
    catalogue,
    audio: audioLibrary,
    adhdTest: testContent.adhdTest,
  });
  registerInternalRoutes(app, userData, internalToken);
  registerAdhdTestRoutes(
    app,
    withHealthConsent(
      createAdhdTestHandlers(testContent.adhdTest, createAdhdTestResultRepository(database)),
      services.healthConsent,
    ),
    services.tokenVerifier,
  );
  registerShortTestRoutes(app, createShortTestHandlers(testContent.shortTest));
}

/** The catalogue and its likes, which count from one repository. */
function mountCatalogueAndLikes(app: Express, { database, services, content }: MountingParts) {
  const { catalogue, audioLibrary } = content;
  const { tokenVerifier, entitlements } = services;
  const techniqueLikes = createTechniqueLikeRepository(database);
  registerCatalogueRoutes(app, {
    handlers: createCatalogueHandlers(catalogue, techniqueLikes, guideSecondsOf(audioLibrary)),
    tokenVerifier,
    entitlements,
  });
  registerLikeRoutes(
    app,
    createLikeHandlers(catalogue, techniqueLikes),
    tokenVerifier,
    idempotentWrites(createIdempotencyStore(database)),
  );
}

function mountAudio(app: Express, { database, services, content }: MountingParts) {
  const { audioLibrary, audioUrlSigner } = content;
  registerAudioRoutes(app, {
    audio: createAudioHandlers(audioLibrary, audioUrlSigner),
    files: createAudioFileHandlers(audioLibrary, audioUrlSigner),
    savedMixes: createSavedMixHandlers(audioLibrary, createSavedMixRepository(database)),
    tokenVerifier: services.tokenVerifier,
    entitlements: services.entitlements,
  });
}

/** The content service: the self-reflection and short tests, the catalogue, likes and audio. */
export function buildApp(dependencies: ContentDependencies): Express {
  const { logger, database, config, traffic } = dependencies;
  // A test app built without one gets a secret nobody knows: its /internal API stays closed.
  const internalToken = config.internalToken ?? generateInternalToken();
  const parts = {
    database,
    internalToken,
    services: otherServices(dependencies, internalToken),
    content: loadContent(dependencies),
  };
  return createServiceApp({
    name: 'content',
    logger,
    database,
    traffic,
    routes: (app) => {
      mountUserDataAndTests(app, parts);
      mountCatalogueAndLikes(app, parts);
      mountAudio(app, parts);
    },
  });
}
