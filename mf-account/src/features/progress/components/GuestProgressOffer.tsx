import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '@steady/bus';
import { userStateActions, userStateChannel } from '@steady/user-state';
import { Alert, Button, Card, Row, SectionTitle, Stack, useErrorMessage } from '@steady/ui';
import { claimGuestProgress, fetchProgress } from '../api/progress-api';
import { guestProgressClaim } from '../hooks/guest-progress';

/**
 * Right after sign-up, when this device holds progress made as a guest: keep it (it is added to the new
 * account) or start fresh. Either way the local copy then mirrors the account's progress.
 */
export function GuestProgressOffer({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { progress, history } = userStateChannel.get();

  const answer = async (keep: boolean) => {
    setPending(true);
    setFailure(null);
    try {
      const accountProgress = keep
        ? await claimGuestProgress(guestProgressClaim(userStateChannel.get()))
        : await fetchProgress();
      userStateActions.replaceProgress(accountProgress);
      if (keep) showToast(intl.formatMessage({ id: 'guestProgress.kept' }), 'success');
      onDone();
    } catch (error) {
      setFailure(error);
      setPending(false);
    }
  };

  return (
    <Card aria-labelledby="guest-progress-title">
      <Stack>
        <SectionTitle id="guest-progress-title">
          <FormattedMessage id="guestProgress.question" />
        </SectionTitle>
        <p>
          <FormattedMessage
            id="guestProgress.summary"
            values={{ level: progress.level, xp: progress.xp, count: history.length }}
          />
        </p>
        {failure !== null && <Alert tone="error">{errorMessage(failure)}</Alert>}
        <Row>
          <Button onClick={() => void answer(true)} disabled={pending}>
            <FormattedMessage id="guestProgress.keep" />
          </Button>
          <Button $variant="secondary" onClick={() => void answer(false)} disabled={pending}>
            <FormattedMessage id="guestProgress.startFresh" />
          </Button>
        </Row>
      </Stack>
    </Card>
  );
}
