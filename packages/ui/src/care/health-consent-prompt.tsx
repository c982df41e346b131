import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { apiRequest, isApiError } from '@steady/api-client';
import { healthConsentPath, healthConsentSchema } from '@steady/contracts';
import { Alert } from '../primitives/alert';
import { Button } from '../primitives/button';
import { Row, Stack } from '../primitives/layout';
import { useErrorMessage } from '../i18n/use-error-message';

/** True for the server's answer "health data needs the user's consent first". */
export const needsHealthConsent = (error: unknown) =>
  isApiError(error) && error.reason === 'health_consent_required';

interface HealthConsentPromptProps {
  /** The failed save; the prompt shows only when it failed for want of consent. */
  error: unknown;
  /** Called once consent is stored: the caller saves again what the user just gave. */
  onGranted: () => void;
  /** What declining still offers (the test's score without storing it), beside the consent button. */
  alternative?: ReactNode;
}

/**
 * Asked in context, the first time test answers or a journal entry would be stored: what is stored, why,
 * and that it can be withdrawn on the profile. Nothing is stored until the user agrees.
 */
export function HealthConsentPrompt({ error, onGranted, alternative }: HealthConsentPromptProps) {
  const errorMessage = useErrorMessage();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  if (!needsHealthConsent(error)) return null;

  const consent = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await apiRequest(healthConsentPath.replace(/^\/api/, ''), {
        method: 'PUT',
        body: { granted: true },
        schema: healthConsentSchema,
      });
      onGranted();
    } catch (caught) {
      setFailure(caught);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Alert tone="info">
      <Stack $gap={2}>
        <strong>
          <FormattedMessage id="ui.healthConsent.title" />
        </strong>
        <span>
          <FormattedMessage id="ui.healthConsent.explanation" />
        </span>
        {failure !== null && <span role="alert">{errorMessage(failure)}</span>}
        <Row $gap={3}>
          <Button type="button" disabled={saving} onClick={() => void consent()}>
            <FormattedMessage id="ui.healthConsent.agree" />
          </Button>
          {alternative}
        </Row>
      </Stack>
    </Alert>
  );
}
