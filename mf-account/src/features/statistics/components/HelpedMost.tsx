import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { StatsResponse } from '@steady/contracts';

const States = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
  ol {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

/** Per state, the techniques the user's own ratings put highest, with the average and how many ratings. */
export function HelpedMost({
  helpedMost,
  techniqueName,
}: {
  helpedMost: StatsResponse['helpedMost'];
  techniqueName: (id: string) => string;
}) {
  const intl = useIntl();
  if (helpedMost.length === 0) {
    return (
      <p>
        <FormattedMessage id="stats.helped.none" />
      </p>
    );
  }
  return (
    <States>
      {helpedMost.map(({ state, techniques }) => (
        <div key={state}>
          <dt>{intl.formatMessage({ id: `mood.${state}` })}</dt>
          <dd>
            <ol>
              {techniques.map((technique) => (
                <li key={technique.techniqueId}>
                  <FormattedMessage
                    id="stats.helped.row"
                    values={{
                      name: techniqueName(technique.techniqueId),
                      average: intl.formatNumber(technique.averageRating, { maximumFractionDigits: 1 }),
                      ratings: technique.ratings,
                    }}
                  />
                </li>
              ))}
            </ol>
          </dd>
        </div>
      ))}
    </States>
  );
}
