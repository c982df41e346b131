import { apiRequest } from '@steady/api-client';
import { healthConsentPath, healthConsentSchema, type HealthConsent } from '@steady/contracts';

const consentPath = healthConsentPath.replace(/^\/api/, '');

export function fetchHealthConsent(): Promise<HealthConsent> {
  return apiRequest(consentPath, { schema: healthConsentSchema });
}

export function setHealthConsent(granted: boolean): Promise<HealthConsent> {
  return apiRequest(consentPath, { method: 'PUT', body: { granted }, schema: healthConsentSchema });
}
