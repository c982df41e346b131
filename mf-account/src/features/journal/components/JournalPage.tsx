import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { JournalEntry } from '@steady/contracts';
import { Button, CrisisHelp, Skeleton, Stack } from '@steady/ui';
import { TitledPage } from '../../../shared/components/TitledPage';
import { PremiumLocked } from '../../../shared/components/PremiumLocked';
import { useTechniqueNames } from '../../history';
import { RequireSignIn } from '../../session';
import { useJournal } from '../hooks/use-journal';
import { useJournalEditing } from '../hooks/use-journal-editing';
import { JournalFilters } from './JournalFilters';
import {
  DeleteJournalEntryDialog,
  JournalEntries,
  JournalLoadFailed,
  JournalReadOnlyNotice,
  NewJournalEntry,
  NoJournalEntries,
} from './JournalPageSections';

const journalLoading = <Skeleton $height="12rem" aria-busy="true" />;

function JournalContent() {
  const journal = useJournal();
  const { view } = journal;
  const { editing, setEditing, savedVeryBad, save } = useJournalEditing(journal.save);
  const [deleting, setDeleting] = useState<JournalEntry | null>(null);
  const techniqueName = useTechniqueNames(
    view.status === 'ready' ? view.entries : view.status === 'failed' ? view.waiting : [],
  );

  if (view.status === 'loading') return journalLoading;
  if (view.status === 'locked') return <PremiumLocked feature="journal" />;
  if (view.status === 'failed') {
    return (
      <JournalLoadFailed
        error={view.error}
        waiting={view.waiting}
        techniqueName={techniqueName}
        onRetry={journal.retry}
      />
    );
  }

  return (
    <Stack $gap={5}>
      {savedVeryBad && <CrisisHelp />}
      {view.writable ? (
        <NewJournalEntry
          open={editing === 'new'}
          onOpen={() => setEditing('new')}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <JournalReadOnlyNotice />
      )}
      <JournalFilters filter={journal.filter} onApply={journal.applyFilter} />
      {view.entries.length === 0 ? (
        <NoJournalEntries filtered={Boolean(journal.filter.q || journal.filter.state)} />
      ) : (
        <JournalEntries
          entries={view.entries}
          editingId={editing !== null && editing !== 'new' ? editing.id : null}
          writable={view.writable}
          techniqueName={techniqueName}
          onEdit={setEditing}
          onDelete={setDeleting}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
      {view.hasMore && (
        <div>
          <Button $variant="secondary" onClick={journal.showMore}>
            <FormattedMessage id="journal.showMore" />
          </Button>
        </div>
      )}
      {deleting && (
        <DeleteJournalEntryDialog
          entry={deleting}
          onDelete={journal.remove}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}

/** `/journal`: the premium mood journal. Guests are sent to /login; the free plan sees the way to Premium. */
export function JournalPage() {
  return (
    <RequireSignIn
      checking={
        <TitledPage title="journal.title" lead="journal.lead">
          {journalLoading}
        </TitledPage>
      }
    >
      {() => (
        <TitledPage title="journal.title" lead="journal.lead">
          <JournalContent />
        </TitledPage>
      )}
    </RequireSignIn>
  );
}
