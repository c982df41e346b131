import { defineCatalogs } from '@steady/ui';

/**
 * `/clinician-summary`: the choices, then the print version. The document speaks in the user's voice to
 * their clinician, with the same words as the PDF the auth service makes (`services/auth/src/clinician-summary`).
 */
export const clinicianSummaryMessages = defineCatalogs(
  {
    'summary.title': 'Summary for my clinician',
    'summary.open': 'Summary for my clinician',
    'summary.lead':
      'A summary of your own records to bring to a doctor or therapist. Choose the period and what goes in. Steady makes it only when you ask and gives it to you alone: nothing is kept or sent anywhere.',
    'summary.period.legend': 'Period',
    'summary.period.last30': 'Last 30 days',
    'summary.period.last90': 'Last 90 days',
    'summary.period.dates': 'Choose dates',
    'summary.period.from': 'From',
    'summary.period.to': 'To',
    'summary.sections.legend': 'What to include',
    'summary.section.statesOverTime': 'States over time',
    'summary.section.helpedPerState': 'What helped, per state',
    'summary.section.minutesPractised': 'Minutes practised',
    'summary.section.checkIns': 'Check-ins before and after exercises',
    'summary.section.medicationLog': 'Medication log',
    'summary.section.selfReflection': 'Self-reflection results',
    'summary.section.journalEntries': 'Journal entries I chose to share',
    'summary.entries.legend': 'Journal entries to share',
    'summary.entries.hint': 'None are included unless you tick them.',
    'summary.entries.none': 'There are no journal entries in this period.',
    'summary.entries.ticked':
      '{count, plural, =0 {No entries ticked} one {# entry ticked} other {# entries ticked}}',
    'summary.pickSection': 'Tick at least one thing to include.',
    'summary.show': 'Show the print version',
    'summary.download': 'Download PDF',
    'summary.making': 'Making the summary…',
    'summary.downloaded': 'The PDF is in your downloads.',
    'summary.print': 'Print',
    'summary.back': 'Back to the choices',
    'summary.retry': 'Try again',
    'summary.doc.subtitle': 'From my own records in Steady',
    'summary.doc.period': 'Period: {from} – {to}',
    'summary.doc.madeOn': 'Made on {date}',
    'summary.doc.noteTitle': 'What these figures are, and what they are not',
    'summary.doc.note':
      'Everything here is self-reported: what I picked, rated and wrote in Steady, an app for adults with ADHD traits. It is not a diagnosis and not a measure of symptoms. A day without entries only means I did not open the app; ratings are how I felt at the time, on a scale of 1 to 5.',
    'summary.doc.nothing': 'Nothing recorded in this period.',
    'summary.doc.statesLead':
      'How often I picked or wrote about each state, per week (weeks start on Monday).',
    'summary.doc.week': 'Week of',
    'summary.doc.helpedLead': 'Techniques I rated most helpful for each state (1 = not at all, 5 = a lot).',
    'summary.doc.rated': '{average} of 5, {count, plural, one {# rating} other {# ratings}}',
    'summary.doc.unknownTechnique': 'A technique no longer in Steady',
    'summary.doc.minutesLead': 'Minutes of guided exercises per week.',
    'summary.doc.minutes': 'Minutes',
    'summary.doc.completions': 'Exercises finished',
    'summary.doc.checkInsLead':
      'How I felt just before and just after a guided exercise (1 = very bad, 5 = very good).',
    'summary.doc.checkIns':
      '{count, plural, one {# check-in} other {# check-ins}}: on average {before} before, {after} after',
    'summary.doc.checkInsTechnique':
      '{count, plural, one {# time} other {# times}}: {before} before, {after} after',
    'summary.doc.medicationLead': 'As I logged it; not a record of prescriptions and not medical advice.',
    'summary.doc.doseNote': 'Dose as prescribed, in my words: {note}',
    'summary.doc.dosesTaken':
      '{count, plural, one {# dose logged as taken} other {# doses logged as taken}}, usually at {time}',
    'summary.doc.wearingOff': 'Usually wearing off after {hours} h',
    'summary.doc.sinceDoseLead':
      'How I felt (1 = very bad, 5 = very good) and my check-ins, by hours since the last dose I logged.',
    'summary.doc.feltAverage': 'How I felt on average',
    'summary.doc.checkInsCount': 'Check-ins',
    'summary.doc.selfReflectionLead':
      "Steady's own 17 questions, not a validated screening and not a diagnosis. The result is a band, not a point; the two parts are shown side by side.",
    'summary.doc.result': 'Total {score} of {max} — {range}',
    'summary.doc.traits': 'How often the traits show: {score} of {max}',
    'summary.doc.dailyLife': 'How much they affect daily life: {score} of {max}',
    'summary.doc.partsUnavailable':
      'The two parts cannot be shown for this result: its questions have since changed.',
    'summary.doc.journalLead': 'Only the entries I ticked for this summary, in my own words.',
    'summary.doc.tags': 'Tags: {tags}',
  },
  {
    'summary.title': 'Сводка для специалиста',
    'summary.open': 'Сводка для специалиста',
    'summary.lead':
      'Сводка ваших собственных записей, чтобы показать врачу или психотерапевту. Выберите период и то, что в неё войдёт. Steady составляет её только по вашей просьбе и отдаёт только вам: ничего не сохраняется и никуда не отправляется.',
    'summary.period.legend': 'Период',
    'summary.period.last30': 'Последние 30 дней',
    'summary.period.last90': 'Последние 90 дней',
    'summary.period.dates': 'Выбрать даты',
    'summary.period.from': 'С',
    'summary.period.to': 'По',
    'summary.sections.legend': 'Что включить',
    'summary.section.statesOverTime': 'Состояния по неделям',
    'summary.section.helpedPerState': 'Что помогало при каждом состоянии',
    'summary.section.minutesPractised': 'Минуты упражнений',
    'summary.section.checkIns': 'Самочувствие до и после упражнений',
    'summary.section.medicationLog': 'Журнал приёма лекарств',
    'summary.section.selfReflection': 'Результаты самопроверки',
    'summary.section.journalEntries': 'Записи из дневника, выбранные для сводки',
    'summary.entries.legend': 'Записи из дневника',
    'summary.entries.hint': 'Запись попадёт в сводку, только если вы её отметите.',
    'summary.entries.none': 'За этот период записей в дневнике нет.',
    'summary.entries.ticked':
      '{count, plural, =0 {Записи не отмечены} one {Отмечена # запись} few {Отмечены # записи} many {Отмечено # записей} other {Отмечено # записи}}',
    'summary.pickSection': 'Отметьте хотя бы один пункт.',
    'summary.show': 'Открыть версию для печати',
    'summary.download': 'Скачать PDF',
    'summary.making': 'Составляем сводку…',
    'summary.downloaded': 'PDF сохранён в загрузках.',
    'summary.print': 'Распечатать',
    'summary.back': 'Вернуться к выбору',
    'summary.retry': 'Попробовать ещё раз',
    'summary.doc.subtitle': 'По моим записям в Steady — для врача или психотерапевта',
    'summary.doc.period': 'Период: {from} — {to}',
    'summary.doc.madeOn': 'Составлена {date}',
    'summary.doc.noteTitle': 'Что значат эти цифры и чего они не значат',
    'summary.doc.note':
      'Всё здесь — мои собственные отметки в Steady, приложении для взрослых с признаками СДВГ: выбранные состояния, оценки и записи. Это не диагноз и не измерение симптомов. День без записей значит лишь, что приложение в тот день не открывалось; оценки — это самочувствие в тот момент по шкале от 1 до 5.',
    'summary.doc.nothing': 'За этот период записей нет.',
    'summary.doc.statesLead':
      'Как часто каждое состояние выбиралось или упоминалось в записях, по неделям (неделя начинается с понедельника).',
    'summary.doc.week': 'Неделя с',
    'summary.doc.helpedLead':
      'Техники с самыми высокими моими оценками при каждом состоянии (1 — не помогло, 5 — очень помогло).',
    'summary.doc.rated':
      '{average} из 5, {count, plural, one {# оценка} few {# оценки} many {# оценок} other {# оценки}}',
    'summary.doc.unknownTechnique': 'Техника, которой больше нет в Steady',
    'summary.doc.minutesLead': 'Минуты упражнений по неделям.',
    'summary.doc.minutes': 'Минуты',
    'summary.doc.completions': 'Завершено упражнений',
    'summary.doc.checkInsLead':
      'Моё самочувствие прямо перед упражнением и сразу после него (1 — очень плохо, 5 — очень хорошо).',
    'summary.doc.checkIns':
      '{count, plural, one {# отметка} few {# отметки} many {# отметок} other {# отметки}}: в среднем {before} до и {after} после',
    'summary.doc.checkInsTechnique':
      '{count, plural, one {# раз} few {# раза} many {# раз} other {# раза}}: {before} до, {after} после',
    'summary.doc.medicationLead': 'По моим записям; это не список назначений и не медицинская рекомендация.',
    'summary.doc.doseNote': 'Доза по назначению, моими словами: {note}',
    'summary.doc.dosesTaken': 'Отмечено приёмов: {count}, обычно в {time}',
    'summary.doc.wearingOff': 'Действие обычно проходит через {hours} ч',
    'summary.doc.sinceDoseLead':
      'Моё самочувствие (1 — очень плохо, 5 — очень хорошо) и отметки по часам после последнего отмеченного приёма.',
    'summary.doc.feltAverage': 'Среднее самочувствие',
    'summary.doc.checkInsCount': 'Отметки',
    'summary.doc.selfReflectionLead':
      'Собственные 17 вопросов Steady — не проверенный скрининг и не диагноз. Результат — это диапазон, а не точка; две его части показаны рядом.',
    'summary.doc.result': 'Всего {score} из {max} — {range}',
    'summary.doc.traits': 'Как часто проявляются черты: {score} из {max}',
    'summary.doc.dailyLife': 'Насколько они мешают в жизни: {score} из {max}',
    'summary.doc.partsUnavailable':
      'Две части для этого результата показать нельзя: вопросы с тех пор изменились.',
    'summary.doc.journalLead': 'Только записи, отмеченные для этой сводки, — моими словами.',
    'summary.doc.tags': 'Теги: {tags}',
  },
);
