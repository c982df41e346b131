import type { SummarySectionModule } from './section';
import { formatSummaryDate } from '../summary-texts';

/** Only the entries the user ticked, and only their own, in the period. */
export const journalEntries: SummarySectionModule<'journalEntries'> = {
  async gather({ context, userId, window, request }) {
    const ids = request.journalEntryIds.flatMap((id) => (/^\d{1,15}$/.test(id) ? [Number(id)] : []));
    const entries = await context.store.clinicianSummary.chosenEntries(userId, window, ids);
    return { id: 'journalEntries', entries };
  },
  draw(pdf, section, texts, language) {
    pdf.heading(texts.sectionTitles.journalEntries);
    pdf.paragraph(texts.journalLead, { muted: true, size: 9 });
    if (section.entries.length === 0) pdf.paragraph(texts.nothingInPeriod);
    for (const entry of section.entries) {
      pdf.gap(4);
      pdf.paragraph(`${formatSummaryDate(language, entry.date)} · ${texts.states[entry.state]}`, {
        bold: true,
      });
      if (entry.text) pdf.paragraph(entry.text);
      if (entry.tags.length > 0) pdf.paragraph(texts.tags(entry.tags.join(', ')), { muted: true, size: 9 });
    }
  },
};
