import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdhdResult } from '@steady/contracts';
import { Alert, Button, Lead, Row, Stack, useErrorMessage } from '@steady/ui';
import { stopSharingAdhdResult } from '../api/adhd-test-api';
import { useShareLink } from '../hooks/use-share-link';
import { ShareOutcomeMessage } from './ShareOutcomeMessage';

/**
 * Sharing a result, and for its owner who can see it ("anyone with the link, until you stop sharing")
 * and the way to stop: from then on the link shows "not found" to everyone but the owner.
 */
export function ResultSharing({
  result,
  own,
  takeTestLink,
}: {
  result: AdhdResult;
  own: boolean;
  takeTestLink: ReactNode;
}) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const sharing = useShareLink(intl.formatMessage({ id: 'adhdResult.shareTitle' }));
  const [stopped, setStopped] = useState(!result.shared);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const stop = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await stopSharingAdhdResult(result.id);
      setStopped(true);
    } catch (error) {
      setFailure(error);
    }
    setBusy(false);
  };

  if (own && stopped) {
    return (
      <Stack $gap={3}>
        <Lead>
          <FormattedMessage id="adhdResult.sharingStopped" />
        </Lead>
        <div>{takeTestLink}</div>
      </Stack>
    );
  }
  return (
    <Stack $gap={3}>
      <Row $gap={4}>
        <Button onClick={() => void sharing.share()}>
          <FormattedMessage id="adhdResult.share" />
        </Button>
        {own && (
          <Button $variant="secondary" onClick={() => void stop()} disabled={busy} aria-busy={busy}>
            <FormattedMessage id="adhdResult.stopSharing" />
          </Button>
        )}
        {takeTestLink}
      </Row>
      {own && (
        <Lead>
          <FormattedMessage id="adhdResult.shareNote" />
        </Lead>
      )}
      {failure !== null && <Alert tone="error">{errorMessage(failure)}</Alert>}
      <ShareOutcomeMessage outcome={sharing.outcome} url={sharing.url} />
    </Stack>
  );
}
