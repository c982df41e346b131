import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { showToast } from '@steady/bus';
import type { JournalEntry } from '@steady/contracts';
import {
  Alert,
  Button,
  Card,
  CrisisHelp,
  Lead,
  Page,
  PageTitle,
  Row,
  Skeleton,
  Stack,
  useErrorMessage,
} from '@steady/ui';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { PremiumLocked } from '../../../shared/components/PremiumLocked';
import { useTechniqueNames } from '../../history';
import { RequireSignIn } from '../../session';
import { useJournal } from '../hooks/use-journal';
import { JournalEntryCard } from './JournalEntryCard';
import { JournalEntryForm } from './JournalEntryForm';
import { JournalFilters } from './JournalFilters';

const EntryList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Which form is open: none, a new entry, or the entry being edited. */
type Editing = null | 'new' | JournalEntry;

function JournalContent() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const journal = useJournal();
  const { view } = journal;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<JournalEntry | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  // The form that showed crisis help closes on saving: a "very bad" entry keeps the help on the page.
  const [savedVeryBad, setSavedVeryBad] = useState(false);
  const techniqueName = useTechniqueNames(
    view.status === 'ready' ? view.entries : view.status === 'failed' ? view.waiting : [],
  );

  if (view.status === 'loading') return <Skeleton $height="12rem" aria-busy="true" />;
  if (view.status === 'locked') return <PremiumLocked feature="journal" />;
  if (view.status === 'failed') {
    return (
      <Stack $gap={5}>
        <Alert tone="error">
          <Row>
            <span>{errorMessage(view.error)}</span>
            <Button $variant="secondary" onClick={journal.retry}>
              <FormattedMessage id="history.retry" />
            </Button>
          </Row>
        </Alert>
        {view.waiting.length > 0 && (
          <EntryList aria-label={intl.formatMessage({ id: 'journal.listLabel' })}>
            {view.waiting.map((entry) => (
              <li key={entry.id}>
                <JournalEntryCard entry={entry} techniqueName={techniqueName} />
              </li>
            ))}
          </EntryList>
        )}
      </Stack>
    );
  }

  const save = async (request: Parameters<typeof journal.save>[0]) => {
    await journal.save(request, editing === 'new' || editing === null ? undefined : editing.id);
    setSavedVeryBad(request.state === 'veryBad');
    setEditing(null);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await journal.remove(deleting.id);
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
    setDeleteBusy(false);
    setDeleting(null);
  };

  return (
    <Stack $gap={5}>
      {savedVeryBad && <CrisisHelp />}
      {view.writable ? (
        editing === 'new' ? (
          <JournalEntryForm entry={null} onSave={save} onCancel={() => setEditing(null)} />
        ) : (
          <div>
            <Button onClick={() => setEditing('new')}>
              <FormattedMessage id="journal.new" />
            </Button>
          </div>
        )
      ) : (
        <Alert tone="info">
          <FormattedMessage
            id="journal.readOnly"
            values={{ premium: (text) => <Link to="/premium">{text}</Link> }}
          />
        </Alert>
      )}
      <JournalFilters filter={journal.filter} onApply={journal.applyFilter} />
      {view.entries.length === 0 ? (
        <Card>
          <p>
            <FormattedMessage
              id={journal.filter.q || journal.filter.state ? 'journal.noMatches' : 'journal.empty'}
            />
          </p>
        </Card>
      ) : (
        <EntryList aria-label={intl.formatMessage({ id: 'journal.listLabel' })}>
          {view.entries.map((entry) => (
            <li key={entry.id}>
              {editing !== null && editing !== 'new' && editing.id === entry.id ? (
                <JournalEntryForm entry={entry} onSave={save} onCancel={() => setEditing(null)} />
              ) : (
                <JournalEntryCard
                  entry={entry}
                  techniqueName={techniqueName}
                  {...(view.writable &&
                    entry.waitingToSync !== 'newEntry' && {
                      onEdit: () => setEditing(entry),
                      onDelete: () => setDeleting(entry),
                    })}
                />
              )}
            </li>
          ))}
        </EntryList>
      )}
      {view.hasMore && (
        <div>
          <Button $variant="secondary" onClick={journal.showMore}>
            <FormattedMessage id="journal.showMore" />
          </Button>
        </div>
      )}
      {deleting && (
        <ConfirmDialog
          title={<FormattedMessage id="journal.delete.title" />}
          confirmLabel={<FormattedMessage id="journal.delete.confirm" />}
          cancelLabel={<FormattedMessage id="journal.delete.keep" />}
          busy={deleteBusy}
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting(null)}
        >
          <p>
            <FormattedMessage id="journal.delete.explanation" />
          </p>
        </ConfirmDialog>
      )}
    </Stack>
  );
}

/** `/journal`: the premium mood journal. Guests are sent to /login; the free plan sees the way to Premium. */
export function JournalPage() {
  return (
    <RequireSignIn>
      {() => (
        <Page>
          <PageTitle>
            <FormattedMessage id="journal.title" />
          </PageTitle>
          <Lead>
            <FormattedMessage id="journal.lead" />
          </Lead>
          <JournalContent />
        </Page>
      )}
    </RequireSignIn>
  );
}
