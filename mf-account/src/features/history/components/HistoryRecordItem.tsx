import { useState } from 'react';
import { FormattedMessage, FormattedTime } from 'react-intl';
import styled from 'styled-components';
import type { Effectiveness, HistoryRecord } from '@steady/contracts';
import { Button, Card, Row, Stack } from '@steady/ui';
import { EffectivenessRating } from './EffectivenessRating';

/** Tight, even spacing inside a record: the Stack's gap, not paragraph margins, separates the lines. */
const RecordCard = styled(Card)`
  p {
    margin: 0;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(3)};
`;

const Time = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const State = styled.h3`
  margin: 0;
  font-size: 1.1rem;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One sitting: when, the state, the techniques used, how much they helped (asked until answered, changeable after). */
export function HistoryRecordItem({
  record,
  techniqueName,
  onRate,
}: {
  record: HistoryRecord;
  techniqueName: (id: string) => string;
  onRate: (effectiveness: Effectiveness) => Promise<void>;
}) {
  const [changing, setChanging] = useState(false);
  return (
    <RecordCard as="li">
      <Stack $gap={2}>
        <Header>
          <Time>
            <FormattedTime value={record.date} hour="2-digit" minute="2-digit" />
          </Time>
          <State>
            <FormattedMessage id={record.state ? `mood.${record.state}` : 'history.noState'} />
          </State>
        </Header>
        {record.techniques.length > 0 ? (
          <p>
            <FormattedMessage
              id="history.techniques"
              values={{ techniques: record.techniques.map(techniqueName).join(', ') }}
            />
          </p>
        ) : (
          <Muted>
            <FormattedMessage id="history.noTechniques" />
          </Muted>
        )}
        {record.xpEarned > 0 && (
          <Muted>
            <FormattedMessage id="history.xpEarned" values={{ xp: record.xpEarned }} />
          </Muted>
        )}
        {/* Only a sitting with techniques asks how much they helped; a mood alone has nothing to rate. */}
        {(record.techniques.length > 0 || record.effectiveness !== null) &&
          (record.effectiveness !== null && !changing ? (
            <Row $gap={3}>
              <span>
                <FormattedMessage id="history.effectiveness" values={{ score: record.effectiveness }} />
              </span>
              <Button $variant="quiet" onClick={() => setChanging(true)}>
                <FormattedMessage id="history.rate.change" />
              </Button>
            </Row>
          ) : (
            <EffectivenessRating
              current={record.effectiveness}
              onRate={async (effectiveness) => {
                await onRate(effectiveness);
                setChanging(false);
              }}
            />
          ))}
      </Stack>
    </RecordCard>
  );
}
