import { useState } from 'react';
import type { ClinicianSummary, ClinicianSummaryRequest } from '@steady/contracts';
import { fetchSummary, fetchSummaryPdf } from '../api/clinician-summary-api';
import type { PeriodChoice } from '../model/choices';

type Choices = Pick<ClinicianSummaryRequest, 'language' | 'sections' | 'journalEntryIds'>;

function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has started the download by the next task; the address is then no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Asking for the summary: as the print version's data or as the PDF, one request at a time. */
export function useSummaryRequest() {
  const [busy, setBusy] = useState<'show' | 'download' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [downloaded, setDownloaded] = useState(false);
  const [summary, setSummary] = useState<ClinicianSummary | null>(null);

  const ask = async (kind: 'show' | 'download', period: PeriodChoice, choices: Choices) => {
    setBusy(kind);
    setFailure(null);
    setDownloaded(false);
    try {
      if (kind === 'show') {
        setSummary(await fetchSummary(period, choices));
        window.scrollTo(0, 0);
      } else {
        saveFile(await fetchSummaryPdf(period, choices), 'steady-summary.pdf');
        setDownloaded(true);
      }
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(null);
    }
  };
  return {
    busy,
    failure,
    downloaded,
    summary,
    ask,
    forgetFailure: () => setFailure(null),
    closeSummary: () => setSummary(null),
  };
}
