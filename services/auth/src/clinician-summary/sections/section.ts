import type {
  ClinicianSummarySection,
  ClinicianSummarySectionId,
  ContentExport,
  Language,
  ParsedClinicianSummaryRequest,
} from '@steady/contracts';
import type { AuthContext } from '../../context';
import type { SummaryWindow } from '../clinician-summary-repository';
import type { SummaryPdf } from '../summary-pdf';
import type { SummaryTexts } from '../summary-texts';

/** What every section gathers from: the user's own records in the period, and content's share on demand. */
export interface SectionInput {
  context: AuthContext;
  userId: string;
  window: SummaryWindow;
  timeZone: string;
  dayStartHour: number;
  request: ParsedClinicianSummaryRequest;
  /** The user's content data (test results, technique names) in the summary's language, asked once. */
  content: () => Promise<ContentExport>;
}

export type SectionOf<Id extends ClinicianSummarySectionId> = Extract<ClinicianSummarySection, { id: Id }>;

/**
 * One section of the summary, in one module: what it reads and how the PDF shows it. A new section is a
 * new module, its id in `clinicianSummarySectionIds` and its shape in the contracts.
 */
export interface SummarySectionModule<Id extends ClinicianSummarySectionId> {
  gather(input: SectionInput): Promise<SectionOf<Id>>;
  draw(pdf: SummaryPdf, section: SectionOf<Id>, texts: SummaryTexts, language: Language): void;
}

/** A week's first day (Monday) for a day (YYYY-MM-DD). */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** Every week's Monday from the one holding `from` to the one holding `to`. */
export function weeksOf(window: SummaryWindow): string[] {
  const weeks: string[] = [];
  const last = weekStartOf(window.to);
  for (let week = weekStartOf(window.from); week <= last;) {
    weeks.push(week);
    const next = new Date(`${week}T00:00:00.000Z`);
    next.setUTCDate(next.getUTCDate() + 7);
    week = next.toISOString().slice(0, 10);
  }
  return weeks;
}

/** A week's label on a chart: its Monday as day and month ("3 Nov", «3 нояб.»). */
const weekFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  ru: new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
};

export function weekLabel(language: Language, week: string): string {
  return weekFormats[language].format(new Date(`${week}T12:00:00.000Z`));
}

export const averageOf = (values: readonly number[]) =>
  values.length === 0
    ? null
    : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;
