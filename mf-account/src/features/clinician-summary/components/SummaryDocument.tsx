import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { moods, type ClinicianSummary, type ClinicianSummarySection } from '@steady/contracts';
import { stateMessageId } from './EntryPicker';

/** Reads as a document on screen and prints black on white, each section kept together where it fits. */
const Paper = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  padding: ${({ theme }) => theme.space(5)};
  h1 {
    margin: 0;
    font-size: 1.6rem;
  }
  h2 {
    font-size: 1.15rem;
    margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(1)};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.95rem;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: 0.9rem;
    margin-top: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.space(1)};
    text-align: left;
  }
  td + td,
  th + th {
    text-align: right;
  }
  aside {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    padding: ${({ theme }) => theme.space(3)};
    margin-top: ${({ theme }) => theme.space(4)};
  }
  @media print {
    border: 0;
    padding: 0;
    color: #000;
    background: #fff;
    font-size: 11pt;
    section {
      break-inside: avoid;
    }
    .muted {
      color: #333;
    }
  }
`;

const TableScroll = styled.div`
  overflow-x: auto;
`;

function useFormat() {
  const intl = useIntl();
  return {
    day: (day: string) =>
      intl.formatDate(day.length === 10 ? `${day}T12:00:00.000Z` : day, {
        dateStyle: 'medium',
        ...(day.length === 10 ? { timeZone: 'UTC' } : {}),
      }),
    /** A week's Monday in a table: day and month only, so a phone fits the columns. */
    week: (day: string) =>
      intl.formatDate(`${day}T12:00:00.000Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    average: (value: number) =>
      intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    text: (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
  };
}

type Format = ReturnType<typeof useFormat>;
type SectionView<Id extends ClinicianSummarySection['id']> = (props: {
  section: Extract<ClinicianSummarySection, { id: Id }>;
  format: Format;
}) => ReactNode;

const StatesTable: SectionView<'statesOverTime'> = ({ section, format }) => {
  const shown = moods.filter((state) =>
    section.weeks.some((week) => week.states.some((item) => item.state === state)),
  );
  if (shown.length === 0) return <p>{format.text('summary.doc.nothing')}</p>;
  return (
    <TableScroll>
      <table>
        <thead>
          <tr>
            <th>{format.text('summary.doc.week')}</th>
            {shown.map((state) => (
              <th key={state}>{format.text(`mood.${state}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {section.weeks.map((week) => (
            <tr key={week.start}>
              <td>{format.week(week.start)}</td>
              {shown.map((state) => (
                <td key={state}>{week.states.find((item) => item.state === state)?.count ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
};

const HelpedList: SectionView<'helpedPerState'> = ({ section, format }) => {
  if (section.states.length === 0) return <p>{format.text('summary.doc.nothing')}</p>;
  return section.states.map(({ state, techniques }) => (
    <div key={state}>
      <p>
        <strong>{format.text(`mood.${state}`)}</strong>
      </p>
      <ul>
        {techniques.map((technique) => (
          <li key={technique.techniqueId}>
            {technique.name ?? format.text('summary.doc.unknownTechnique')} —{' '}
            {format.text('summary.doc.rated', {
              average: format.average(technique.averageRating),
              count: technique.ratings,
            })}
          </li>
        ))}
      </ul>
    </div>
  ));
};

const MinutesTable: SectionView<'minutesPractised'> = ({ section, format }) => {
  if (section.totalCompletions === 0) return <p>{format.text('summary.doc.nothing')}</p>;
  return (
    <TableScroll>
      <table>
        <thead>
          <tr>
            <th>{format.text('summary.doc.week')}</th>
            <th>{format.text('summary.doc.minutes')}</th>
            <th>{format.text('summary.doc.completions')}</th>
          </tr>
        </thead>
        <tbody>
          {section.weeks.map((week) => (
            <tr key={week.start}>
              <td>{format.week(week.start)}</td>
              <td>{week.minutes}</td>
              <td>{week.completions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
};

const CheckInsList: SectionView<'checkIns'> = ({ section, format }) => {
  if (section.averageBefore === null || section.averageAfter === null) {
    return <p>{format.text('summary.doc.nothing')}</p>;
  }
  return (
    <>
      <p>
        <strong>
          {format.text('summary.doc.checkIns', {
            count: section.count,
            before: format.average(section.averageBefore),
            after: format.average(section.averageAfter),
          })}
        </strong>
      </p>
      <ul>
        {section.techniques.map((technique) => (
          <li key={technique.techniqueId}>
            {technique.name ?? format.text('summary.doc.unknownTechnique')} —{' '}
            {format.text('summary.doc.checkInsTechnique', {
              count: technique.count,
              before: format.average(technique.averageBefore),
              after: format.average(technique.averageAfter),
            })}
          </li>
        ))}
      </ul>
    </>
  );
};

const SinceDoseTable: SectionView<'medicationLog'> = ({ section, format }) => (
  <>
    <p className="muted">{format.text('summary.doc.sinceDoseLead')}</p>
    <TableScroll>
      <table>
        <thead>
          <tr>
            <th>{format.text('stats.sinceDose.table.hours')}</th>
            <th>{format.text('summary.doc.feltAverage')}</th>
            <th>{format.text('summary.doc.checkInsCount')}</th>
          </tr>
        </thead>
        <tbody>
          {section.sinceDose.map((group) => (
            <tr key={group.fromHours}>
              <td>
                {group.toHours === null
                  ? format.text('stats.sinceDose.hoursOpen', { from: group.fromHours })
                  : format.text('stats.sinceDose.hours', { from: group.fromHours, to: group.toHours })}
              </td>
              <td>{group.feelingAverage === null ? '—' : format.average(group.feelingAverage)}</td>
              <td>{group.checkIns}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  </>
);

const MedicationLogView: SectionView<'medicationLog'> = ({ section, format }) => {
  if (section.medications.length === 0) return <p>{format.text('summary.doc.nothing')}</p>;
  return (
    <>
      {section.medications.map((medication, index) => (
        <div key={`${index}-${medication.name}`}>
          <p>
            <strong>{medication.name}</strong>
          </p>
          {medication.doseNote && (
            <p className="muted">{format.text('summary.doc.doseNote', { note: medication.doseNote })}</p>
          )}
          <p>
            {format.text('summary.doc.dosesTaken', { count: medication.taken, time: medication.usualTime })}
          </p>
          {medication.usualHoursToWearingOff !== null && (
            <p>
              {format.text('summary.doc.wearingOff', {
                hours: format.average(medication.usualHoursToWearingOff),
              })}
            </p>
          )}
        </div>
      ))}
      {section.sinceDose.length > 0 && SinceDoseTable({ section, format })}
    </>
  );
};

const ReflectionResults: SectionView<'selfReflection'> = ({ section, format }) => {
  if (section.results.length === 0) return <p>{format.text('summary.doc.nothing')}</p>;
  return section.results.map((result) => (
    <div key={result.takenAt}>
      <p>
        <strong>{format.day(result.takenAt)}</strong>
      </p>
      <p>
        {format.text('summary.doc.result', {
          score: result.score,
          max: result.max,
          range: result.rangeName ?? '—',
        })}
      </p>
      {result.parts ? (
        <>
          <p>{format.text('summary.doc.traits', { ...result.parts.traits })}</p>
          <p>{format.text('summary.doc.dailyLife', { ...result.parts.dailyLife })}</p>
        </>
      ) : (
        <p className="muted">{format.text('summary.doc.partsUnavailable')}</p>
      )}
    </div>
  ));
};

const ChosenEntries: SectionView<'journalEntries'> = ({ section, format }) => {
  if (section.entries.length === 0) return <p>{format.text('summary.doc.nothing')}</p>;
  return section.entries.map((entry) => (
    <div key={entry.id}>
      <p>
        <strong>
          {format.day(entry.date)} · {format.text(stateMessageId(entry.state))}
        </strong>
      </p>
      {entry.text && <p>{entry.text}</p>}
      {entry.tags.length > 0 && (
        <p className="muted">{format.text('summary.doc.tags', { tags: entry.tags.join(', ') })}</p>
      )}
    </div>
  ));
};

/** Each section's view and lead, by its id: a new section adds its view here. */
const sectionViews: { [Id in ClinicianSummarySection['id']]: { view: SectionView<Id>; lead: string } } = {
  statesOverTime: { view: StatesTable, lead: 'summary.doc.statesLead' },
  helpedPerState: { view: HelpedList, lead: 'summary.doc.helpedLead' },
  minutesPractised: { view: MinutesTable, lead: 'summary.doc.minutesLead' },
  checkIns: { view: CheckInsList, lead: 'summary.doc.checkInsLead' },
  medicationLog: { view: MedicationLogView, lead: 'summary.doc.medicationLead' },
  selfReflection: { view: ReflectionResults, lead: 'summary.doc.selfReflectionLead' },
  journalEntries: { view: ChosenEntries, lead: 'summary.doc.journalLead' },
};

function Section({ section, format }: { section: ClinicianSummarySection; format: Format }) {
  const { view, lead } = sectionViews[section.id] as {
    view: SectionView<ClinicianSummarySection['id']>;
    lead: string;
  };
  return (
    <section aria-labelledby={`summary-${section.id}`} data-section={section.id}>
      <h2 id={`summary-${section.id}`}>
        <FormattedMessage id={`summary.section.${section.id}`} />
      </h2>
      <p className="muted">
        <FormattedMessage id={lead} />
      </p>
      {view({ section: section as never, format })}
    </section>
  );
}

/** The print version: the same document as the PDF, as HTML the browser prints alone. */
export function SummaryDocument({ summary }: { summary: ClinicianSummary }) {
  const format = useFormat();
  return (
    <Paper data-testid="clinician-summary">
      <h1>
        <FormattedMessage id="summary.title" />
      </h1>
      <p className="muted">
        <FormattedMessage id="summary.doc.subtitle" />
      </p>
      <p>
        {format.text('summary.doc.period', { from: format.day(summary.from), to: format.day(summary.to) })}
      </p>
      <p className="muted">{format.text('summary.doc.madeOn', { date: format.day(summary.madeOn) })}</p>
      <aside>
        <strong>
          <FormattedMessage id="summary.doc.noteTitle" />
        </strong>
        <p>
          <FormattedMessage id="summary.doc.note" />
        </p>
      </aside>
      {summary.sections.map((section) => (
        <Section key={section.id} section={section} format={format} />
      ))}
    </Paper>
  );
}
