import { languages } from '@steady/contracts';
import { firstStepsFor, taskKindOf, type TaskKind } from './step-templates';

describe('the first steps offered for a task', () => {
  it.each<[string, TaskKind]>([
    ['Write an email to my landlord', 'email'],
    ['reply to Anna', 'email'],
    ['Call the dentist', 'call'],
    ['phone the bank about my card', 'call'],
    ['Do my taxes', 'paperwork'],
    ['fill in the insurance form', 'paperwork'],
    ['Study for the exam', 'studying'],
    ['homework', 'studying'],
    ['Clean the kitchen', 'cleaning'],
    ['the dishes', 'cleaning'],
    ['Get out of the house', 'leaving'],
    ['go to the gym', 'leaving'],
    ['Write the report', 'writing'],
    ['my thesis chapter', 'writing'],
    ['sort out my life', 'generic'],
  ])('reads “%s” as %s', (task, kind) => {
    expect(taskKindOf(task)).toBe(kind);
  });

  it.each<[string, TaskKind]>([
    ['Написать письмо арендодателю', 'email'],
    ['ответить Анне', 'email'],
    ['Позвонить стоматологу', 'call'],
    ['Заполнить налоговую декларацию', 'paperwork'],
    ['документы для банка', 'paperwork'],
    ['Подготовиться к экзамену', 'studying'],
    ['выучить билеты к зачёту', 'studying'],
    ['Убраться на кухне', 'cleaning'],
    ['помыть посуду', 'cleaning'],
    ['Выйти из дома', 'leaving'],
    ['сходить в магазин', 'leaving'],
    ['Написать отчёт', 'writing'],
    ['статья для блога', 'writing'],
    ['разобраться с жизнью', 'generic'],
  ])('reads «%s» as %s', (task, kind) => {
    expect(taskKindOf(task)).toBe(kind);
  });

  it('does not take a word that only contains a keyword for it', () => {
    expect(taskKindOf('recall the information')).toBe('generic');
    expect(taskKindOf('platform billing')).toBe('generic');
  });

  it('offers three to five steps for every kind, in English and in Russian, the same number in both', () => {
    const kinds: Record<TaskKind, string> = {
      email: 'email',
      call: 'call',
      paperwork: 'taxes',
      studying: 'exam',
      cleaning: 'dishes',
      leaving: 'gym',
      writing: 'essay',
      generic: 'something',
    };
    for (const sample of Object.values(kinds)) {
      const counts = languages.map((language) => firstStepsFor(sample, language).length);
      expect(counts[0]).toBeGreaterThanOrEqual(3);
      expect(counts[0]).toBeLessThanOrEqual(5);
      expect(new Set(counts).size).toBe(1);
    }
  });

  it('answers in the reader’s language whatever language the task is typed in', () => {
    expect(firstStepsFor('позвонить маме', 'en')[0]).toBe('Find the number and put it on the screen.');
    expect(firstStepsFor('call mum', 'ru')[0]).toBe('Найдите номер и откройте его на экране.');
    expect(firstStepsFor('', 'ru')).toHaveLength(3);
  });
});
