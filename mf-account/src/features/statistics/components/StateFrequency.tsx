import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { StatsResponse } from '@steady/contracts';
import { stateLabelId } from '../../../shared/state-label';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: grid;
    grid-template-columns: minmax(8rem, 12rem) 1fr;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const Track = styled.span`
  display: block;
  height: 14px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const Fill = styled.span<{ $percent: number }>`
  display: block;
  height: 100%;
  width: ${({ $percent }) => $percent}%;
  background: ${({ theme }) => theme.colors.accent};
`;

/** How often each state came up, as readable rows: the words carry the numbers, the bars the proportion. */
export function StateFrequency({ states }: { states: StatsResponse['stateFrequency'] }) {
  const intl = useIntl();
  if (states.length === 0) {
    return (
      <p>
        <FormattedMessage id="stats.states.none" />
      </p>
    );
  }
  const largest = Math.max(...states.map((item) => item.count));
  return (
    <List>
      {states.map(({ state, count }) => (
        <li key={state}>
          <span>
            <FormattedMessage
              id="stats.states.row"
              values={{ state: intl.formatMessage({ id: stateLabelId(state) }), count }}
            />
          </span>
          <Track aria-hidden="true">
            <Fill $percent={(count / largest) * 100} />
          </Track>
        </li>
      ))}
    </List>
  );
}
