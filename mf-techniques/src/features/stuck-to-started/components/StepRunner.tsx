import { FormattedMessage } from 'react-intl';
import type { StuckList, StuckStep } from '@steady/contracts';
import { Alert, Button, Row, Stack } from '@steady/ui';
import type { SessionProps } from '../../../shared/session/tool-definition';
import { fiveMinuteRule } from '../../five-minute-rule';
import { oneMinuteRule } from '../../one-minute-rule';
import { useStepFinished } from '../hooks/use-step-finished';
import { nextStep } from '../model/step-list';

interface StepRunnerProps {
  readonly list: StuckList;
  readonly step: StuckStep;
  /** Brought back after a reload: its run is shown as it stands, not started afresh. */
  readonly resumed: boolean;
  /** This technique's id and XP: a real run of the step pays them. */
  readonly technique: SessionProps;
  readonly onNext: (next: StuckStep) => void;
  /** `finished`: the step's run had ended, so it counts as done. */
  readonly onBack: (finished: boolean) => void;
}

/**
 * The step under way as the one- or five-minute rule, titled with the step; once it ends, the next step
 * is offered (the step counts as done from then on).
 */
export function StepRunner({ list, step, resumed, technique, onNext, onBack }: StepRunnerProps) {
  const rule = list.rule === 'oneMinuteRule' ? oneMinuteRule : fiveMinuteRule;
  const finished = useStepFinished(list.rule);
  const following = nextStep({
    ...list,
    steps: list.steps.map((candidate) =>
      candidate.id === step.id ? { ...candidate, done: true } : candidate,
    ),
  });
  return (
    <Stack $gap={3}>
      <rule.Tool
        key={step.id}
        techniqueId={technique.techniqueId}
        xp={technique.xp}
        name={step.text}
        task={step.text}
        autoStart={!resumed}
      />
      {finished &&
        (following ? (
          <Alert>
            <Stack $gap={2}>
              <FormattedMessage id="stuckToStarted.next" values={{ step: following.text }} />
              <Row>
                <Button type="button" onClick={() => onNext(following)}>
                  <FormattedMessage id="stuckToStarted.startNext" />
                </Button>
              </Row>
            </Stack>
          </Alert>
        ) : (
          <Alert tone="success">
            <FormattedMessage id="stuckToStarted.allDone" />
          </Alert>
        ))}
      <Row>
        <Button type="button" $variant="secondary" onClick={() => onBack(finished)}>
          <FormattedMessage id="stuckToStarted.backToList" />
        </Button>
      </Row>
    </Stack>
  );
}
