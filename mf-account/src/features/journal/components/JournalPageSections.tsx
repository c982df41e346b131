import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { showToast } from '@steady/bus';
import type { JournalEntry, JournalEntryRequest } from '@steady/contracts';
import { Alert, Button, Card, Row, Stack, prepareErrorReasonTexts, useErrorMessage } from '@steady/ui';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import type { JournalListEntry } from '../model/queued-entries';
import { JournalEntryCard } from './JournalEntryCard';
import { JournalEntryForm } from './JournalEntryForm';

const EntryList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

interface JournalLoadFailedProps {
  error: unknown;
  /** Entries written on this device that wait to be sent: still shown while the journal cannot load. */
  waiting: JournalListEntry[];
  techniqueName: (id: string) => string;
  onRetry: () => void;
}

/** Why the journal did not load, "Try again", and the entries this device still holds. */
export function JournalLoadFailed({ error, waiting, techniqueName, onRetry }: JournalLoadFailedProps) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  return (
    <Stack $gap={5}>
      <Alert tone="error">
        <Row>
          <span>{errorMessage(error)}</span>
          <Button $variant="secondary" onClick={onRetry}>
            <FormattedMessage id="history.retry" />
          </Button>
        </Row>
      </Alert>
      {waiting.length > 0 && (
        <EntryList aria-label={intl.formatMessage({ id: 'journal.listLabel' })}>
          {waiting.map((entry) => (
            <li key={entry.id}>
              <JournalEntryCard entry={entry} techniqueName={techniqueName} />
            </li>
          ))}
        </EntryList>
      )}
    </Stack>
  );
}

/** "New entry", or the form it opens. */
export function NewJournalEntry({
  open,
  onOpen,
  onSave,
  onCancel,
}: {
  open: boolean;
  onOpen: () => void;
  onSave: (request: JournalEntryRequest) => Promise<void>;
  onCancel: () => void;
}) {
  if (open) return <JournalEntryForm entry={null} onSave={onSave} onCancel={onCancel} />;
  return (
    <div>
      <Button onClick={onOpen}>
        <FormattedMessage id="journal.new" />
      </Button>
    </div>
  );
}

/** Without Premium the journal is read-only: the entries stay, and the way to Premium is one link. */
export function JournalReadOnlyNotice() {
  return (
    <Alert tone="info">
      <FormattedMessage
        id="journal.readOnly"
        values={{ premium: (text) => <Link to="/premium">{text}</Link> }}
      />
    </Alert>
  );
}

/** An empty journal, or no entry that matches the filter. */
export function NoJournalEntries({ filtered }: { filtered: boolean }) {
  return (
    <Card>
      <p>
        <FormattedMessage id={filtered ? 'journal.noMatches' : 'journal.empty'} />
      </p>
    </Card>
  );
}

/** Asks before deleting an entry; a refused delete is said in a toast and the entry stays. */
export function DeleteJournalEntryDialog({
  entry,
  onDelete,
  onClose,
}: {
  entry: JournalEntry;
  onDelete: (id: string) => Promise<void>;
  onClose: () => void;
}) {
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onDelete(entry.id);
    } catch (error) {
      await prepareErrorReasonTexts();
      showToast(errorMessage(error), 'error');
    }
    setBusy(false);
    onClose();
  };
  return (
    <ConfirmDialog
      title={<FormattedMessage id="journal.delete.title" />}
      confirmLabel={<FormattedMessage id="journal.delete.confirm" />}
      cancelLabel={<FormattedMessage id="journal.delete.keep" />}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p>
        <FormattedMessage id="journal.delete.explanation" />
      </p>
    </ConfirmDialog>
  );
}

interface JournalEntriesProps {
  entries: JournalListEntry[];
  /** The entry whose form is open in its place. */
  editingId: string | null;
  writable: boolean;
  techniqueName: (id: string) => string;
  onEdit: (entry: JournalEntry) => void;
  onDelete: (entry: JournalEntry) => void;
  onSave: (request: JournalEntryRequest) => Promise<void>;
  onCancel: () => void;
}

/** The entries, newest first; one being edited shows its form in its place. */
export function JournalEntries({
  entries,
  editingId,
  writable,
  techniqueName,
  ...actions
}: JournalEntriesProps) {
  const intl = useIntl();
  return (
    <EntryList aria-label={intl.formatMessage({ id: 'journal.listLabel' })}>
      {entries.map((entry) => (
        <li key={entry.id}>
          {editingId === entry.id ? (
            <JournalEntryForm entry={entry} onSave={actions.onSave} onCancel={actions.onCancel} />
          ) : (
            <JournalEntryCard
              entry={entry}
              techniqueName={techniqueName}
              {...(writable &&
                entry.waitingToSync !== 'newEntry' && {
                  onEdit: () => actions.onEdit(entry),
                  onDelete: () => actions.onDelete(entry),
                })}
            />
          )}
        </li>
      ))}
    </EntryList>
  );
}
