import { FormattedMessage } from 'react-intl';
import { ErrorBoundary } from '@steady/app-frame';
import { Button, Skeleton, Stack } from '@steady/ui';
import { useTechniquesComponent } from '../../../shared/hooks/useTechniquesComponent';

/** An audio player from mf-techniques, loaded when the user opens it; a calm message when it cannot be. */
export function RemoteAudioSlot<Props extends object>({
  exposedModule,
  props,
}: {
  exposedModule: string;
  props: Props;
}) {
  const component = useTechniquesComponent<Props>(exposedModule);
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
  if (component.status === 'loading') return <Skeleton $height="8rem" aria-busy="true" />;
  if (component.status === 'failed') return unavailable(component.retry);
  const { data: Component } = component;
  return (
    <ErrorBoundary label="a technique tool" fallback={unavailable}>
      <Component {...props} />
    </ErrorBoundary>
  );
}
