import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { stuckStepMaxLength } from '@steady/contracts';
import { Stack } from '@steady/ui';
import { VoiceInput, withSpoken } from '../../../shared/voice/VoiceInput';
import { TextField } from './stuck-styles';

interface TaskFieldProps {
  readonly task: string;
  readonly autoFocus: boolean | undefined;
  /** Given how the task changes from the list's current one, so typing and speaking never miss a change. */
  readonly onChange: (toTask: (current: string) => string) => void;
}

/** The task the user is stuck on, typed or spoken, with a hint on what to write. */
export function TaskField({ task, autoFocus, onChange }: TaskFieldProps) {
  const ids = useId();
  return (
    <Stack $gap={1}>
      <label htmlFor={`${ids}-task`}>
        <strong>
          <FormattedMessage id="stuckToStarted.taskLabel" />
        </strong>
      </label>
      <TextField
        id={`${ids}-task`}
        aria-describedby={`${ids}-hint`}
        value={task}
        maxLength={stuckStepMaxLength}
        autoFocus={autoFocus}
        onChange={(event) => onChange(() => event.target.value)}
      />
      <span id={`${ids}-hint`}>
        <FormattedMessage id="stuckToStarted.taskHint" />
      </span>
      <VoiceInput
        onText={(spoken) => onChange((current) => withSpoken(current, spoken).slice(0, stuckStepMaxLength))}
      />
    </Stack>
  );
}
