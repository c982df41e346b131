import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { stuckStepMaxLength, type StuckList } from '@steady/contracts';
import { Button } from '@steady/ui';
import { deleteStep, editStep, moveStep } from '../model/step-list';
import { StepField } from './StepField';
import { StepRow, Steps } from './stuck-styles';

interface StepEditorProps {
  readonly list: StuckList;
  readonly onChange: (next: StuckList) => void;
}

/** Each step editable in place, with Up, Down and Delete buttons (keyboard reachable, named per step). */
export function StepEditor({ list, onChange }: StepEditorProps) {
  const intl = useIntl();
  const listRef = useRef<HTMLOListElement>(null);
  // After a move the pressed button stays with its step, so a keyboard user can go on moving it.
  const move = (id: string, by: -1 | 1, control: 'up' | 'down') => {
    onChange(moveStep(list, id, by));
    requestAnimationFrame(() =>
      listRef.current
        ?.querySelector<HTMLButtonElement>(`[data-step="${id}"][data-control="${control}"]`)
        ?.focus(),
    );
  };
  return (
    <Steps ref={listRef}>
      {list.steps.map((step, index) => {
        const number = index + 1;
        return (
          <StepRow key={step.id} $done={step.done}>
            <StepField
              aria-label={intl.formatMessage(
                { id: step.done ? 'stuckToStarted.stepDone' : 'stuckToStarted.stepLabel' },
                { number },
              )}
              value={step.text}
              maxLength={stuckStepMaxLength}
              onChange={(event) => onChange(editStep(list, step.id, event.target.value))}
            />
            <Button
              type="button"
              $variant="quiet"
              data-step={step.id}
              data-control="up"
              disabled={index === 0}
              aria-label={intl.formatMessage({ id: 'stuckToStarted.moveUp' }, { number })}
              onClick={() => move(step.id, -1, 'up')}
            >
              ↑
            </Button>
            <Button
              type="button"
              $variant="quiet"
              data-step={step.id}
              data-control="down"
              disabled={index === list.steps.length - 1}
              aria-label={intl.formatMessage({ id: 'stuckToStarted.moveDown' }, { number })}
              onClick={() => move(step.id, 1, 'down')}
            >
              ↓
            </Button>
            <Button
              type="button"
              $variant="quiet"
              aria-label={intl.formatMessage({ id: 'stuckToStarted.delete' }, { number })}
              onClick={() => onChange(deleteStep(list, step.id))}
            >
              ✕
            </Button>
          </StepRow>
        );
      })}
    </Steps>
  );
}
