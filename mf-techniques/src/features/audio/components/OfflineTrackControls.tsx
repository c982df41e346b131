import { FormattedMessage } from 'react-intl';
import { Alert, Button, Row } from '@steady/ui';
import { useViewer } from '@steady/bus';
import { useOfflineTrack } from '../hooks/use-offline-track';
import { StatusText } from './audio-styles';

/**
 * "Available offline" for a track on the device (played before or kept), and for Premium the choice to
 * keep it there for good or remove it.
 */
export function OfflineTrackControls({ file, playerStatus }: { file: string; playerStatus: string }) {
  const { premium } = useViewer();
  const track = useOfflineTrack(file, playerStatus);
  if (!track.supported) return null;
  return (
    <>
      <Row>
        {track.available && (
          <StatusText data-offline-track="available">
            <FormattedMessage id="offlineAudio.available" />
          </StatusText>
        )}
        {premium &&
          (track.kept ? (
            <Button $variant="quiet" onClick={track.remove}>
              <FormattedMessage id="offlineAudio.remove" />
            </Button>
          ) : (
            <Button $variant="quiet" onClick={track.keep} disabled={track.saving}>
              <FormattedMessage id={track.saving ? 'offlineAudio.keeping' : 'offlineAudio.keep'} />
            </Button>
          ))}
      </Row>
      {track.failed && (
        <Alert tone="error">
          <FormattedMessage id="offlineAudio.keepFailed" />
        </Alert>
      )}
    </>
  );
}
