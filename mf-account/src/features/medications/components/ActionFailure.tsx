import { Alert, HealthConsentPrompt, needsHealthConsent, useErrorMessage } from '@steady/ui';

/** Why a write was refused, in the user's words; for want of health-data consent, the consent in context. */
export function ActionFailure({ error, onConsented }: { error: unknown; onConsented: () => void }) {
  const errorMessage = useErrorMessage();
  if (error === null) return null;
  if (needsHealthConsent(error)) return <HealthConsentPrompt error={error} onGranted={onConsented} />;
  return <Alert tone="error">{errorMessage(error)}</Alert>;
}
