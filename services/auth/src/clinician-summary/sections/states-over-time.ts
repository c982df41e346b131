import { moods, moodSchema, type Mood } from '@steady/contracts';
import { localDayOf } from '@steady/domain';
import type { SummarySectionModule } from './section';
import { weekLabel, weekStartOf, weeksOf } from './section';

/** One colour per state, told apart in greyscale too (light to dark). */
const stateColours: Record<Mood, string> = {
  anxiety: '#9cc9d6',
  procrastination: '#e3b76b',
  irritability: '#c97b6b',
  hyperactivity: '#6f9f5f',
  overwhelm: '#4f5f8f',
};

/** States picked on the home page and written in the journal, counted per week. */
export const statesOverTime: SummarySectionModule<'statesOverTime'> = {
  async gather({ context, userId, window, timeZone, dayStartHour }) {
    const mentions = await context.store.clinicianSummary.stateMentions(userId, window);
    const counts = new Map(weeksOf(window).map((week) => [week, new Map<Mood, number>()]));
    for (const mention of mentions) {
      const state = moodSchema.safeParse(mention.state);
      if (!state.success) continue;
      const day = mention.day ?? localDayOf(new Date(mention.at), timeZone, dayStartHour);
      const week = counts.get(weekStartOf(day));
      week?.set(state.data, (week.get(state.data) ?? 0) + 1);
    }
    return {
      id: 'statesOverTime',
      weeks: [...counts].map(([start, states]) => ({
        start,
        states: moods.flatMap((state) => {
          const count = states.get(state);
          return count ? [{ state, count }] : [];
        }),
      })),
    };
  },
  draw(pdf, section, texts, language) {
    pdf.heading(texts.sectionTitles.statesOverTime);
    pdf.paragraph(texts.statesLead, { muted: true, size: 9 });
    const totals = moods.map((state) => ({
      state,
      count: section.weeks.reduce(
        (sum, week) => sum + (week.states.find((item) => item.state === state)?.count ?? 0),
        0,
      ),
    }));
    if (totals.every(({ count }) => count === 0)) {
      pdf.paragraph(texts.nothingInPeriod);
      return;
    }
    pdf.barChart({
      labels: section.weeks.map((week) => weekLabel(language, week.start)),
      unit: '',
      series: totals.flatMap(({ state, count }) =>
        count === 0
          ? []
          : [
              {
                label: texts.states[state],
                colour: stateColours[state],
                values: section.weeks.map(
                  (week) => week.states.find((item) => item.state === state)?.count ?? 0,
                ),
              },
            ],
      ),
    });
    pdf.paragraph(
      totals
        .filter(({ count }) => count > 0)
        .map(({ state, count }) => `${texts.states[state]}: ${texts.timesNoted(count)}`)
        .join(' · '),
      { size: 9 },
    );
  },
};
