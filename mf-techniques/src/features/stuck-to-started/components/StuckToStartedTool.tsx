import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { languageChannel, useChannel } from '@steady/bus';
import { stuckStepMaxLength, stuckStepsMax, type StuckList, type StuckStep } from '@steady/contracts';
import { Button, Row, Stack } from '@steady/ui';
import { useTechniqueName } from '../../../shared/hooks/use-technique-name';
import type { TechniqueToolProps } from '../../../shared/tool-scaffold/technique-tool-props';
import { useStuckList } from '../hooks/use-stuck-list';
import { addStep, emptyStuckList, markDone, nextStep, suggestAgain, withTask } from '../model/step-list';
import { StepEditor } from './StepEditor';
import { StepRunner } from './StepRunner';
import { Choice, TextField } from './stuck-styles';

/**
 * From stuck to started: the user types the task, gets small first steps (written by us, matched on this
 * device), shapes them, and starts the first one as a one- or five-minute rule titled with it.
 */
export default function StuckToStartedTool(props: TechniqueToolProps) {
  const intl = useIntl();
  const language = useChannel(languageChannel);
  const name = useTechniqueName('stuckToStarted', props.name);
  const [list, setList] = useStuckList();
  const [active, setActive] = useState<StuckStep | null>(null);
  const ids = useId();
  const next = nextStep(list);
  const change = (update: (current: StuckList) => StuckList) => setList(update);

  if (active) {
    return (
      <section aria-label={name}>
        <StepRunner
          list={list}
          step={active}
          technique={props}
          onNext={(following) => {
            change((current) => markDone(current, active.id));
            setActive(following);
          }}
          onBack={(finished) => {
            if (finished) change((current) => markDone(current, active.id));
            setActive(null);
          }}
        />
      </section>
    );
  }

  return (
    <section aria-label={name}>
      <Stack $gap={4}>
        <Stack $gap={1}>
          <label htmlFor={`${ids}-task`}>
            <strong>
              <FormattedMessage id="stuckToStarted.taskLabel" />
            </strong>
          </label>
          <TextField
            id={`${ids}-task`}
            aria-describedby={`${ids}-hint`}
            value={list.task}
            maxLength={stuckStepMaxLength}
            autoFocus={props.autoStart}
            onChange={(event) => change((current) => withTask(current, event.target.value, language))}
          />
          <span id={`${ids}-hint`}>
            <FormattedMessage id="stuckToStarted.taskHint" />
          </span>
        </Stack>
        <section aria-labelledby={`${ids}-steps`}>
          <Stack $gap={2}>
            <strong id={`${ids}-steps`}>
              <FormattedMessage id="stuckToStarted.stepsTitle" />
            </strong>
            {list.steps.length === 0 ? (
              <FormattedMessage id="stuckToStarted.stepsEmpty" />
            ) : (
              <StepEditor list={list} onChange={setList} />
            )}
            <Row>
              <Button
                type="button"
                $variant="secondary"
                disabled={list.steps.length >= stuckStepsMax}
                onClick={() => change(addStep)}
              >
                <FormattedMessage id="stuckToStarted.addStep" />
              </Button>
              {list.edited && list.task.trim() !== '' && (
                <Button
                  type="button"
                  $variant="quiet"
                  onClick={() => change((current) => suggestAgain(current, language))}
                >
                  <FormattedMessage id="stuckToStarted.suggestAgain" />
                </Button>
              )}
            </Row>
          </Stack>
        </section>
        <Choice>
          <legend>
            <FormattedMessage id="stuckToStarted.ruleLegend" />
          </legend>
          {(['oneMinuteRule', 'fiveMinuteRule'] as const).map((rule) => (
            <label key={rule}>
              <input
                type="radio"
                name={`${ids}-rule`}
                checked={list.rule === rule}
                onChange={() => change((current) => ({ ...current, rule }))}
              />{' '}
              {intl.formatMessage({
                id: rule === 'oneMinuteRule' ? 'stuckToStarted.ruleOne' : 'stuckToStarted.ruleFive',
              })}
            </label>
          ))}
        </Choice>
        <Row>
          <Button type="button" disabled={next === null} onClick={() => setActive(next)}>
            <FormattedMessage
              id={
                list.steps.some((step) => step.done)
                  ? 'stuckToStarted.startNext'
                  : 'stuckToStarted.startFirst'
              }
            />
          </Button>
          {list.task !== '' && (
            <Button type="button" $variant="quiet" onClick={() => change(() => emptyStuckList)}>
              <FormattedMessage id="stuckToStarted.startOver" />
            </Button>
          )}
        </Row>
      </Stack>
    </section>
  );
}
