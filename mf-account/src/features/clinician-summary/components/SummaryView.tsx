import { useState } from 'react';
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
import { fetchSummary, fetchSummaryPdf } from '../api/clinician-summary-api';
import { isComplete, requestedSections, tickableSections, type PeriodChoice } from '../model/choices';
import { EntryPicker } from './EntryPicker';
import { PeriodFields } from './PeriodFields';
import { SectionFields } from './SectionFields';
import { SummaryDocument } from './SummaryDocument';

const toggled = <Item,>(set: ReadonlySet<Item>, item: Item) => {
  const next = new Set(set);
  if (!next.delete(item)) next.add(item);
  return next;
};

function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has started the download by the next task; the address is then no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The page's content, in its own chunk: choices, then the print version or the PDF. */
export default function SummaryView() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [period, setPeriod] = useState<PeriodChoice>({ kind: 'last30' });
  const [ticked, setTicked] = useState<ReadonlySet<ClinicianSummarySectionId>>(new Set(tickableSections));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<'show' | 'download' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [downloaded, setDownloaded] = useState(false);
  const [summary, setSummary] = useState<ClinicianSummary | null>(null);

  const sections = requestedSections(ticked, [...chosen]);
  const choices = () => ({
    language: languageSchema.parse(intl.locale.slice(0, 2)),
    sections,
    journalEntryIds: [...chosen],
  });
  const act = async (kind: 'show' | 'download') => {
    setBusy(kind);
    setFailure(null);
    setDownloaded(false);
    try {
      if (kind === 'show') {
        setSummary(await fetchSummary(period, choices()));
        window.scrollTo(0, 0);
      } else {
        saveFile(await fetchSummaryPdf(period, choices()), 'steady-summary.pdf');
        setDownloaded(true);
      }
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(null);
    }
  };

  if (isApiError(failure) && failure.reason === 'premium_required')
    return <PremiumLocked feature="statistics" />;
  if (summary) {
    return (
      <Stack $gap={4}>
        <Row $gap={2} data-print="hide">
          <Button onClick={() => window.print()}>
            <FormattedMessage id="summary.print" />
          </Button>
          <Button $variant="secondary" onClick={() => setSummary(null)}>
            <FormattedMessage id="summary.back" />
          </Button>
        </Row>
        <SummaryDocument summary={summary} />
      </Stack>
    );
  }
  const periodRefused = isApiError(failure) && failure.reason === 'summary_period_invalid';
  return (
    <Stack $gap={5}>
      <PeriodFields
        period={period}
        invalid={periodRefused}
        onChange={(next) => {
          setPeriod(next);
          setChosen(new Set());
          setFailure(null);
        }}
      />
      <SectionFields ticked={ticked} onToggle={(id) => setTicked(toggled(ticked, id))} />
      {isComplete(period) && (
        <EntryPicker period={period} chosen={chosen} onToggle={(id) => setChosen(toggled(chosen, id))} />
      )}
      {sections.length === 0 && (
        <ErrorText>
          <FormattedMessage id="summary.pickSection" />
        </ErrorText>
      )}
      <HealthConsentPrompt error={failure} onGranted={() => setFailure(null)} />
      {failure !== null && !needsHealthConsent(failure) && (
        <Alert tone="error">{errorMessage(failure)}</Alert>
      )}
      {downloaded && (
        <Alert tone="success">
          <FormattedMessage id="summary.downloaded" />
        </Alert>
      )}
      <Row $gap={2}>
        <Button disabled={sections.length === 0 || busy !== null} onClick={() => void act('show')}>
          <FormattedMessage id={busy === 'show' ? 'summary.making' : 'summary.show'} />
        </Button>
        <Button
          $variant="secondary"
          disabled={sections.length === 0 || busy !== null}
          onClick={() => void act('download')}
        >
          <FormattedMessage id={busy === 'download' ? 'summary.making' : 'summary.download'} />
        </Button>
      </Row>
    </Stack>
  );
}
