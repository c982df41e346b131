import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CheckboxLabel } from '../../../shared/components/tool-styles';
import { breathingLengthsMinutes } from '../machine/breathing-machine';

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  legend {
    width: 100%;
    text-align: center;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const minuteMs = 60_000;

/** 1, 2, 3 or 5 minutes, chosen before the start; 2 unless the user picks another. */
export function BreathingLength({
  totalMs,
  onChange,
}: {
  totalMs: number;
  onChange: (totalMs: number) => void;
}) {
  const intl = useIntl();
  const groupName = useId();
  return (
    <Choices>
      <legend>{intl.formatMessage({ id: 'breathing.length' })}</legend>
      {breathingLengthsMinutes.map((minutes) => (
        <CheckboxLabel key={minutes}>
          <input
            type="radio"
            name={groupName}
            checked={totalMs === minutes * minuteMs}
            onChange={() => onChange(minutes * minuteMs)}
          />
          {intl.formatMessage({ id: 'breathing.lengthMinutes' }, { minutes })}
        </CheckboxLabel>
      ))}
    </Choices>
  );
}
