import { healthConsentSchema, internalHealthConsentPath } from '@steady/contracts';
import {
  createInstanceClient,
  forbidden,
  internalRequestHeaders,
  serviceUnavailable,
  type InstanceUrls,
  type Logger,
} from '@steady/service-common';
import type { AdhdTestHandlers } from './adhd-test';

const healthConsentMessages = {
  required: 'Consent to store health-related data is needed first',
  unavailable: 'Your consent cannot be checked right now, so nothing was stored. Please try again shortly.',
} as const;

interface HealthConsentChecker {
  /** Resolves when the user has consented; otherwise rejects with 403 (or 503 when auth cannot be asked). */
  require(userId: string): Promise<void>;
}

/** Asks the auth service, which keeps the consent; content never reads auth's tables (docs/architecture.md, “Data ownership”). */
export function createHealthConsentChecker(options: {
  /** Auth's instances (internal base URLs). */
  authUrls: InstanceUrls;
  internalToken: string;
  logger: Logger;
}): HealthConsentChecker {
  const auth = createInstanceClient(options.authUrls);
  return {
    async require(userId) {
      let granted: boolean;
      try {
        const response = await auth.fetch(internalHealthConsentPath(userId), {
          headers: internalRequestHeaders(options.internalToken),
          timeoutMs: 2000,
        });
        if (!response.ok) throw new Error(`auth answered ${response.status}`);
        granted = healthConsentSchema.parse(await response.json()).granted;
      } catch (error) {
        // In doubt nothing is stored: health data without a known consent is not kept.
        options.logger.warn({ err: error }, 'Health-data consent unavailable; not storing test answers');
        throw serviceUnavailable(healthConsentMessages.unavailable, { reason: 'sign_in_check_unavailable' });
      }
      if (!granted) throw forbidden(healthConsentMessages.required, { reason: 'health_consent_required' });
    },
  };
}

/** The ADHD test's handlers, storing answers only with the user's consent (scoring is unchanged). */
export function withHealthConsent(
  handlers: AdhdTestHandlers,
  consent: HealthConsentChecker,
): AdhdTestHandlers {
  return {
    ...handlers,
    async submit(userId, request) {
      await consent.require(userId);
      return handlers.submit(userId, request);
    },
  };
}
