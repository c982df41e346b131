import { memo, useId } from 'react';
import { useIntl } from 'react-intl';
import { isWebAudioAvailable } from '../audio/audio-context';
import { notificationsSupported, setNotifications, setSoundCue } from '../alerts/alert-preferences';
import { useNotificationsOn, useSoundCueOn } from '../hooks/use-alert-preferences';
import { CheckboxLabel } from './tool-styles';

/**
 * How the end of a step reaches a user who is not watching: the soft tone (with a buzz on phones), on by
 * default for tools longer than a minute; and, only if the user asks, a system notification while the
 * tab is hidden (the browser asks for permission at that moment, never before). Memoised: reading the
 * notification permission asks the browser each time (10 ms of a tap at 4x CPU slowdown), and nothing it
 * shows changes with the tool's every tap and second.
 */
export const AlertToggles = memo(function AlertToggles({ runMs }: { runMs: number }) {
  const intl = useIntl();
  const soundId = useId();
  const notifyId = useId();
  const soundOn = useSoundCueOn(runMs);
  const notificationsOn = useNotificationsOn();
  return (
    <>
      {isWebAudioAvailable() && (
        <CheckboxLabel htmlFor={soundId}>
          <input
            id={soundId}
            type="checkbox"
            checked={soundOn}
            onChange={(event) => setSoundCue(event.target.checked)}
          />
          {intl.formatMessage({ id: 'tool.soundCue' })}
        </CheckboxLabel>
      )}
      {notificationsSupported() && (
        <CheckboxLabel htmlFor={notifyId}>
          <input
            id={notifyId}
            type="checkbox"
            checked={notificationsOn}
            onChange={(event) => void setNotifications(event.target.checked)}
          />
          {intl.formatMessage({ id: 'tool.notifyWhenHidden' })}
        </CheckboxLabel>
      )}
    </>
  );
});
