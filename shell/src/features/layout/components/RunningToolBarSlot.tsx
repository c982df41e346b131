import { useEffect, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { runningToolsChannel, useChannel } from '@steady/bus';
import { loadRemoteModule } from '@steady/ui';
import { RenderErrorBoundary } from '../../errors/components/RenderErrorBoundary';

const noFallback = () => null;

/** The frame's place for the bar: it stays at the bottom of the window while the page scrolls. */
const Dock = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 10;
`;

/**
 * Where mf-techniques' running-tool bar follows the user across pages. Its code is fetched only once the
 * `runningTools` channel says a tool is under way (a first load with nothing running fetches nothing),
 * and stays mounted after that: the bar hides itself when nothing runs off screen.
 */
export function RunningToolBarSlot() {
  const toolRunning = useChannel(runningToolsChannel).length > 0;
  const [Bar, setBar] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!toolRunning || Bar !== null) return undefined;
    let current = true;
    loadRemoteModule<{ RunningToolBar: ComponentType }>('mf_techniques', 'RunningToolBar')
      .then(({ RunningToolBar }) => {
        if (current) setBar(() => RunningToolBar);
      })
      .catch((error: unknown) => console.error('[steady] the running-tool bar is unavailable', error));
    return () => {
      current = false;
    };
  }, [toolRunning, Bar]);

  if (Bar === null) return null;
  // A bar that crashes leaves the page as it was: the tool itself is still on its own page.
  return (
    <Dock>
      <RenderErrorBoundary
        resetKey="running-tool-bar"
        failure="a remote failed while rendering"
        fallback={noFallback}
      >
        <Bar />
      </RenderErrorBoundary>
    </Dock>
  );
}
