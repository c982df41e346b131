import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ChoiceRow, Field, Fieldset } from '../../../shared/components/field-styles';
import type { PeriodChoice } from '../model/choices';

const Dates = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const kinds = ['last30', 'last90', 'dates'] as const;

/** The last 30 or 90 days, or two dates. */
export function PeriodFields({
  period,
  onChange,
  invalid,
}: {
  period: PeriodChoice;
  onChange: (period: PeriodChoice) => void;
  /** The server refused the dates: both fields are marked, the message is shown by the page. */
  invalid: boolean;
}) {
  const choose = (kind: (typeof kinds)[number]) =>
    onChange(kind === 'dates' ? { kind, from: '', to: '' } : { kind });
  return (
    <Fieldset>
      <legend>
        <FormattedMessage id="summary.period.legend" />
      </legend>
      <ChoiceRow>
        {kinds.map((kind) => (
          <label key={kind}>
            <input
              type="radio"
              name="summary-period"
              value={kind}
              checked={period.kind === kind}
              onChange={() => choose(kind)}
            />
            <FormattedMessage id={`summary.period.${kind}`} />
          </label>
        ))}
      </ChoiceRow>
      {period.kind === 'dates' && (
        <Dates>
          {(['from', 'to'] as const).map((end) => (
            <Field key={end}>
              <label htmlFor={`summary-${end}`}>
                <FormattedMessage id={`summary.period.${end}`} />
              </label>
              <input
                id={`summary-${end}`}
                type="date"
                value={period[end]}
                aria-invalid={invalid}
                onChange={(event) => onChange({ ...period, [end]: event.target.value })}
              />
            </Field>
          ))}
        </Dates>
      )}
    </Fieldset>
  );
}
