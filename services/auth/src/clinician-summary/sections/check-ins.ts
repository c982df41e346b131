import type { SummarySectionModule } from './section';
import { averageOf } from './section';
import { formatAverage } from '../summary-texts';

/** The most techniques listed under the check-ins. */
const techniquesShown = 8;

/** The one-tap answers before and after guided exercises: on average, and per technique. */
export const checkIns: SummarySectionModule<'checkIns'> = {
  async gather({ context, userId, window, content }) {
    const [rows, { techniqueNames }] = await Promise.all([
      context.store.clinicianSummary.checkIns(userId, window),
      content(),
    ]);
    const perTechnique = new Map<string, { before: number[]; after: number[] }>();
    for (const row of rows) {
      for (const techniqueId of new Set(row.techniques)) {
        const tally = perTechnique.get(techniqueId) ?? { before: [], after: [] };
        tally.before.push(row.before);
        tally.after.push(row.after);
        perTechnique.set(techniqueId, tally);
      }
    }
    return {
      id: 'checkIns',
      count: rows.length,
      averageBefore: averageOf(rows.map((row) => row.before)),
      averageAfter: averageOf(rows.map((row) => row.after)),
      techniques: [...perTechnique]
        .map(([techniqueId, { before, after }]) => ({
          techniqueId,
          name: techniqueNames[techniqueId] ?? null,
          count: before.length,
          averageBefore: averageOf(before) ?? 0,
          averageAfter: averageOf(after) ?? 0,
        }))
        .sort(
          (first, second) =>
            second.count - first.count || first.techniqueId.localeCompare(second.techniqueId),
        )
        .slice(0, techniquesShown),
    };
  },
  draw(pdf, section, texts, language) {
    pdf.heading(texts.sectionTitles.checkIns);
    pdf.paragraph(texts.checkInsLead, { muted: true, size: 9 });
    if (section.count === 0 || section.averageBefore === null || section.averageAfter === null) {
      pdf.paragraph(texts.nothingInPeriod);
      return;
    }
    const format = (value: number) => formatAverage(language, value);
    pdf.paragraph(
      texts.checkInsTotal(section.count, format(section.averageBefore), format(section.averageAfter)),
      { bold: true },
    );
    for (const technique of section.techniques) {
      const line = texts.checkInsTechnique(
        technique.count,
        format(technique.averageBefore),
        format(technique.averageAfter),
      );
      pdf.paragraph(`• ${technique.name ?? texts.unknownTechnique} — ${line}`);
    }
  },
};
