import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { DoseRequest } from '@steady/contracts';
import { Button } from '@steady/ui';
import { inputLook } from '../../../shared/components/field-styles';
import { toLocalInputValue } from '../../../shared/local-time';
import { useLogAction } from '../hooks/use-log-action';
import { instantOf } from '../model/times';
import { ActionFailure } from './ActionFailure';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  input {
    ${inputLook}
  }
`;

/** "Taken" at now, or at a time the user sets (a dose logged later). */
export function TakenForm({
  name,
  onTaken,
}: {
  name: string;
  onTaken: (dose: DoseRequest) => Promise<void>;
}) {
  const intl = useIntl();
  const id = useId();
  const { busy, error, run } = useLogAction();
  // Untouched, the time is "now" when the button is pressed, however long the page has been open.
  const [chosen, setChosen] = useState<string | null>(null);

  const save = async () => {
    const takenAt = chosen === null ? new Date().toISOString() : instantOf(chosen);
    if (takenAt === null) return;
    if (await run(() => onTaken({ takenAt }))) setChosen(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  return (
    <form onSubmit={submit}>
      <Line>
        <input
          id={id}
          type="datetime-local"
          required
          aria-label={intl.formatMessage({ id: 'medications.takenAt' }, { name })}
          value={chosen ?? toLocalInputValue(new Date())}
          onChange={(event) => setChosen(event.target.value)}
        />
        <Button
          type="submit"
          disabled={busy}
          aria-label={`${name}: ${intl.formatMessage({ id: 'medications.taken' })}`}
        >
          <FormattedMessage id={busy ? 'medications.saving' : 'medications.taken'} />
        </Button>
      </Line>
      <ActionFailure error={error} onConsented={() => void save()} />
    </form>
  );
}
