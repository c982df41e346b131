import { FormattedDate, FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { HistoryRecord } from '@steady/contracts';
import { ButtonLink, Card, Lead, Page, PageTitle, Skeleton, Stack } from '@steady/ui';
import { LoadFailed } from '../../../shared/components/LoadFailed';
import { RequireSignIn } from '../../session';
import { useHistory } from '../hooks/use-history';
import { useTechniqueNames } from '../hooks/use-technique-names';
import { HistoryRecordItem } from './HistoryRecordItem';

const DayList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const DayHeading = styled.h2`
  font-size: 1.15rem;
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
`;

/** Records grouped by the reader's calendar day, keeping the server's newest-first order. */
function byDay(records: readonly HistoryRecord[]): { day: string; records: HistoryRecord[] }[] {
  const days: { day: string; records: HistoryRecord[] }[] = [];
  for (const record of records) {
    const day = new Date(record.date).toDateString();
    const last = days.at(-1);
    if (last?.day === day) last.records.push(record);
    else days.push({ day, records: [record] });
  }
  return days;
}

function HistoryContent() {
  const { history, rate } = useHistory();
  const techniqueName = useTechniqueNames(history.status === 'ready' ? history.data : []);

  if (history.status === 'loading') {
    return (
      <Stack aria-busy="true">
        <Skeleton $height="7rem" />
        <Skeleton $height="7rem" />
      </Stack>
    );
  }
  if (history.status === 'failed') {
    return <LoadFailed error={history.error} onRetry={history.retry} />;
  }
  if (history.data.length === 0) {
    return (
      <Card>
        <Stack>
          <p>
            <FormattedMessage id="history.empty" />
          </p>
          <div>
            <ButtonLink to="/">
              <FormattedMessage id="history.empty.action" />
            </ButtonLink>
          </div>
        </Stack>
      </Card>
    );
  }
  return (
    <div>
      {byDay(history.data).map(({ day, records }) => (
        <section key={day}>
          <DayHeading>
            <FormattedDate
              value={records[0]?.date}
              weekday="long"
              day="numeric"
              month="long"
              year="numeric"
            />
          </DayHeading>
          <DayList>
            {records.map((record) => (
              <HistoryRecordItem
                key={record.id}
                record={record}
                techniqueName={techniqueName}
                onRate={(effectiveness) => rate(record.id, effectiveness)}
              />
            ))}
          </DayList>
        </section>
      ))}
    </div>
  );
}

/** `/history`: moods and techniques, newest first, readable at a glance. Guests are sent to /login. */
export function HistoryPage() {
  return (
    <RequireSignIn>
      {() => (
        <Page>
          <PageTitle>
            <FormattedMessage id="history.title" />
          </PageTitle>
          <Lead>
            <FormattedMessage id="history.lead" />
          </Lead>
          <HistoryContent />
        </Page>
      )}
    </RequireSignIn>
  );
}
