import type { Express } from 'express';
import { createLogger, defaultTokenLifetimeSeconds, type DatabaseDialect } from '@steady/service-common';
import {
  createMigratedTestDatabase,
  startStubBilling,
  startTestTokenIssuer,
  testInternalToken,
  testKeyEncryptionSecret,
  type StubBilling,
  type TestDatabase,
  type TestTokenIssuer,
} from '@steady/service-common/testing';
import { contentMigrations } from '../../migrations';
import { buildApp } from '../http/app';
import {
  defaultAudioLibraryLocation,
  loadAudioLibrary,
  type AudioLibrary,
} from '../audio/load-audio-library';
import { loadCatalogue } from '../catalogue/load-catalogue';
import type { ContentDatabase } from '../database/schema';
import { startStubConsent, type StubConsent } from './stub-consent';

export interface ContentTestApp {
  app: Express;
  database: TestDatabase<ContentDatabase>;
  billing: StubBilling;
  /** The auth service's consent answer: everyone has consented unless added to `refusedUsers`. */
  consent: StubConsent;
  /** A bearer header for a signed-in user, signed by the test issuer the app trusts. */
  authorization(userId: string): Promise<string>;
  /** The stand-in auth the app trusts: signs tokens and revokes their sessions. */
  issuer: TestTokenIssuer;
  dispose(): Promise<void>;
}

let audioLibrary: AudioLibrary | undefined;

/** The real audio catalogue and files, fingerprinted once per test file rather than once per test. */
export function testAudioLibrary(): AudioLibrary {
  return (audioLibrary ??= loadAudioLibrary(defaultAudioLibraryLocation, loadCatalogue().techniques));
}

/** The content service on a fresh database, trusting a local token issuer and asking a stub billing. */
export async function startContentTestApp(dialect: DatabaseDialect): Promise<ContentTestApp> {
  const issuer: TestTokenIssuer = await startTestTokenIssuer();
  const billing = await startStubBilling();
  const consent = await startStubConsent();
  const database = await createMigratedTestDatabase<ContentDatabase>(dialect, contentMigrations);
  const app = buildApp({
    logger: createLogger({ name: 'content', level: 'silent' }),
    database,
    config: {
      authJwksUrls: [issuer.jwksUrl],
      authInternalUrls: [issuer.authInternalUrl],
      tokenLifetimeSeconds: defaultTokenLifetimeSeconds,
      billingInternalUrls: [billing.url],
      internalToken: testInternalToken,
      keyEncryptionSecret: testKeyEncryptionSecret,
    },
    healthConsentUrl: consent.url,
    audio: testAudioLibrary(),
  });
  return {
    app,
    database,
    billing,
    consent,
    issuer,
    authorization: async (userId) =>
      `Bearer ${await issuer.sign({ id: userId, email: `${userId}@example.com` })}`,
    dispose: async () => {
      await Promise.all([issuer.close(), billing.close(), consent.close()]);
      await database.dispose();
    },
  };
}
