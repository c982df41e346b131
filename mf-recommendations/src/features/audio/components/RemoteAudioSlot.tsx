import { FormattedMessage } from 'react-intl';
import { Button, Skeleton, Stack } from '@steady/ui';
import { useTechniquesComponent } from '../../../shared/hooks/useTechniquesComponent';
import { ToolErrorBoundary } from '../../../shared/components/ToolErrorBoundary';

/** An audio player from mf-techniques, loaded when the user opens it; a calm message when it cannot be. */
export function RemoteAudioSlot<Props extends object>({
  exposedModule,
  props,
}: {
  exposedModule: string;
  props: Props;
}) {
  const { state, retry } = useTechniquesComponent<Props>(exposedModule);
  const unavailable = (onRetry: () => void) => (
    <Stack $gap={2} role="alert">
      <FormattedMessage id="audio.unavailable" />
      <div>
        <Button $variant="secondary" onClick={onRetry}>
          <FormattedMessage id="tool.retry" />
        </Button>
      </div>
    </Stack>
  );
  if (state.status === 'loading') return <Skeleton $height="8rem" aria-busy="true" />;
  if (state.status === 'failed') return unavailable(retry);
  const { Component } = state;
  return (
    <ToolErrorBoundary fallback={unavailable}>
      <Component {...props} />
    </ToolErrorBoundary>
  );
}
