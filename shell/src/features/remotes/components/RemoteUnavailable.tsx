import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, Card, Page, Stack } from '@steady/ui';
import { offlineSectionId } from '../../offline';

/**
 * The fallback for one remote's area only; header, footer and other remotes keep working. Offline, it is a
 * page this device has not kept yet: said so, with where to keep all of Steady.
 */
export function RemoteUnavailable({ remoteName, onRetry }: { remoteName: string; onRetry: () => void }) {
  const offline = !navigator.onLine;
  return (
    <Page>
      <Card data-remote-unavailable={remoteName} role="alert">
        <Stack>
          <strong>
            <FormattedMessage id={offline ? 'remote.notKept' : 'remote.unavailable'} />
          </strong>
          <span>
            {offline ? (
              <FormattedMessage
                id="remote.notKeptHint"
                values={{ link: (text) => <Link to={`/support#${offlineSectionId}`}>{text}</Link> }}
              />
            ) : (
              <FormattedMessage id="remote.unavailableHint" />
            )}
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
