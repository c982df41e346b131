import { adhdMaxScore } from '@steady/contracts';
import type { SummarySectionModule } from './section';
import { formatSummaryDate } from '../summary-texts';

/** Self-reflection results taken in the period, with the framing the results page gives them. */
export const selfReflection: SummarySectionModule<'selfReflection'> = {
  async gather({ window, content }) {
    const { adhdTestResults } = await content();
    return {
      id: 'selfReflection',
      results: adhdTestResults
        .filter(({ takenAt }) => takenAt >= window.startInstant && takenAt < window.endInstant)
        .sort((first, second) => first.takenAt.localeCompare(second.takenAt))
        .map((result) => ({
          takenAt: result.takenAt,
          score: result.score,
          max: adhdMaxScore,
          rangeName: result.rangeName,
          parts: result.parts,
        })),
    };
  },
  draw(pdf, section, texts, language) {
    pdf.heading(texts.sectionTitles.selfReflection);
    pdf.paragraph(texts.selfReflectionLead, { muted: true, size: 9 });
    if (section.results.length === 0) pdf.paragraph(texts.nothingInPeriod);
    for (const result of section.results) {
      pdf.gap(3);
      pdf.paragraph(formatSummaryDate(language, result.takenAt), { bold: true });
      pdf.paragraph(texts.selfReflectionResult(result.score, result.max, result.rangeName ?? '—'));
      if (result.parts) {
        pdf.paragraph(texts.traits(result.parts.traits.score, result.parts.traits.max));
        pdf.paragraph(texts.dailyLife(result.parts.dailyLife.score, result.parts.dailyLife.max));
      } else {
        pdf.paragraph(texts.partsUnavailable, { muted: true, size: 9 });
      }
    }
  },
};
