import { FormattedMessage, useIntl } from 'react-intl';
import { journalLimits } from '@steady/contracts';
import { ChoiceRow, ErrorText, Field, Fieldset, Hint } from '../../../shared/components/field-styles';
import type { EntryFormErrors, EntryFormValues } from '../model/entry-form';

const scale = [1, 2, 3, 4, 5];

type Change = (changes: Partial<EntryFormValues>) => void;

interface TechniquesProps {
  readonly offered: readonly string[];
  readonly chosen: readonly string[];
  readonly nameOf: (techniqueId: string) => string;
  readonly change: Change;
}

/** The techniques tried that day (and any already on the entry), each one ticked or not. */
export function TechniquesTried({ offered, chosen, nameOf, change }: TechniquesProps) {
  return (
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
                checked={chosen.includes(techniqueId)}
                onChange={(event) =>
                  change({
                    techniques: event.target.checked
                      ? [...chosen, techniqueId]
                      : chosen.filter((id) => id !== techniqueId),
                  })
                }
              />
              {nameOf(techniqueId)}
            </label>
          ))}
        </ChoiceRow>
      )}
    </Fieldset>
  );
}

interface EffectivenessProps {
  readonly name: string;
  readonly value: number | null;
  readonly change: Change;
}

/** How much it helped, 1 to 5, or not rated. */
export function EffectivenessChoice({ name, value, change }: EffectivenessProps) {
  const intl = useIntl();
  return (
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
              name={name}
              checked={value === score}
              onChange={() => change({ effectiveness: score })}
            />
            {score === null ? intl.formatMessage({ id: 'journal.form.notRated' }) : score}
          </label>
        ))}
      </ChoiceRow>
    </Fieldset>
  );
}

interface TextFieldProps {
  readonly id: string;
  readonly countId: string;
  readonly value: string;
  readonly change: Change;
}

/** The entry's text, with the characters used out of the limit. */
export function EntryTextField({ id, countId, value, change }: TextFieldProps) {
  return (
    <Field>
      <label htmlFor={id}>
        <FormattedMessage id="journal.form.text" />
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={journalLimits.text}
        aria-describedby={countId}
        onChange={(event) => change({ text: event.target.value })}
      />
      <Hint id={countId}>
        <FormattedMessage
          id="journal.form.textCount"
          values={{ count: value.length, limit: journalLimits.text }}
        />
      </Hint>
    </Field>
  );
}

interface DateFieldProps {
  readonly id: string;
  readonly value: string;
  readonly error: EntryFormErrors['date'];
  readonly change: Change;
}

export function EntryDateField({ id, value, error, change }: DateFieldProps) {
  const intl = useIntl();
  return (
    <Field>
      <label htmlFor={id}>
        <FormattedMessage id="journal.form.date" />
      </label>
      <input
        id={id}
        type="datetime-local"
        value={value}
        onChange={(event) => change({ date: event.target.value })}
        aria-invalid={error !== undefined}
      />
      {error && <ErrorText>{intl.formatMessage({ id: error })}</ErrorText>}
    </Field>
  );
}

interface TagsFieldProps {
  readonly id: string;
  readonly value: string;
  readonly error: EntryFormErrors['tags'];
  readonly change: Change;
}

export function TagsField({ id, value, error, change }: TagsFieldProps) {
  const intl = useIntl();
  return (
    <Field>
      <label htmlFor={id}>
        <FormattedMessage id="journal.form.tags" />
      </label>
      <input
        id={id}
        type="text"
        value={value}
        onChange={(event) => change({ tags: event.target.value })}
        aria-invalid={error !== undefined}
        aria-describedby={`${id}-hint`}
      />
      <Hint id={`${id}-hint`}>
        <FormattedMessage
          id="journal.form.tagsHint"
          values={{ limit: journalLimits.tags, length: journalLimits.tagLength }}
        />
      </Hint>
      {error && <ErrorText>{intl.formatMessage({ id: error })}</ErrorText>}
    </Field>
  );
}
