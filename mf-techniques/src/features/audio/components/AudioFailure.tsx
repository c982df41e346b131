import { FormattedMessage } from 'react-intl';
import { Alert, Button, Stack } from '@steady/ui';
import type { AudioLoadFailure } from '../engine/audio-buffers';

/** Spec §8's audio errors, each in words, always with a way to try again. */
export function AudioFailure({
  failure,
  onRetry,
}: {
  failure: AudioLoadFailure | null;
  onRetry: () => void;
}) {
  return (
    <Stack $gap={2}>
      <Alert tone="error">
        <strong>
          <FormattedMessage id="audio.error.unavailable" />
        </strong>{' '}
        <FormattedMessage id={`audio.error.${failure ?? 'loadFailed'}`} />
      </Alert>
      <div>
        <Button $variant="secondary" onClick={onRetry}>
          <FormattedMessage id="audio.retry" />
        </Button>
      </div>
    </Stack>
  );
}
