import { useEffect } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { moods } from '@steady/contracts';
import { useResource } from '@steady/app-frame';
import { isApiError } from '@steady/api-client';
import {
  Alert,
  Button,
  HealthConsentPrompt,
  Row,
  Skeleton,
  needsHealthConsent,
  useErrorMessage,
} from '@steady/ui';
import { Fieldset, Hint } from '../../../shared/components/field-styles';
import { fetchSummaryEntries } from '../api/clinician-summary-api';
import { periodKey, type PeriodChoice } from '../model/choices';
import { Choice } from './SectionFields';

const Entries = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  max-height: 22rem;
  overflow-y: auto;
  label {
    align-items: flex-start;
    padding: ${({ theme }) => theme.space(1)} 0;
  }
  input {
    margin-top: 3px;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const preview = (text: string) => (text.length > 140 ? `${text.slice(0, 140)}…` : text);

/** The period's hand-written entries, none ticked unless the user ticks them. */
export function EntryPicker({
  period,
  chosen,
  onToggle,
  onPremiumRequired,
  onMedicationLog,
}: {
  period: PeriodChoice;
  chosen: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** The account is not Premium: the page shows the way to Premium instead of the form. */
  onPremiumRequired: () => void;
  /** The same answer says whether the user keeps a medication log (the form offers that section then). */
  onMedicationLog: (hasMedicationLog: boolean) => void;
}) {
  const intl = useIntl();
  const entries = useResource(`summary-entries:${periodKey(period)}`, (signal) =>
    fetchSummaryEntries(period, signal),
  );
  const refusal = entries.status === 'failed' && isApiError(entries.error) ? entries.error.reason : undefined;
  useEffect(() => {
    if (refusal === 'premium_required') onPremiumRequired();
  }, [refusal, onPremiumRequired]);
  const hasMedicationLog = entries.status === 'ready' && entries.data.hasMedicationLog;
  useEffect(() => onMedicationLog(hasMedicationLog), [hasMedicationLog, onMedicationLog]);
  return (
    <Fieldset>
      <legend>
        <FormattedMessage id="summary.entries.legend" />
      </legend>
      <Hint>
        <FormattedMessage id="summary.entries.hint" />
      </Hint>
      {entries.status === 'loading' && <Skeleton $height="4rem" aria-busy="true" />}
      {entries.status === 'failed' && <EntriesFailure error={entries.error} retry={entries.retry} />}
      {entries.status === 'ready' && entries.data.entries.length === 0 && (
        <p>
          <FormattedMessage id="summary.entries.none" />
        </p>
      )}
      {entries.status === 'ready' && entries.data.entries.length > 0 && (
        <>
          <Hint aria-live="polite">
            <FormattedMessage id="summary.entries.ticked" values={{ count: chosen.size }} />
          </Hint>
          <Entries>
            {entries.data.entries.map((entry) => (
              <Choice key={entry.id}>
                <input
                  type="checkbox"
                  name={`entry-${entry.id}`}
                  checked={chosen.has(entry.id)}
                  onChange={() => onToggle(entry.id)}
                />
                <span>
                  <strong>
                    <FormattedDate value={entry.date} dateStyle="medium" />
                  </strong>{' '}
                  · {intl.formatMessage({ id: stateMessageId(entry.state) })}
                  {entry.text && <small>{preview(entry.text)}</small>}
                </span>
              </Choice>
            ))}
          </Entries>
        </>
      )}
    </Fieldset>
  );
}

/** Why the entries could not be listed: wrong dates (no retry: the dates change), the consent, or else. */
function EntriesFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const errorMessage = useErrorMessage();
  if (needsHealthConsent(error)) return <HealthConsentPrompt error={error} onGranted={retry} />;
  if (isApiError(error) && error.reason === 'summary_period_invalid') {
    return <Alert tone="error">{errorMessage(error)}</Alert>;
  }
  return (
    <Alert tone="error">
      <Row>
        <span>{errorMessage(error)}</span>
        <Button $variant="secondary" onClick={retry}>
          <FormattedMessage id="summary.retry" />
        </Button>
      </Row>
    </Alert>
  );
}

/** A journal state's name: the five states are `mood.*`, the mood ratings `rating.*`. */
export function stateMessageId(state: string): string {
  return (moods as readonly string[]).includes(state) ? `mood.${state}` : `rating.${state}`;
}
