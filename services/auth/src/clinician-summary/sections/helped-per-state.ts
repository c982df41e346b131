import { helpedMostOf } from '../../statistics/statistics';
import type { SummarySectionModule } from './section';

/** Per state, the techniques the user's own ratings in the period rank highest. */
export const helpedPerState: SummarySectionModule<'helpedPerState'> = {
  async gather({ context, userId, window, content }) {
    const [rated, { techniqueNames }] = await Promise.all([
      context.store.ratings.ratedRecords(userId, {
        since: { instant: window.startInstant, day: window.from },
        until: { instant: window.endInstant, day: window.to },
      }),
      content(),
    ]);
    return {
      id: 'helpedPerState',
      states: helpedMostOf(rated).map(({ state, techniques }) => ({
        state,
        techniques: techniques.map((technique) => ({
          ...technique,
          name: techniqueNames[technique.techniqueId] ?? null,
        })),
      })),
    };
  },
  draw(pdf, section, texts) {
    pdf.heading(texts.sectionTitles.helpedPerState);
    pdf.paragraph(texts.helpedLead, { muted: true, size: 9 });
    if (section.states.length === 0) pdf.paragraph(texts.nothingInPeriod);
    for (const { state, techniques } of section.states) {
      pdf.gap(3);
      pdf.paragraph(texts.states[state], { bold: true });
      for (const technique of techniques) {
        const rating = texts.rated(technique.averageRating, technique.ratings);
        pdf.paragraph(`• ${technique.name ?? texts.unknownTechnique} — ${rating}`);
      }
    }
  },
};
