import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { journalLimits, type JournalEntry, type JournalEntryRequest } from '@steady/contracts';
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
import { ChoiceRow, ErrorText, Field, Fieldset, Hint } from '../../../shared/components/field-styles';
import { StateSelect } from './StateSelect';

const scale = [1, 2, 3, 4, 5];

export interface JournalEntryFormProps {
  /** The entry being edited; null for a new one. */
  entry: JournalEntry | null;
  onSave: (request: JournalEntryRequest) => Promise<void>;
  onCancel: () => void;
}

/**
 * Writes or edits one entry: when, the state, what was tried that day and how much it helped, text, tags.
 * Rating the moment "very bad" brings the crisis help in under the choice, without stopping the entry.
 */
export function JournalEntryForm({ entry, onSave, onCancel }: JournalEntryFormProps) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const ids = { date: useId(), state: useId(), text: useId(), tags: useId(), textCount: useId() };
  const [values, setValues] = useState<EntryFormValues>(() => formValuesOf(entry, new Date()));
  const [errors, setErrors] = useState<EntryFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const day = values.date === '' ? '' : readerDayOf(new Date(values.date));
  const { records } = useDayTechniques(day);
  const offered = [...new Set([...records.flatMap((record) => record.techniques), ...values.techniques])];
  const techniqueName = useTechniqueNames([{ techniques: offered }]);
  const change = (changes: Partial<EntryFormValues>) => setValues((current) => ({ ...current, ...changes }));

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

  const titleId = `${ids.date}-title`;
  return (
    <Card aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack $gap={4}>
          <h2 id={titleId}>
            <FormattedMessage id={entry ? 'journal.form.editTitle' : 'journal.form.newTitle'} />
          </h2>
          <Field>
            <label htmlFor={ids.date}>
              <FormattedMessage id="journal.form.date" />
            </label>
            <input
              id={ids.date}
              type="datetime-local"
              value={values.date}
              onChange={(event) => change({ date: event.target.value })}
              aria-invalid={errors.date !== undefined}
            />
            {errors.date && <ErrorText>{intl.formatMessage({ id: errors.date })}</ErrorText>}
          </Field>
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
          <Fieldset>
            <legend>
              <FormattedMessage id="journal.form.techniques" />
            </legend>
            {offered.length === 0 ? (
              <Hint>
                <FormattedMessage id="journal.form.noTechniques" />
              </Hint>
            ) : (
              <ChoiceRow>
                {offered.map((techniqueId) => (
                  <label key={techniqueId}>
                    <input
                      type="checkbox"
                      checked={values.techniques.includes(techniqueId)}
                      onChange={(event) =>
                        change({
                          techniques: event.target.checked
                            ? [...values.techniques, techniqueId]
                            : values.techniques.filter((id) => id !== techniqueId),
                        })
                      }
                    />
                    {techniqueName(techniqueId)}
                  </label>
                ))}
              </ChoiceRow>
            )}
          </Fieldset>
          <Fieldset>
            <legend>
              <FormattedMessage id="journal.form.effectiveness" />
            </legend>
            <Hint>
              <FormattedMessage id="history.rate.scale" />
            </Hint>
            <ChoiceRow>
              {[null, ...scale].map((score) => (
                <label key={score ?? 'none'}>
                  <input
                    type="radio"
                    name={`${ids.state}-effectiveness`}
                    checked={values.effectiveness === score}
                    onChange={() => change({ effectiveness: score })}
                  />
                  {score === null ? intl.formatMessage({ id: 'journal.form.notRated' }) : score}
                </label>
              ))}
            </ChoiceRow>
          </Fieldset>
          <Field>
            <label htmlFor={ids.text}>
              <FormattedMessage id="journal.form.text" />
            </label>
            <textarea
              id={ids.text}
              value={values.text}
              maxLength={journalLimits.text}
              aria-describedby={ids.textCount}
              onChange={(event) => change({ text: event.target.value })}
            />
            <Hint id={ids.textCount}>
              <FormattedMessage
                id="journal.form.textCount"
                values={{ count: values.text.length, limit: journalLimits.text }}
              />
            </Hint>
          </Field>
          <Field>
            <label htmlFor={ids.tags}>
              <FormattedMessage id="journal.form.tags" />
            </label>
            <input
              id={ids.tags}
              type="text"
              value={values.tags}
              onChange={(event) => change({ tags: event.target.value })}
              aria-invalid={errors.tags !== undefined}
              aria-describedby={`${ids.tags}-hint`}
            />
            <Hint id={`${ids.tags}-hint`}>
              <FormattedMessage
                id="journal.form.tagsHint"
                values={{ limit: journalLimits.tags, length: journalLimits.tagLength }}
              />
            </Hint>
            {errors.tags && <ErrorText>{intl.formatMessage({ id: errors.tags })}</ErrorText>}
          </Field>
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
