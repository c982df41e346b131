import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { journalLimits } from '@steady/contracts';
import { Button } from '@steady/ui';
import type { JournalFilter } from '../api/journal-api';
import { Field } from '../../../shared/components/field-styles';
import { StateSelect } from './StateSelect';

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  > div {
    flex: 1 1 12rem;
  }
`;

/** Search by text and filter by state; the search runs on submit, the state filter at once. */
export function JournalFilters({
  filter,
  onApply,
}: {
  filter: JournalFilter;
  onApply: (next: JournalFilter) => void;
}) {
  const intl = useIntl();
  const searchId = useId();
  const stateId = useId();
  const [query, setQuery] = useState(filter.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...filter, q: query });
  };
  return (
    <Bar role="search" onSubmit={submit} aria-label={intl.formatMessage({ id: 'journal.filter.label' })}>
      <Field>
        <label htmlFor={searchId}>
          <FormattedMessage id="journal.filter.search" />
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          maxLength={journalLimits.search}
          onChange={(event) => setQuery(event.target.value)}
        />
      </Field>
      <Field>
        <label htmlFor={stateId}>
          <FormattedMessage id="journal.filter.state" />
        </label>
        <StateSelect
          id={stateId}
          value={filter.state}
          emptyLabel={intl.formatMessage({ id: 'journal.filter.allStates' })}
          onChange={(state) => onApply({ q: query, state })}
        />
      </Field>
      <Button type="submit" $variant="secondary">
        <FormattedMessage id="journal.filter.apply" />
      </Button>
    </Bar>
  );
}
