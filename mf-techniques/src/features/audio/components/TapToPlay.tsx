import { FormattedMessage } from 'react-intl';
import { Alert, Button, Stack } from '@steady/ui';

/** The browser blocked sound until a gesture: say so and offer the tap, never fail silently. */
export function TapToPlay({ onTap }: { onTap: () => void }) {
  return (
    <Stack $gap={2}>
      <Alert tone="info">
        <FormattedMessage id="audio.error.blocked" />
      </Alert>
      <div>
        <Button onClick={onTap}>
          <FormattedMessage id="audio.tapToPlay" />
        </Button>
      </div>
    </Stack>
  );
}
