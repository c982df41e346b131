import { sinceDoseMaxHours, type MedicationLog } from '@steady/contracts';
import { medicationLogForPeriod } from '../../medications/medications';
import { sinceDoseGroupsOf } from '../../statistics/since-dose';
import { formatAverage } from '../summary-texts';
import type { SectionInput, SectionOf, SummarySectionModule } from './section';

const hourMs = 60 * 60 * 1000;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((first, second) => first - second);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * Minutes since midnight of an instant on the user's clock. The median of these is the usual time; doses
 * either side of midnight would pull it towards noon, which a once-or-twice-a-day log rarely has.
 */
function minutesOfDay(format: Intl.DateTimeFormat, instant: string): number {
  const parts = format.formatToParts(new Date(instant));
  const part = (type: 'hour' | 'minute') => Number(parts.find((item) => item.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

const clockOf = (minutes: number) => {
  const rounded = Math.round(minutes);
  return `${String(Math.floor(rounded / 60)).padStart(2, '0')}:${String(rounded % 60).padStart(2, '0')}`;
};

/** Each medication with an entry in the period: how often it was taken, at what time, and for how long. */
function medicationsOf(log: MedicationLog, timeZone: string): SectionOf<'medicationLog'>['medications'] {
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return log.medications.flatMap(({ id, name, doseNote }) => {
    const doses = log.doses.filter((dose) => dose.medicationId === id);
    if (doses.length === 0) return [];
    const lasted = doses.flatMap((dose) =>
      dose.wearingOffAt === null ? [] : [(Date.parse(dose.wearingOffAt) - Date.parse(dose.takenAt)) / hourMs],
    );
    return [
      {
        name,
        doseNote,
        taken: doses.length,
        usualTime: clockOf(median(doses.map((dose) => minutesOfDay(clock, dose.takenAt)))),
        usualHoursToWearingOff: lasted.length === 0 ? null : Math.round(median(lasted) * 10) / 10,
      },
    ];
  });
}

/** The since-dose statistics of the period (a dose just before it counts for its first hours), or none. */
async function sinceDoseOf({ context, userId, window }: SectionInput) {
  const dosesSince = new Date(Date.parse(window.startInstant) - sinceDoseMaxHours * hourMs).toISOString();
  const [doses, moments] = await Promise.all([
    context.store.medications.dosesBetween(userId, dosesSince, window.endInstant),
    context.store.statistics.moments(userId, window.startInstant),
  ]);
  const groups = sinceDoseGroupsOf(
    doses.map((dose) => dose.takenAt),
    moments.filter((moment) => Date.parse(moment.at) < Date.parse(window.endInstant)),
  );
  const hasData = groups.some((group) => group.checkIns > 0 || group.states.length > 0);
  return hasData ? groups : [];
}

/**
 * The medication log as the user kept it: never a record of prescriptions. Empty for someone who keeps
 * no log (the form does not offer it then).
 */
export const medicationLog: SummarySectionModule<'medicationLog'> = {
  async gather(input) {
    const { context, userId, window, timeZone } = input;
    const period = { from: window.startInstant, to: window.endInstant };
    const log = await medicationLogForPeriod(context, userId, period);
    if (log.doses.length === 0) return { id: 'medicationLog', medications: [], sinceDose: [] };
    return {
      id: 'medicationLog',
      medications: medicationsOf(log, timeZone),
      sinceDose: await sinceDoseOf(input),
    };
  },
  draw(pdf, section, texts, language) {
    pdf.heading(texts.sectionTitles.medicationLog);
    pdf.paragraph(texts.medicationLead, { muted: true, size: 9 });
    if (section.medications.length === 0) {
      pdf.paragraph(texts.nothingInPeriod);
      return;
    }
    for (const medication of section.medications) {
      pdf.paragraph(medication.name, { bold: true });
      if (medication.doseNote) pdf.paragraph(texts.doseNote(medication.doseNote), { muted: true });
      pdf.paragraph(texts.dosesTaken(medication.taken, medication.usualTime));
      if (medication.usualHoursToWearingOff !== null) {
        pdf.paragraph(texts.wearingOffAfter(formatAverage(language, medication.usualHoursToWearingOff)));
      }
    }
    if (section.sinceDose.length === 0) return;
    pdf.gap();
    pdf.paragraph(texts.sinceDoseLead, { muted: true, size: 9 });
    for (const group of section.sinceDose) {
      const felt = group.feelingAverage === null ? '—' : formatAverage(language, group.feelingAverage);
      pdf.paragraph(
        `• ${texts.sinceDoseHours(group.fromHours, group.toHours)}: ${texts.sinceDoseRow(felt, group.checkIns)}`,
      );
    }
  },
};
