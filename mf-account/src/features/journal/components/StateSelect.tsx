import { useIntl } from 'react-intl';
import { journalStateSchema, moodRatings, moods, type JournalState } from '@steady/contracts';

interface StateSelectProps {
  id: string;
  value: JournalState | '';
  onChange: (value: JournalState | '') => void;
  /** Offered first, e.g. "All states" in the filter; a required choice has none. */
  emptyLabel?: string;
}

/** The five states and the five mood ratings, in two groups, labelled in the reader's language. */
export function StateSelect({ id, value, onChange, emptyLabel }: StateSelectProps) {
  const intl = useIntl();
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => {
        const parsed = journalStateSchema.safeParse(event.target.value);
        onChange(parsed.success ? parsed.data : '');
      }}
    >
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      <optgroup label={intl.formatMessage({ id: 'journal.state.ratings' })}>
        {moodRatings.map((rating) => (
          <option key={rating} value={rating}>
            {intl.formatMessage({ id: `rating.${rating}` })}
          </option>
        ))}
      </optgroup>
      <optgroup label={intl.formatMessage({ id: 'journal.state.moods' })}>
        {moods.map((mood) => (
          <option key={mood} value={mood}>
            {intl.formatMessage({ id: `mood.${mood}` })}
          </option>
        ))}
      </optgroup>
    </select>
  );
}
