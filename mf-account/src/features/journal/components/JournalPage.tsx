import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { JournalEntry } from '@steady/contracts';
import { Button, Card, CrisisHelp, Lead, Page, PageTitle, Skeleton, Stack } from '@steady/ui';
import { PremiumLocked } from '../../../shared/components/PremiumLocked';
import { useTechniqueNames } from '../../history';
import { RequireSignIn } from '../../session';
import { useJournal } from '../hooks/use-journal';
import { JournalFilters } from './JournalFilters';
import {
  DeleteJournalEntryDialog,
  JournalEntries,
  JournalLoadFailed,
  JournalReadOnlyNotice,
  NewJournalEntry,
} from './JournalPageSections';

/** Which form is open: none, a new entry, or the entry being edited. */
type Editing = null | 'new' | JournalEntry;

function JournalContent() {
  const journal = useJournal();
  const { view } = journal;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<JournalEntry | null>(null);
  // The form that showed crisis help closes on saving: a "very bad" entry keeps the help on the page.
  const [savedVeryBad, setSavedVeryBad] = useState(false);
  const techniqueName = useTechniqueNames(
    view.status === 'ready' ? view.entries : view.status === 'failed' ? view.waiting : [],
  );

  if (view.status === 'loading') return <Skeleton $height="12rem" aria-busy="true" />;
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

  const save = async (request: Parameters<typeof journal.save>[0]) => {
    await journal.save(request, editing === 'new' || editing === null ? undefined : editing.id);
    setSavedVeryBad(request.state === 'veryBad');
    setEditing(null);
  };

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
        <Card>
          <p>
            <FormattedMessage
              id={journal.filter.q || journal.filter.state ? 'journal.noMatches' : 'journal.empty'}
            />
          </p>
        </Card>
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
