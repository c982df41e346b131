import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { stuckStepsMax, type Language, type StuckList } from '@steady/contracts';
import { Button, Row, Stack } from '@steady/ui';
import { addStep, suggestAgain } from '../model/step-list';
import { StepEditor } from './StepEditor';

interface StepsSectionProps {
  readonly list: StuckList;
  readonly language: Language;
  readonly onChange: (next: StuckList) => void;
}

/** The steps, or a word on where they come from, with Add a step and, once changed, Suggest steps again. */
export function StepsSection({ list, language, onChange }: StepsSectionProps) {
  const title = useId();
  return (
    <section aria-labelledby={title}>
      <Stack $gap={2}>
        <strong id={title}>
          <FormattedMessage id="stuckToStarted.stepsTitle" />
        </strong>
        {list.steps.length === 0 ? (
          <FormattedMessage id="stuckToStarted.stepsEmpty" />
        ) : (
          <StepEditor list={list} onChange={onChange} />
        )}
        <Row>
          <Button
            type="button"
            $variant="secondary"
            disabled={list.steps.length >= stuckStepsMax}
            onClick={() => onChange(addStep(list))}
          >
            <FormattedMessage id="stuckToStarted.addStep" />
          </Button>
          {list.edited && list.task.trim() !== '' && (
            <Button type="button" $variant="quiet" onClick={() => onChange(suggestAgain(list, language))}>
              <FormattedMessage id="stuckToStarted.suggestAgain" />
            </Button>
          )}
        </Row>
      </Stack>
    </section>
  );
}
