import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Row, Stack } from '@steady/ui';
import { stateLabelId } from '../../../shared/state-label';
import type { JournalListEntry } from '../model/queued-entries';

const Entry = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  padding: ${({ theme }) => theme.space(5)};
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  max-width: ${({ theme }) => theme.widths.text};
`;

const Tags = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  li {
    padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: 0.9rem;
  }
`;

interface JournalEntryCardProps {
  entry: JournalListEntry;
  techniqueName: (id: string) => string;
  /** Absent when the journal is read-only (Premium ended). */
  onEdit?: () => void;
  onDelete?: () => void;
}

/**
 * One entry as it reads back: when, the state, check-in answers, what helped, the text and tags, and
 * whether it still waits on this device to reach the server.
 */
export function JournalEntryCard({ entry, techniqueName, onEdit, onDelete }: JournalEntryCardProps) {
  const intl = useIntl();
  const stateLabel = intl.formatMessage({ id: stateLabelId(entry.state) });
  return (
    <Entry aria-label={intl.formatDate(entry.date, { dateStyle: 'long', timeStyle: 'short' })}>
      <Stack $gap={2}>
        <Row $gap={2}>
          <h2>{stateLabel}</h2>
          {entry.kind === 'checkIn' && (
            <Meta>
              <FormattedMessage id="journal.entry.checkIn" />
            </Meta>
          )}
          {entry.waitingToSync !== null && (
            <Meta>
              <FormattedMessage id="journal.entry.waitingToSync" />
            </Meta>
          )}
        </Row>
        <Meta>
          <FormattedDate
            value={entry.date}
            weekday="long"
            day="numeric"
            month="long"
            hour="numeric"
            minute="2-digit"
          />
        </Meta>
        {(entry.feelingBefore !== null || entry.feelingAfter !== null) && (
          <p>
            <FormattedMessage
              id="journal.entry.feelings"
              values={{
                before: entry.feelingBefore ?? '—',
                after: entry.feelingAfter ?? '—',
              }}
            />
          </p>
        )}
        {entry.techniques.length > 0 && (
          <p>
            <FormattedMessage
              id="journal.entry.techniques"
              values={{ techniques: intl.formatList(entry.techniques.map(techniqueName)) }}
            />
          </p>
        )}
        {entry.effectiveness !== null && (
          <p>
            <FormattedMessage id="history.effectiveness" values={{ score: entry.effectiveness }} />
          </p>
        )}
        {entry.text !== '' && <Text>{entry.text}</Text>}
        {entry.tags.length > 0 && (
          <Tags aria-label={intl.formatMessage({ id: 'journal.entry.tags' })}>
            {entry.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </Tags>
        )}
        {(onEdit || onDelete) && (
          <Row $gap={2}>
            {onEdit && (
              <Button $variant="secondary" onClick={onEdit}>
                <FormattedMessage id="journal.entry.edit" />
              </Button>
            )}
            {onDelete && (
              <Button $variant="quiet" onClick={onDelete}>
                <FormattedMessage id="journal.entry.delete" />
              </Button>
            )}
          </Row>
        )}
      </Stack>
    </Entry>
  );
}
