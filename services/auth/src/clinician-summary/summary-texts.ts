import type { JournalState, Language } from '@steady/contracts';

/** The PDF's words in each language; the print page says the same from mf-account's catalog. */
export interface SummaryTexts {
  title: string;
  subtitle: string;
  period: (from: string, to: string) => string;
  madeOn: (date: string) => string;
  page: (page: number, pages: number) => string;
  noteTitle: string;
  note: string;
  nothingInPeriod: string;
  /** The five states and the journal's mood ratings. */
  states: Record<JournalState, string>;
  sectionTitles: {
    statesOverTime: string;
    helpedPerState: string;
    minutesPractised: string;
    checkIns: string;
    medicationLog: string;
    selfReflection: string;
    journalEntries: string;
  };
  statesLead: string;
  timesNoted: (count: number) => string;
  helpedLead: string;
  rated: (average: number, ratings: number) => string;
  unknownTechnique: string;
  minutesLead: string;
  minutesTotal: (minutes: number, completions: number) => string;
  minutesAxis: string;
  checkInsLead: string;
  checkInsTotal: (count: number, before: string, after: string) => string;
  checkInsTechnique: (count: number, before: string, after: string) => string;
  medicationLead: string;
  doseNote: (note: string) => string;
  dosesTaken: (count: number, time: string) => string;
  wearingOffAfter: (hours: string) => string;
  sinceDoseLead: string;
  sinceDoseHours: (from: number, to: number | null) => string;
  sinceDoseRow: (felt: string, checkIns: number) => string;
  selfReflectionLead: string;
  selfReflectionResult: (score: number, max: number, range: string) => string;
  traits: (score: number, max: number) => string;
  dailyLife: (score: number, max: number) => string;
  partsUnavailable: string;
  journalLead: string;
  tags: (tags: string) => string;
}

// Intl objects are slow to build and a summary formats hundreds of dates and counts: one of each per language.
const pluralRules: Record<Language, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  ru: new Intl.PluralRules('ru'),
};
const pluralOf = (language: Language) => pluralRules[language];

function counted(language: Language, count: number, forms: Partial<Record<Intl.LDMLPluralRule, string>>) {
  const form = forms[pluralOf(language).select(count)] ?? forms.other ?? '';
  return form.replace('#', String(count));
}

const en: SummaryTexts = {
  title: 'Summary for my clinician',
  subtitle: 'From my own records in Steady',
  period: (from, to) => `Period: ${from} – ${to}`,
  madeOn: (date) => `Made on ${date}`,
  page: (page, pages) => `Page ${page} of ${pages}`,
  noteTitle: 'What these figures are, and what they are not',
  note:
    'Everything here is self-reported: what I picked, rated and wrote in Steady, an app for adults with ' +
    'ADHD traits. It is not a diagnosis and not a measure of symptoms. A day without entries only means ' +
    'I did not open the app; ratings are how I felt at the time, on a scale of 1 to 5.',
  nothingInPeriod: 'Nothing recorded in this period.',
  states: {
    anxiety: 'Anxiety',
    procrastination: 'Procrastination',
    irritability: 'Irritability',
    hyperactivity: 'Hyperactivity',
    overwhelm: 'Overwhelm',
    veryGood: 'Very good',
    good: 'Good',
    neutral: 'Neutral',
    bad: 'Bad',
    veryBad: 'Very bad',
  },
  sectionTitles: {
    statesOverTime: 'States over time',
    helpedPerState: 'What helped, per state',
    minutesPractised: 'Minutes practised',
    checkIns: 'Check-ins before and after exercises',
    medicationLog: 'Medication log',
    selfReflection: 'Self-reflection results',
    journalEntries: 'Journal entries I chose to share',
  },
  statesLead: 'How often I picked or wrote about each state, per week (weeks start on Monday).',
  timesNoted: (count) => counted('en', count, { one: '# time', other: '# times' }),
  helpedLead: 'Techniques I rated most helpful for each state (1 = not at all, 5 = a lot).',
  rated: (average, ratings) =>
    `${average.toFixed(1)} of 5, ${counted('en', ratings, { one: '# rating', other: '# ratings' })}`,
  unknownTechnique: 'A technique no longer in Steady',
  minutesLead: 'Minutes of guided exercises per week.',
  minutesTotal: (minutes, completions) =>
    `In total: ${counted('en', minutes, { one: '# minute', other: '# minutes' })}, ` +
    counted('en', completions, { one: '# exercise finished', other: '# exercises finished' }),
  minutesAxis: 'minutes',
  checkInsLead: 'How I felt just before and just after a guided exercise (1 = very bad, 5 = very good).',
  checkInsTotal: (count, before, after) =>
    `${counted('en', count, { one: '# check-in', other: '# check-ins' })}: on average ${before} before, ${after} after`,
  checkInsTechnique: (count, before, after) =>
    `${counted('en', count, { one: '# time', other: '# times' })}: ${before} before, ${after} after`,
  medicationLead: 'As I logged it; not a record of prescriptions and not medical advice.',
  doseNote: (note) => `Dose as prescribed, in my words: ${note}`,
  dosesTaken: (count, time) =>
    `${counted('en', count, { one: '# dose logged as taken', other: '# doses logged as taken' })}, usually at ${time}`,
  wearingOffAfter: (hours) => `Usually wearing off after ${hours} h`,
  sinceDoseLead:
    'How I felt (1 = very bad, 5 = very good) and my check-ins, by hours since the last dose I logged.',
  sinceDoseHours: (from, to) => (to === null ? `${from}+ h` : `${from}–${to} h`),
  sinceDoseRow: (felt, checkIns) =>
    `on average ${felt}, ${counted('en', checkIns, { one: '# check-in', other: '# check-ins' })}`,
  selfReflectionLead:
    "Steady's own 17 questions, not a validated screening and not a diagnosis. The result is a band, " +
    'not a point; the two parts are shown side by side.',
  selfReflectionResult: (score, max, range) => `Total ${score} of ${max} — ${range}`,
  traits: (score, max) => `How often the traits show: ${score} of ${max}`,
  dailyLife: (score, max) => `How much they affect daily life: ${score} of ${max}`,
  partsUnavailable: 'The two parts cannot be shown for this result: its questions have since changed.',
  journalLead: 'Only the entries I ticked for this summary, in my own words.',
  tags: (tags) => `Tags: ${tags}`,
};

const ru: SummaryTexts = {
  title: 'Сводка для специалиста',
  subtitle: 'По моим записям в Steady — для врача или психотерапевта',
  period: (from, to) => `Период: ${from} — ${to}`,
  madeOn: (date) => `Составлена ${date}`,
  page: (page, pages) => `Страница ${page} из ${pages}`,
  noteTitle: 'Что значат эти цифры и чего они не значат',
  note:
    'Всё здесь — мои собственные отметки в Steady, приложении для взрослых с признаками СДВГ: выбранные ' +
    'состояния, оценки и записи. Это не диагноз и не измерение симптомов. День без записей значит лишь, ' +
    'что приложение в тот день не открывалось; оценки — это самочувствие в тот момент по шкале от 1 до 5.',
  nothingInPeriod: 'За этот период записей нет.',
  states: {
    anxiety: 'Тревога',
    procrastination: 'Прокрастинация',
    irritability: 'Раздражительность',
    hyperactivity: 'Гиперактивность',
    overwhelm: 'Перегрузка',
    veryGood: 'Очень хорошо',
    good: 'Хорошо',
    neutral: 'Нейтрально',
    bad: 'Плохо',
    veryBad: 'Очень плохо',
  },
  sectionTitles: {
    statesOverTime: 'Состояния по неделям',
    helpedPerState: 'Что помогало при каждом состоянии',
    minutesPractised: 'Минуты упражнений',
    checkIns: 'Самочувствие до и после упражнений',
    medicationLog: 'Журнал приёма лекарств',
    selfReflection: 'Результаты самопроверки',
    journalEntries: 'Записи из дневника, выбранные для сводки',
  },
  statesLead:
    'Как часто каждое состояние выбиралось или упоминалось в записях, по неделям (неделя начинается с понедельника).',
  timesNoted: (count) =>
    counted('ru', count, { one: '# раз', few: '# раза', many: '# раз', other: '# раза' }),
  helpedLead:
    'Техники с самыми высокими моими оценками при каждом состоянии (1 — не помогло, 5 — очень помогло).',
  rated: (average, ratings) =>
    `${average.toFixed(1).replace('.', ',')} из 5, ` +
    counted('ru', ratings, { one: '# оценка', few: '# оценки', many: '# оценок', other: '# оценки' }),
  unknownTechnique: 'Техника, которой больше нет в Steady',
  minutesLead: 'Минуты упражнений по неделям.',
  minutesTotal: (minutes, completions) =>
    `Всего: ${counted('ru', minutes, { one: '# минута', few: '# минуты', many: '# минут', other: '# минуты' })}, ` +
    `завершено упражнений: ${completions}`,
  minutesAxis: 'минуты',
  checkInsLead:
    'Моё самочувствие прямо перед упражнением и сразу после него (1 — очень плохо, 5 — очень хорошо).',
  checkInsTotal: (count, before, after) =>
    `${counted('ru', count, { one: '# отметка', few: '# отметки', many: '# отметок', other: '# отметки' })}: ` +
    `в среднем ${before} до и ${after} после`,
  checkInsTechnique: (count, before, after) =>
    `${counted('ru', count, { one: '# раз', few: '# раза', many: '# раз', other: '# раза' })}: ${before} до, ${after} после`,
  medicationLead: 'По моим записям; это не список назначений и не медицинская рекомендация.',
  doseNote: (note) => `Доза по назначению, моими словами: ${note}`,
  dosesTaken: (count, time) => `Отмечено приёмов: ${count}, обычно в ${time}`,
  wearingOffAfter: (hours) => `Действие обычно проходит через ${hours} ч`,
  sinceDoseLead:
    'Моё самочувствие (1 — очень плохо, 5 — очень хорошо) и отметки по часам после последнего отмеченного приёма.',
  sinceDoseHours: (from, to) => (to === null ? `${from}+ ч` : `${from}–${to} ч`),
  sinceDoseRow: (felt, checkIns) =>
    `в среднем ${felt}, ${counted('ru', checkIns, { one: '# отметка', few: '# отметки', many: '# отметок', other: '# отметки' })}`,
  selfReflectionLead:
    'Собственные 17 вопросов Steady — не проверенный скрининг и не диагноз. Результат — это диапазон, ' +
    'а не точка; две его части показаны рядом.',
  selfReflectionResult: (score, max, range) => `Всего ${score} из ${max} — ${range}`,
  traits: (score, max) => `Как часто проявляются черты: ${score} из ${max}`,
  dailyLife: (score, max) => `Насколько они мешают в жизни: ${score} из ${max}`,
  partsUnavailable: 'Две части для этого результата показать нельзя: вопросы с тех пор изменились.',
  journalLead: 'Только записи, отмеченные для этой сводки, — моими словами.',
  tags: (tags) => `Теги: ${tags}`,
};

export const summaryTexts: Record<Language, SummaryTexts> = { en, ru };

/** A day (YYYY-MM-DD) or an instant as the reader's language writes a date: "28 Nov 2026", «28 нояб. 2026 г.». */
const dateFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  ru: new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
};

export function formatSummaryDate(language: Language, dateOrDay: string): string {
  const instant = dateOrDay.length === 10 ? `${dateOrDay}T12:00:00.000Z` : dateOrDay;
  return dateFormats[language].format(new Date(instant));
}

/** An average rating as the language writes decimals. */
export const formatAverage = (language: Language, value: number) =>
  language === 'ru' ? value.toFixed(1).replace('.', ',') : value.toFixed(1);
