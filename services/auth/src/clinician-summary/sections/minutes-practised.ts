import type { SummarySectionModule } from './section';
import { weekLabel, weekStartOf, weeksOf } from './section';

/** Minutes of guided exercises and exercises finished, per week. */
export const minutesPractised: SummarySectionModule<'minutesPractised'> = {
  async gather({ context, userId, window }) {
    const days = await context.store.statistics.dailyPractice(userId, window.from, window.to);
    const weeks = new Map(weeksOf(window).map((week) => [week, { minutes: 0, completions: 0 }]));
    for (const day of days) {
      const week = weeks.get(weekStartOf(day.day));
      if (!week) continue;
      week.minutes += day.minutes;
      week.completions += day.completions;
    }
    const list = [...weeks].map(([start, totals]) => ({ start, ...totals }));
    return {
      id: 'minutesPractised',
      weeks: list,
      totalMinutes: list.reduce((sum, week) => sum + week.minutes, 0),
      totalCompletions: list.reduce((sum, week) => sum + week.completions, 0),
    };
  },
  draw(pdf, section, texts, language) {
    pdf.heading(texts.sectionTitles.minutesPractised);
    pdf.paragraph(texts.minutesLead, { muted: true, size: 9 });
    if (section.totalCompletions === 0) {
      pdf.paragraph(texts.nothingInPeriod);
      return;
    }
    pdf.barChart({
      labels: section.weeks.map((week) => weekLabel(language, week.start)),
      unit: texts.minutesAxis,
      series: [
        { label: texts.minutesAxis, colour: '#4f7f8f', values: section.weeks.map((week) => week.minutes) },
      ],
    });
    pdf.paragraph(texts.minutesTotal(section.totalMinutes, section.totalCompletions), { size: 9 });
  },
};
