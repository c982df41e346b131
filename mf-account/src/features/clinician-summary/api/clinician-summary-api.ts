import { apiBlobRequest, apiRequest, readerTimeZone } from '@steady/api-client';
import {
  type ClinicianSummary,
  type ClinicianSummaryEntriesResponse,
  type ClinicianSummaryRequest,
} from '@steady/contracts';
import {
  clinicianSummaryEntriesPath,
  clinicianSummaryEntriesResponseSchema,
  clinicianSummaryPath,
  clinicianSummaryPdfPath,
  clinicianSummarySchema,
} from '@steady/contracts/clinician-summary';
import type { PeriodChoice } from '../model/choices';

const withoutApi = (path: string) => path.replace(/^\/api/, '');

function periodFields(period: PeriodChoice) {
  const timeZone = readerTimeZone();
  return {
    period: period.kind,
    ...(period.kind === 'dates' ? { from: period.from, to: period.to } : {}),
    ...(timeZone ? { timeZone } : {}),
  };
}

/** The hand-written journal entries of the period, newest first, for the user to tick. */
export function fetchSummaryEntries(
  period: PeriodChoice,
  signal: AbortSignal,
): Promise<ClinicianSummaryEntriesResponse> {
  const query = new URLSearchParams(periodFields(period));
  return apiRequest(`${withoutApi(clinicianSummaryEntriesPath)}?${query}`, {
    schema: clinicianSummaryEntriesResponseSchema,
    signal,
  });
}

type SummaryChoices = Omit<ClinicianSummaryRequest, 'period' | 'from' | 'to' | 'timeZone'>;

/** The summary's data for the print version; made now, kept nowhere. */
export function fetchSummary(period: PeriodChoice, choices: SummaryChoices): Promise<ClinicianSummary> {
  return apiRequest(withoutApi(clinicianSummaryPath), {
    method: 'POST',
    body: { ...periodFields(period), ...choices },
    schema: clinicianSummarySchema,
  });
}

/** The same summary as a PDF file, made by the server in the summary's language. */
export function fetchSummaryPdf(period: PeriodChoice, choices: SummaryChoices): Promise<Blob> {
  return apiBlobRequest(withoutApi(clinicianSummaryPdfPath), {
    method: 'POST',
    body: { ...periodFields(period), ...choices },
  });
}
