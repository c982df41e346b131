import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { statsRanges, type StatsRange } from '@steady/contracts';

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button {
    font: inherit;
    font-weight: 600;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radii.round};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** Week, month or year: toggle buttons, the chosen one pressed. */
export function RangePicker({
  range,
  onChange,
}: {
  range: StatsRange;
  onChange: (range: StatsRange) => void;
}) {
  const intl = useIntl();
  return (
    <Group role="group" aria-label={intl.formatMessage({ id: 'stats.range.label' })}>
      {statsRanges.map((option) => (
        <button key={option} type="button" aria-pressed={option === range} onClick={() => onChange(option)}>
          <FormattedMessage id={`stats.range.${option}`} />
        </button>
      ))}
    </Group>
  );
}
