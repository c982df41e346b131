import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { JournalEntry, JournalEntryRequest } from '@steady/contracts';
import {
  Button,
  Card,
  CrisisHelp,
  HealthConsentPrompt,
  needsHealthConsent,
  Row,
  Stack,
  useErrorMessage,
} from '@steady/ui';
import { useTechniqueNames } from '../../history';
import { readerDayOf, useDayTechniques } from '../hooks/use-day-techniques';
import {
  entryRequestOf,
  formValuesOf,
  type EntryFormErrors,
  type EntryFormValues,
} from '../model/entry-form';
import { ErrorText, Field } from '../../../shared/components/field-styles';
import {
  EffectivenessChoice,
  EntryDateField,
  EntryTextField,
  TagsField,
  TechniquesTried,
} from './JournalEntryFields';
import { StateSelect } from './StateSelect';

interface JournalEntryFormProps {
  /** The entry being edited; null for a new one. */
  entry: JournalEntry | null;
  onSave: (request: JournalEntryRequest) => Promise<void>;
  onCancel: () => void;
}

/** Checks the form, then saves: field errors stay on the form, a failed save shows its reason. */
function useEntrySubmit(
  values: EntryFormValues,
  entry: JournalEntry | null,
  onSave: JournalEntryFormProps['onSave'],
) {
  const [errors, setErrors] = useState<EntryFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const result = entryRequestOf(values, entry);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    setFailure(null);
    try {
      await onSave(result.request);
    } catch (error) {
      setFailure(error);
      setSaving(false);
    }
  };
  return { errors, saving, failure, submit };
}

/**
 * Writes or edits one entry: when, the state, what was tried that day and how much it helped, text, tags.
 * Rating the moment "very bad" brings the crisis help in under the choice, without stopping the entry.
 */
export function JournalEntryForm({ entry, onSave, onCancel }: JournalEntryFormProps) {
  const errorMessage = useErrorMessage();
  const ids = { date: useId(), state: useId(), text: useId(), tags: useId(), textCount: useId() };
  const [values, setValues] = useState<EntryFormValues>(() => formValuesOf(entry, new Date()));
  const day = values.date === '' ? '' : readerDayOf(new Date(values.date));
  const { records } = useDayTechniques(day);
  const offered = [...new Set([...records.flatMap((record) => record.techniques), ...values.techniques])];
  const techniqueName = useTechniqueNames([{ techniques: offered }]);
  const change = (changes: Partial<EntryFormValues>) => setValues((current) => ({ ...current, ...changes }));

  const { errors, saving, failure, submit } = useEntrySubmit(values, entry, onSave);
  const titleId = `${ids.date}-title`;
  return (
    <Card aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack $gap={4}>
          <h2 id={titleId}>
            <FormattedMessage id={entry ? 'journal.form.editTitle' : 'journal.form.newTitle'} />
          </h2>
          <EntryDateField id={ids.date} value={values.date} error={errors.date} change={change} />
          <Field>
            <label htmlFor={ids.state}>
              <FormattedMessage id="journal.form.state" />
            </label>
            <StateSelect
              id={ids.state}
              value={values.state}
              onChange={(state) => state && change({ state })}
            />
          </Field>
          {values.state === 'veryBad' && <CrisisHelp />}
          <TechniquesTried
            offered={offered}
            chosen={values.techniques}
            nameOf={techniqueName}
            change={change}
          />
          <EffectivenessChoice
            name={`${ids.state}-effectiveness`}
            value={values.effectiveness}
            change={change}
          />
          <EntryTextField id={ids.text} countId={ids.textCount} value={values.text} change={change} />
          <TagsField id={ids.tags} value={values.tags} error={errors.tags} change={change} />
          {failure !== null && !needsHealthConsent(failure) && (
            <ErrorText role="alert">{errorMessage(failure)}</ErrorText>
          )}
          <HealthConsentPrompt error={failure} onGranted={() => void submit()} />
          <Row>
            <Button type="submit" disabled={saving} aria-busy={saving}>
              <FormattedMessage id={saving ? 'journal.form.saving' : 'journal.form.save'} />
            </Button>
            <Button $variant="secondary" onClick={onCancel} disabled={saving}>
              <FormattedMessage id="journal.form.cancel" />
            </Button>
          </Row>
        </Stack>
      </form>
    </Card>
  );
}
