import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@steady/ui';
import type { AnyToolSession } from '../../../shared/session/tool-session';
import { pictureInPicture } from '../model/picture-in-picture';

/**
 * "Pop out timer" where the browser has always-on-top windows, "Full-screen timer" elsewhere (phones,
 * Firefox, Safari). The view's code loads on the tap, so no page's first load carries it.
 */
export function TimerViewButton({ session, toolName }: { session: AnyToolSession; toolName?: string }) {
  const intl = useIntl();
  const api = pictureInPicture();
  const label = intl.formatMessage({ id: api === null ? 'timerView.fullScreen' : 'timerView.popOut' });

  const open = (event: MouseEvent<HTMLButtonElement>) => {
    const opener = event.currentTarget;
    void import('./open-timer-view').then(async ({ popOutTimer, openFullScreenTimer }) => {
      if (api === null) return openFullScreenTimer(session, opener);
      // Refused (the tap's permission ran out while the code loaded, a policy): the full-screen view.
      return popOutTimer(session, api).catch(() => openFullScreenTimer(session, opener));
    });
  };

  return (
    <Button
      $variant="quiet"
      aria-label={toolName === undefined ? undefined : `${label}: ${toolName}`}
      onClick={open}
    >
      {label}
    </Button>
  );
}
