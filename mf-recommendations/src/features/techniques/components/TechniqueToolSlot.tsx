import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { AppName, Mood } from '@steady/contracts';
import { ErrorBoundary } from '@steady/app-frame';
import { Button, Skeleton, Stack } from '@steady/ui';
import { useTechniqueTool } from '../hooks/useTechniqueTool';

/** The tool's space is held while it loads, so the page does not jump when it appears. */
const ToolArea = styled.div`
  min-height: 280px;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  padding: ${({ theme }) => theme.space(4)};
`;

function ToolUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <ToolArea role="alert">
      <Stack>
        <strong>
          <FormattedMessage id="tool.unavailable" />
        </strong>
        <span>
          <FormattedMessage id="tool.unavailableHint" />
        </span>
        <div>
          <Button $variant="secondary" onClick={onRetry}>
            <FormattedMessage id="tool.retry" />
          </Button>
        </div>
      </Stack>
    </ToolArea>
  );
}

interface TechniqueToolSlotProps {
  appName: AppName;
  techniqueId: string;
  xp: number;
  name: string;
  mood: Mood | undefined;
  /** Opened by the card's main button: the tool starts at once. */
  autoStart: boolean;
  onClose: () => void;
}

/** An interactive technique opened in place: the tool from mf-techniques, or a calm fallback. */
export function TechniqueToolSlot({
  appName,
  techniqueId,
  xp,
  name,
  mood,
  autoStart,
  onClose,
}: TechniqueToolSlotProps) {
  const tool = useTechniqueTool();
  if (tool.status === 'loading') {
    return (
      <ToolArea aria-busy="true">
        <Stack>
          <FormattedMessage id="tool.loading" />
          <Skeleton $height="10rem" />
        </Stack>
      </ToolArea>
    );
  }
  if (tool.status === 'failed') return <ToolUnavailable onRetry={tool.retry} />;
  const { data: Tool } = tool;
  return (
    <ErrorBoundary
      label="a technique tool"
      fallback={(retryRender) => <ToolUnavailable onRetry={retryRender} />}
    >
      <Tool
        appName={appName}
        techniqueId={techniqueId}
        xp={xp}
        name={name}
        mood={mood}
        autoStart={autoStart}
        onClose={onClose}
      />
    </ErrorBoundary>
  );
}
