import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useResource } from '@steady/app-frame';
import { Alert, Button, Card, SectionTitle, Skeleton, Stack, useErrorMessage } from '@steady/ui';
import { useFormSubmission } from '../../../shared/hooks/use-form-submission';
import { fetchHealthConsent, setHealthConsent } from '../api/consent-api';

/**
 * The consent to store health-related data (test answers, journal entries, the safety plan): shown, given or revoked here.
 * Revoking stops new health data from being stored; what is already stored stays until the user deletes it.
 */
export function HealthConsentSection() {
  const errorMessage = useErrorMessage();
  const [version, setVersion] = useState(0);
  const consent = useResource(`health-consent:${version}`, fetchHealthConsent);
  const submission = useFormSubmission();
  const saving = submission.pending;

  const change = async (granted: boolean) => {
    if (await submission.submit(() => setHealthConsent(granted))) setVersion((count) => count + 1);
  };

  return (
    <Card aria-labelledby="health-consent-title">
      <SectionTitle id="health-consent-title">
        <FormattedMessage id="selfService.consent.title" />
      </SectionTitle>
      <Stack>
        <p>
          <FormattedMessage id="selfService.consent.what" />
        </p>
        {submission.failure !== null && <Alert tone="error">{submission.failure}</Alert>}
        {consent.status === 'loading' && <Skeleton $height="3rem" />}
        {consent.status === 'failed' && <Alert tone="error">{errorMessage(consent.error)}</Alert>}
        {consent.status === 'ready' && consent.data.granted && consent.data.grantedAt && (
          <>
            <p>
              <FormattedMessage
                id="selfService.consent.given"
                values={{ date: <FormattedDate value={consent.data.grantedAt} dateStyle="long" /> }}
              />
            </p>
            <p>
              <FormattedMessage id="selfService.consent.revokeEffect" />
            </p>
            <div>
              <Button $variant="secondary" disabled={saving} onClick={() => void change(false)}>
                <FormattedMessage id="selfService.consent.revoke" />
              </Button>
            </div>
          </>
        )}
        {consent.status === 'ready' && !consent.data.granted && (
          <>
            <p>
              <FormattedMessage id="selfService.consent.notGiven" />
            </p>
            <div>
              <Button $variant="secondary" disabled={saving} onClick={() => void change(true)}>
                <FormattedMessage id="selfService.consent.give" />
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Card>
  );
}
