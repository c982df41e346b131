import { FormattedMessage } from 'react-intl';
import { languageChannel, useChannel } from '@steady/bus';
import { Button, Row, Stack } from '@steady/ui';
import { useHandoff } from '../../../shared/handoff/tool-handoff';
import { useTechniqueName } from '../../../shared/hooks/use-technique-name';
import type { TechniqueToolProps } from '../../../shared/tool-scaffold/technique-tool-props';
import { useActiveStep } from '../hooks/use-active-step';
import { useStuckList } from '../hooks/use-stuck-list';
import { emptyStuckList, markDone, nextStep, withTask } from '../model/step-list';
import { taskFromText } from '../model/task-from-text';
import { ClearListButton } from './ClearListButton';
import { RuleChoice } from './RuleChoice';
import { StepRunner } from './StepRunner';
import { StepsSection } from './StepsSection';
import { TaskField } from './TaskField';

/**
 * From stuck to started: the user types the task, gets small first steps (written by us, matched on this
 * device), shapes them, and starts the first one as a one- or five-minute rule titled with it.
 */
export default function StuckToStartedTool(props: TechniqueToolProps) {
  const language = useChannel(languageChannel);
  const name = useTechniqueName('stuckToStarted', props.name);
  const [list, setList] = useStuckList();
  const { step: active, resumed, choose: setActive } = useActiveStep(list, props.techniqueId);
  const next = nextStep(list);

  // A task handed over (shared from another app, a brain-dump line) starts a new list, in the chosen rule.
  useHandoff('stuckTask', (text) => {
    setActive(null);
    setList((current) => withTask({ ...emptyStuckList, rule: current.rule }, taskFromText(text), language));
  });

  if (active) {
    return (
      <section aria-label={name}>
        <StepRunner
          list={list}
          step={active}
          resumed={resumed}
          technique={props}
          onNext={(following) => {
            setList((current) => markDone(current, active.id));
            setActive(following);
          }}
          onBack={(finished) => {
            if (finished) setList((current) => markDone(current, active.id));
            setActive(null);
          }}
        />
      </section>
    );
  }

  return (
    <section aria-label={name}>
      <Stack $gap={4}>
        <TaskField
          task={list.task}
          autoFocus={props.autoStart}
          onChange={(toTask) => setList((current) => withTask(current, toTask(current.task), language))}
        />
        <StepsSection list={list} language={language} onChange={setList} />
        <RuleChoice rule={list.rule} onChoose={(rule) => setList((current) => ({ ...current, rule }))} />
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
          {list.task !== '' && <ClearListButton onClear={() => setList(emptyStuckList)} />}
        </Row>
      </Stack>
    </section>
  );
}
