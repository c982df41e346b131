import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@steady/api-client';
import { languageSchema, type ClinicianSummary, type ClinicianSummarySectionId } from '@steady/contracts';
import {
  Alert,
  Button,
  HealthConsentPrompt,
  Row,
  Stack,
  needsHealthConsent,
  useErrorMessage,
} from '@steady/ui';
import { ErrorText } from '../../../shared/components/field-styles';
import { PremiumLocked } from '../../../shared/components/PremiumLocked';
import { useSummaryRequest } from '../hooks/use-summary-request';
import {
  isComplete,
  offeredSections,
  requestedSections,
  tickableSections,
  type PeriodChoice,
} from '../model/choices';
import { EntryPicker } from './EntryPicker';
import { PeriodFields } from './PeriodFields';
import { SectionFields } from './SectionFields';
import { SummaryDocument } from './SummaryDocument';

const toggled = <Item,>(set: ReadonlySet<Item>, item: Item) => {
  const next = new Set(set);
  if (!next.delete(item)) next.add(item);
  return next;
};

function PrintVersion({ summary, onBack }: { summary: ClinicianSummary; onBack: () => void }) {
  return (
    <Stack $gap={4}>
      <Row $gap={2} data-print="hide">
        <Button onClick={() => window.print()}>
          <FormattedMessage id="summary.print" />
        </Button>
        <Button $variant="secondary" onClick={onBack}>
          <FormattedMessage id="summary.back" />
        </Button>
      </Row>
      <SummaryDocument summary={summary} />
    </Stack>
  );
}

/** The page's content, in its own chunk: choices, then the print version or the PDF. */
export default function SummaryView() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [period, setPeriod] = useState<PeriodChoice>({ kind: 'last30' });
  const [ticked, setTicked] = useState<ReadonlySet<ClinicianSummarySectionId>>(new Set(tickableSections));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [hasMedicationLog, setHasMedicationLog] = useState(false);
  const [locked, setLocked] = useState(false);
  const lock = useCallback(() => setLocked(true), []);
  const request = useSummaryRequest();
  const { busy, failure } = request;

  const offered = offeredSections(hasMedicationLog);
  const sections = requestedSections(ticked, [...chosen], offered);
  const ask = (kind: 'show' | 'download') =>
    void request.ask(kind, period, {
      language: languageSchema.parse(intl.locale.slice(0, 2)),
      sections,
      journalEntryIds: [...chosen],
    });

  if (locked || (isApiError(failure) && failure.reason === 'premium_required')) {
    return <PremiumLocked feature="statistics" />;
  }
  if (request.summary) return <PrintVersion summary={request.summary} onBack={request.closeSummary} />;
  const periodRefused = isApiError(failure) && failure.reason === 'summary_period_invalid';
  return (
    <Stack $gap={5}>
      <PeriodFields
        period={period}
        invalid={periodRefused}
        onChange={(next) => {
          setPeriod(next);
          setChosen(new Set());
          request.forgetFailure();
        }}
      />
      <SectionFields offered={offered} ticked={ticked} onToggle={(id) => setTicked(toggled(ticked, id))} />
      {isComplete(period) && (
        <EntryPicker
          period={period}
          chosen={chosen}
          onToggle={(id) => setChosen(toggled(chosen, id))}
          onPremiumRequired={lock}
          onMedicationLog={setHasMedicationLog}
        />
      )}
      {sections.length === 0 && (
        <ErrorText>
          <FormattedMessage id="summary.pickSection" />
        </ErrorText>
      )}
      <HealthConsentPrompt error={failure} onGranted={request.forgetFailure} />
      {/* Wrong dates are already explained where the entries would be listed. */}
      {failure !== null && !needsHealthConsent(failure) && !periodRefused && (
        <Alert tone="error">{errorMessage(failure)}</Alert>
      )}
      {request.downloaded && (
        <Alert tone="success">
          <FormattedMessage id="summary.downloaded" />
        </Alert>
      )}
      <Row $gap={2}>
        <Button disabled={sections.length === 0 || busy !== null} onClick={() => ask('show')}>
          <FormattedMessage id={busy === 'show' ? 'summary.making' : 'summary.show'} />
        </Button>
        <Button
          $variant="secondary"
          disabled={sections.length === 0 || busy !== null}
          onClick={() => ask('download')}
        >
          <FormattedMessage id={busy === 'download' ? 'summary.making' : 'summary.download'} />
        </Button>
      </Row>
    </Stack>
  );
}
