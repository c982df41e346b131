import { useIntl, type IntlShape } from 'react-intl';
import { Detail, Instruction } from '../../../shared/components/tool-styles';
import type { BreathingConfig } from '../machine/breathing-machine';
import { BreathingLength } from './BreathingLength';

function rhythmText(intl: IntlShape, config: BreathingConfig): string {
  const steps = config.pattern
    .filter((step) => step.durationMs > 0)
    .map((step) =>
      intl.formatMessage(
        { id: 'breathing.rhythmStep' },
        {
          phase: intl.formatMessage({ id: `breathing.phase.${step.phase}` }),
          seconds: intl.formatNumber(step.durationMs / 1000),
        },
      ),
    );
  return intl.formatMessage({ id: 'breathing.rhythm' }, { steps: steps.join(' · ') });
}

/** Before the start: how long, in which rhythm, the choice of length and the safety word. */
export function BreathingIntro({
  config,
  onLengthChange,
}: {
  config: BreathingConfig;
  onLengthChange: (totalMs: number) => void;
}) {
  const intl = useIntl();
  return (
    <>
      <Instruction>
        {intl.formatMessage({ id: 'breathing.intro' }, { minutes: config.totalMs / 60_000 })}
      </Instruction>
      <Detail>{rhythmText(intl, config)}</Detail>
      <BreathingLength totalMs={config.totalMs} onChange={onLengthChange} />
      <Detail>{intl.formatMessage({ id: 'breathing.safety' })}</Detail>
    </>
  );
}
