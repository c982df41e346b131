import {
  clinicianSummaryMaxDays,
  clinicianSummarySectionIds,
  defaultTimeZone,
  type ClinicianSummary,
  type ClinicianSummaryEntriesQuery,
  type ClinicianSummaryEntriesResponse,
  type ContentExport,
  type Language,
  type ParsedClinicianSummaryRequest,
} from '@steady/contracts';
import { addDays, dayDistance, localDayOf, localDayStart } from '@steady/domain';
import { validationFailed } from '@steady/service-common';
import type { UserDataClient } from '../account-data/user-data-client';
import type { AuthContext } from '../context';
import { requireKeptRecordsReader } from '../premium/premium';
import { requireHealthConsent } from '../profile/profile';
import type { SummaryWindow } from './clinician-summary-repository';
import { summarySections, type SectionInput } from './sections';
import { formatSummaryDate, summaryTexts } from './summary-texts';
import { renderPdf } from './summary-pdf';

export const clinicianSummaryMessages = {
  period: 'Pick two real dates, the first not after the second, not in the future and at most a year apart',
} as const;

const periodRefused = (field: 'from' | 'to') =>
  validationFailed(clinicianSummaryMessages.period, {
    reason: 'summary_period_invalid',
    fields: { [field]: clinicianSummaryMessages.period },
  });

const isCalendarDay = (value: string | undefined): value is string =>
  value !== undefined &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00.000Z`).toISOString().slice(0, 10) === value;

/** The period in the user's own days (time zone and day start), as statistics counts them. */
async function windowOf(context: AuthContext, userId: string, query: ClinicianSummaryEntriesQuery) {
  const timeZone = query.timeZone ?? defaultTimeZone;
  const { dayStartHour } = await context.store.settings.find(userId);
  const today = localDayOf(context.now(), timeZone, dayStartHour);
  let from: string;
  let to = today;
  if (query.period === 'dates') {
    if (!isCalendarDay(query.from)) throw periodRefused('from');
    if (!isCalendarDay(query.to) || query.to > today) throw periodRefused('to');
    if (query.from > query.to || dayDistance(query.from, query.to) >= clinicianSummaryMaxDays) {
      throw periodRefused('from');
    }
    ({ from, to } = query);
  } else {
    from = addDays(today, query.period === 'last30' ? -29 : -89);
  }
  const window: SummaryWindow = {
    from,
    to,
    startInstant: localDayStart(from, timeZone, dayStartHour).toISOString(),
    endInstant: localDayStart(addDays(to, 1), timeZone, dayStartHour).toISOString(),
  };
  return { window, timeZone, dayStartHour, today };
}

/**
 * Premium, or records kept while premium (as the journal and statistics: readable after a cancellation and
 * while Premium is paused), and the health-data consent.
 */
async function requireAccess(context: AuthContext, userId: string) {
  await requireKeptRecordsReader(context, userId);
  await requireHealthConsent(context, userId);
}

/** `GET /api/stats/clinician-summary/entries`: the hand-written entries of the period, for the user to choose from. */
export async function listSummaryEntries(
  context: AuthContext,
  userId: string,
  query: ClinicianSummaryEntriesQuery,
): Promise<ClinicianSummaryEntriesResponse> {
  await requireAccess(context, userId);
  const { window } = await windowOf(context, userId, query);
  const [entries, medications] = await Promise.all([
    context.store.clinicianSummary.entries(userId, window),
    context.store.medications.countFor(userId),
  ]);
  return { from: window.from, to: window.to, entries, hasMedicationLog: medications > 0 };
}

/** `POST /api/stats/clinician-summary`: the sections asked for, in their fixed order, nothing else. */
export async function makeClinicianSummary(
  context: AuthContext,
  content: UserDataClient<ContentExport>,
  userId: string,
  request: ParsedClinicianSummaryRequest,
): Promise<ClinicianSummary> {
  await requireAccess(context, userId);
  const { window, timeZone, dayStartHour, today } = await windowOf(context, userId, request);
  let contentData: Promise<ContentExport> | undefined;
  const input: SectionInput = {
    context,
    userId,
    window,
    timeZone,
    dayStartHour,
    request,
    content: () => (contentData ??= content.export(userId, request.language)),
  };
  const asked = clinicianSummarySectionIds.filter((id) => request.sections.includes(id));
  const sections = await Promise.all(asked.map((id) => summarySections[id].gather(input)));
  return {
    language: request.language,
    from: window.from,
    to: window.to,
    madeOn: today,
    sections,
  };
}

/** The summary as an A4 PDF in its language: title, period, date made, the note, then each section. */
export function summaryPdf(summary: ClinicianSummary): Promise<Buffer> {
  const language: Language = summary.language;
  const texts = summaryTexts[language];
  const date = (day: string) => formatSummaryDate(language, day);
  return renderPdf({ title: texts.title, language, footer: texts.page }, (pdf) => {
    pdf.paragraph(texts.title, { bold: true, size: 20 });
    pdf.paragraph(texts.subtitle, { muted: true });
    pdf.gap(4);
    pdf.paragraph(texts.period(date(summary.from), date(summary.to)));
    pdf.paragraph(texts.madeOn(date(summary.madeOn)), { muted: true, size: 9 });
    pdf.gap(8);
    pdf.note(texts.noteTitle, texts.note);
    for (const section of summary.sections) {
      const module = summarySections[section.id] as {
        draw(pdf: unknown, section: unknown, texts: unknown, language: Language): void;
      };
      module.draw(pdf, section, texts, language);
    }
  });
}
