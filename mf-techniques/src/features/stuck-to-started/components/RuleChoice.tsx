import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StuckList } from '@steady/contracts';
import { Choice } from './stuck-styles';

const rules = [
  ['oneMinuteRule', 'stuckToStarted.ruleOne'],
  ['fiveMinuteRule', 'stuckToStarted.ruleFive'],
] as const;

/** One minute or five for a step: the user's pick, kept with the list. */
export function RuleChoice({
  rule,
  onChoose,
}: {
  rule: StuckList['rule'];
  onChoose: (rule: StuckList['rule']) => void;
}) {
  const intl = useIntl();
  const group = useId();
  return (
    <Choice>
      <legend>
        <FormattedMessage id="stuckToStarted.ruleLegend" />
      </legend>
      {rules.map(([value, labelId]) => (
        <label key={value}>
          <input type="radio" name={group} checked={rule === value} onChange={() => onChoose(value)} />{' '}
          {intl.formatMessage({ id: labelId })}
        </label>
      ))}
    </Choice>
  );
}
