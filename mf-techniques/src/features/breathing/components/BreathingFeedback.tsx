import { useIntl } from 'react-intl';
import { Row } from '@steady/ui';
import { ToolButton } from '../../../shared/components/ToolButton';
import { PhaseHeading } from '../../../shared/components/tool-styles';
import type { BreathingRating } from '../machine/breathing-machine';

/** After the sitting: did it help, thumbs up or down. */
export function BreathingFeedback({ onRate }: { onRate: (rating: BreathingRating) => void }) {
  const intl = useIntl();
  return (
    <>
      <PhaseHeading>{intl.formatMessage({ id: 'breathing.feedbackQuestion' })}</PhaseHeading>
      <Row>
        <ToolButton onClick={() => onRate('up')}>
          <span aria-hidden="true">👍</span> {intl.formatMessage({ id: 'breathing.feedbackUp' })}
        </ToolButton>
        <ToolButton $variant="secondary" onClick={() => onRate('down')}>
          <span aria-hidden="true">👎</span> {intl.formatMessage({ id: 'breathing.feedbackDown' })}
        </ToolButton>
      </Row>
    </>
  );
}
