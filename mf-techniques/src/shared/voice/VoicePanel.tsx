import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { AppProviders } from '@steady/app-frame';
import { languageChannel, useChannel } from '@steady/bus';
import { Alert, Button, Row, Stack } from '@steady/ui';
import { captureCatalogs } from '../../i18n/on-use/capture';
import { useVoiceInput } from './use-voice-input';

const Panel = styled.div`
  width: min(100%, 560px);
  text-align: start;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
`;

interface VoicePanelProps {
  readonly onText: (text: string) => void;
  readonly onClose: () => void;
}

/**
 * Voice input, loaded only when the user asks for it. Before it is first turned on it says where the audio
 * goes (on this device, or to the browser maker's service); once on, it says which one is in use.
 */
export default function VoicePanel(props: VoicePanelProps) {
  return (
    <AppProviders catalogs={captureCatalogs}>
      <VoiceControls {...props} />
    </AppProviders>
  );
}

function VoiceControls({ onText, onClose }: VoicePanelProps) {
  const language = useChannel(languageChannel);
  const voice = useVoiceInput(language, onText);
  const titleId = useId();
  const startedOnOpen = useRef(false);
  const title = useRef<HTMLElement>(null);
  const { enabled, place, start } = voice;

  // The button that opened the panel is gone: keep the keyboard's place at the panel's title.
  useEffect(() => title.current?.focus(), []);

  // Already turned on earlier: opening the panel is the tap that starts listening. Turned on here, the
  // tap on "Turn on" has started it already.
  const enabledOnOpen = useRef(enabled);
  useEffect(() => {
    if (!enabledOnOpen.current || place === 'checking' || startedOnOpen.current) return;
    startedOnOpen.current = true;
    start();
  }, [place, start]);

  return (
    <Panel role="group" aria-labelledby={titleId}>
      <Stack $gap={2}>
        <strong id={titleId} ref={title} tabIndex={-1}>
          <FormattedMessage id="voice.title" />
        </strong>
        {enabled ? (
          <>
            <span>
              <FormattedMessage id={place === 'local' ? 'voice.inUse.local' : 'voice.inUse.cloud'} />
            </span>
            <Row>
              {voice.listening ? (
                <Button type="button" onClick={voice.stop}>
                  <FormattedMessage id="voice.stop" />
                </Button>
              ) : (
                <Button type="button" onClick={start}>
                  <FormattedMessage id="voice.speak" />
                </Button>
              )}
              <Button
                type="button"
                $variant="quiet"
                onClick={() => {
                  voice.turn(false);
                  onClose();
                }}
              >
                <FormattedMessage id="voice.turnOff" />
              </Button>
            </Row>
          </>
        ) : (
          <VoiceConsent voice={voice} onClose={onClose} />
        )}
        <div aria-live="polite">{voice.listening && <FormattedMessage id="voice.listening" />}</div>
        {voice.error !== null && (
          <Alert tone="error">
            <FormattedMessage id={`voice.error.${voice.error}`} />
          </Alert>
        )}
      </Stack>
    </Panel>
  );
}

/** Before the first use: where the audio goes, then "Turn on voice input" or "Not now". */
function VoiceConsent({
  voice,
  onClose,
}: {
  readonly voice: ReturnType<typeof useVoiceInput>;
  readonly onClose: () => void;
}) {
  const { place, download } = voice;
  return (
    <>
      <span>
        <FormattedMessage id={place === 'checking' ? 'voice.checking' : `voice.where.${place}`} />
      </span>
      {place === 'downloadable' && (
        <div>
          <Button
            type="button"
            $variant="secondary"
            disabled={download === 'running'}
            onClick={() => void voice.installOnDevice()}
          >
            <FormattedMessage id={download === 'running' ? 'voice.downloading' : 'voice.download'} />
          </Button>
        </div>
      )}
      {download === 'failed' && (
        <Alert tone="error">
          <FormattedMessage id="voice.downloadFailed" />
        </Alert>
      )}
      <Row>
        <Button type="button" disabled={place === 'checking'} onClick={() => voice.turn(true)}>
          <FormattedMessage id="voice.turnOn" />
        </Button>
        <Button type="button" $variant="quiet" onClick={onClose}>
          <FormattedMessage id="voice.notNow" />
        </Button>
      </Row>
    </>
  );
}
