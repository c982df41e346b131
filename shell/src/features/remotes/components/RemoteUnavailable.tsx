import { FormattedMessage } from 'react-intl';
import { Button, Card, Page, Stack } from '@steady/ui';

/** The fallback for one remote's area only; header, footer and other remotes keep working. */
export function RemoteUnavailable({ remoteName, onRetry }: { remoteName: string; onRetry: () => void }) {
  return (
    <Page>
      <Card data-remote-unavailable={remoteName} role="alert">
        <Stack>
          <strong>
            <FormattedMessage id="remote.unavailable" />
          </strong>
          <span>
            <FormattedMessage id="remote.unavailableHint" />
          </span>
          <div>
            <Button onClick={onRetry}>
              <FormattedMessage id="remote.retry" />
            </Button>
          </div>
        </Stack>
      </Card>
    </Page>
  );
}
