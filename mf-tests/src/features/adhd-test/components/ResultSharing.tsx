import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdhdResult } from '@steady/contracts';
import { Alert, Button, Lead, Row, Stack, useErrorMessage } from '@steady/ui';
import { resumeSharingAdhdResult, stopSharingAdhdResult } from '../api/adhd-test-api';
import { useShareLink } from '../hooks/use-share-link';
import { ShareOutcomeMessage } from './ShareOutcomeMessage';

/** Runs one sharing change at a time, keeping its failure to show. */
function useSharingChange(initiallyShared: boolean) {
  const [shared, setShared] = useState(initiallyShared);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const change = async (request: () => Promise<void>, sharedAfter: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      await request();
      setShared(sharedAfter);
    } catch (error) {
      setFailure(error);
    }
    setBusy(false);
  };
  return { shared, busy, failure, change };
}

/** "Stop sharing?" asked in place, so the link is never closed by a slip of the finger. */
function StopSharingConfirmation({
  busy,
  onConfirm,
  onCancel,
}: {
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const questionId = useId();
  return (
    <Stack $gap={3} role="group" aria-labelledby={questionId}>
      <Lead id={questionId}>
        <FormattedMessage id="adhdResult.stopSharingQuestion" />
      </Lead>
      <Row $gap={4}>
        <Button onClick={onConfirm} disabled={busy} aria-busy={busy}>
          <FormattedMessage id="adhdResult.stopSharing" />
        </Button>
        <Button $variant="secondary" onClick={onCancel} disabled={busy}>
          <FormattedMessage id="adhdResult.keepSharing" />
        </Button>
      </Row>
    </Stack>
  );
}

/**
 * Sharing a result, and for its owner who can see it ("anyone with the link, until you stop sharing"),
 * the way to stop (after a confirmation; from then on the link shows "not found" to everyone but the
 * owner) and to share it again.
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
  const { shared, busy, failure, change } = useSharingChange(result.shared);
  const [confirming, setConfirming] = useState(false);
  const failureAlert = failure !== null && <Alert tone="error">{errorMessage(failure)}</Alert>;

  const stop = async () => {
    await change(() => stopSharingAdhdResult(result.id), false);
    setConfirming(false);
  };

  if (own && !shared) {
    return (
      <Stack $gap={3}>
        <Lead>
          <FormattedMessage id="adhdResult.sharingStopped" />
        </Lead>
        <Row $gap={4}>
          <Button
            onClick={() => void change(() => resumeSharingAdhdResult(result.id), true)}
            disabled={busy}
            aria-busy={busy}
          >
            <FormattedMessage id="adhdResult.shareAgain" />
          </Button>
          {takeTestLink}
        </Row>
        {failureAlert}
      </Stack>
    );
  }
  return (
    <Stack $gap={3}>
      {confirming ? (
        <StopSharingConfirmation
          busy={busy}
          onConfirm={() => void stop()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <Row $gap={4}>
          <Button onClick={() => void sharing.share()}>
            <FormattedMessage id="adhdResult.share" />
          </Button>
          {own && (
            <Button $variant="secondary" onClick={() => setConfirming(true)}>
              <FormattedMessage id="adhdResult.stopSharing" />
            </Button>
          )}
          {takeTestLink}
        </Row>
      )}
      {own && (
        <Lead>
          <FormattedMessage id="adhdResult.shareNote" />
        </Lead>
      )}
      {failureAlert}
      <ShareOutcomeMessage outcome={sharing.outcome} url={sharing.url} />
    </Stack>
  );
}
