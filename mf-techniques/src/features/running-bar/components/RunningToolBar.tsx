import { useEffect, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useCompletionNoticeOnce } from '../../../shared/hooks/use-completion-notice-once';
import { useSessionSnapshot } from '../../../shared/hooks/use-tool-session';
import { toolName } from '../../../shared/session/outside-intl';
import {
  listSessions,
  resumeRunningSessions,
  storeVersion,
  subscribeToSessions,
} from '../../../shared/session/session-store';
import type { AnyToolSession } from '../../../shared/session/tool-session';
import { toolDefinitions } from '../../../tool-registry';
import { RunningToolRow } from './RunningToolRow';

/** The host keeps it at the bottom of the window (the shell's frame docks it there). */
const Bar = styled.aside`
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -4px 16px rgb(0 0 0 / 8%);
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  ul {
    list-style: none;
    margin: 0 auto;
    padding: 0;
    max-width: ${({ theme }) => theme.widths.page};
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/** A run that completes while its tool is off screen is announced from here, once. */
function CompletionNotices({ session }: { session: AnyToolSession }) {
  const intl = useIntl();
  const { completion } = useSessionSnapshot(session);
  useCompletionNoticeOnce(session, completion, toolName(intl, session.appName, session.props.name));
  return null;
}

/**
 * The small bar that follows the user across pages while a tool runs and its full view is not on screen.
 * It also brings back, after a reload, the sessions it stood for.
 */
export function RunningToolBar() {
  useSyncExternalStore(subscribeToSessions, storeVersion, storeVersion);
  useEffect(() => resumeRunningSessions(toolDefinitions), []);
  const sessions = listSessions();
  const shown = sessions.filter((session) => session.isUnderWay() && !session.isOnScreen());
  const intl = useIntl();

  return (
    <>
      {sessions.map((session) => (
        <CompletionNotices key={session.appName} session={session} />
      ))}
      {shown.length > 0 && (
        <Bar aria-label={intl.formatMessage({ id: 'runningTool.region' })}>
          <ul>
            {shown.map((session) => (
              <RunningToolRow key={session.appName} session={session} />
            ))}
          </ul>
        </Bar>
      )}
    </>
  );
}
