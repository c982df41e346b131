import type { Language } from '@steady/contracts';

/** The kinds of task we wrote first steps for; `generic` when no rule matches. */
export type TaskKind =
  'email' | 'call' | 'paperwork' | 'studying' | 'cleaning' | 'leaving' | 'writing' | 'generic';

/**
 * Words that point to a kind, in English and Russian alike (people mix them); a trailing `*` takes any
 * word that begins so. Checked in this order, so "write an email" is an email and "study for the tax
 * exam" is studying, not paperwork.
 */
const rules: readonly (readonly [TaskKind, readonly string[]])[] = [
  ['email', ['email*', 'e-mail*', 'mail*', 'inbox', 'repl*', 'письм*', 'почт*', 'имейл*', 'ответить']],
  ['call', ['call', 'calls', 'phone', 'ring', 'dial', 'позвон*', 'звонок', 'созвон*', 'набрать']],
  [
    'studying',
    [
      'stud*',
      'exam*',
      'homework',
      'learn*',
      'revis*',
      'lecture*',
      'course*',
      'учить',
      'учеб*',
      'экзамен*',
      'домашк*',
      'зачет*',
      'лекци*',
      'курс',
      'курса',
      'курсу',
      'выучить',
      'подготов*',
    ],
  ],
  [
    'paperwork',
    [
      'form',
      'forms',
      'tax',
      'taxes',
      'bill',
      'bills',
      'paperwork',
      'document*',
      'application*',
      'insurance',
      'invoice*',
      'bank',
      'документ*',
      'налог*',
      'анкет*',
      'заявлен*',
      'счет',
      'счета',
      'квитанц*',
      'страхов*',
      'бумаг*',
      'справк*',
    ],
  ],
  [
    'cleaning',
    [
      'clean*',
      'tidy*',
      'dishes',
      'laundry',
      'vacuum*',
      'declutter*',
      'hoover*',
      'убра*',
      'убор*',
      'помыть',
      'мыть',
      'посуд*',
      'стирк*',
      'постира*',
      'пылесос*',
      'порядок',
    ],
  ],
  [
    'leaving',
    [
      'leave',
      'go',
      'house',
      'outside',
      'gym',
      'walk*',
      'shop*',
      'groceries',
      'errand*',
      'appointment*',
      'выйти',
      'выход*',
      'сходить',
      'пойти',
      'дома',
      'магазин*',
      'продукт*',
      'спортзал*',
      'прогул*',
      'улиц*',
    ],
  ],
  [
    'writing',
    [
      'writ*',
      'essay*',
      'article*',
      'report*',
      'thesis',
      'draft*',
      'blog*',
      'post',
      'chapter*',
      'напис*',
      'писать',
      'эссе',
      'стать*',
      'доклад*',
      'отчет*',
      'диплом*',
      'курсов*',
      'текст*',
      'глав*',
      'черновик*',
      'пост',
    ],
  ],
];

/** Lower case, "ё" read as "е", split into words of letters and digits. */
function wordsOf(task: string): string[] {
  return task
    .toLowerCase()
    .replaceAll('ё', 'е')
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((word) => word.length > 0);
}

const matches = (word: string, pattern: string) =>
  pattern.endsWith('*') ? word.startsWith(pattern.slice(0, -1)) : word === pattern;

/** The kind of task by simple keyword rules, on this device: nothing is sent anywhere. */
export function taskKindOf(task: string): TaskKind {
  const words = wordsOf(task);
  const found = rules.find(([, patterns]) =>
    words.some((word) => patterns.some((pattern) => matches(word, pattern))),
  );
  return found ? found[0] : 'generic';
}

const templates: Record<Language, Record<TaskKind, readonly string[]>> = {
  en: {
    email: [
      'Open the email, or a new message.',
      'Write only the subject line.',
      'Write one sentence: what you need, or what you answer.',
      'Add a greeting and a sign-off, then press Send.',
    ],
    call: [
      'Find the number and put it on the screen.',
      'Write down the one thing you need to say or ask.',
      'Add one line to leave if nobody answers.',
      'Press Call — a shaky voice is fine.',
    ],
    paperwork: [
      'Put the papers in one place, or open the form.',
      'Fill in only the easy fields: name, date, address.',
      'Mark each question you cannot answer yet.',
      'Write down the one thing you still need to find, and where to look.',
    ],
    studying: [
      'Put the book, notes or course page in front of you.',
      'Find the single next page, exercise or video.',
      'Read or watch only the first part of it.',
      'Write down one thing you remember.',
    ],
    cleaning: [
      'Put on one song or podcast you like.',
      'Pick one small area: a shelf, the sink or one corner.',
      'Throw away three things that are plainly rubbish.',
      'Put five things back where they belong.',
    ],
    leaving: [
      'Put on your shoes.',
      'Pick up your keys, phone and wallet.',
      'Check the one thing you need to take with you.',
      'Open the door and step outside.',
    ],
    writing: [
      'Open a blank page or the draft and give it a working title.',
      'Jot down three messy points it needs to make.',
      'Write one bad first sentence — it only has to exist.',
      'Keep writing without fixing anything until the timer ends.',
    ],
    generic: [
      'Write one line saying what "done" looks like.',
      'Get out the one thing you need to begin.',
      'Do the smallest part of it that you could show someone.',
    ],
  },
  ru: {
    email: [
      'Откройте письмо или новое сообщение.',
      'Напишите только тему.',
      'Напишите одно предложение: что вам нужно или что вы отвечаете.',
      'Добавьте приветствие и подпись и нажмите «Отправить».',
    ],
    call: [
      'Найдите номер и откройте его на экране.',
      'Запишите главное, что нужно сказать или спросить.',
      'Добавьте одну фразу на случай, если никто не ответит.',
      'Нажмите «Позвонить» — пусть голос и дрожит, это нормально.',
    ],
    paperwork: [
      'Сложите бумаги в одно место или откройте форму.',
      'Заполните только простые поля: имя, дату, адрес.',
      'Отметьте вопросы, на которые пока нет ответа.',
      'Запишите, что ещё нужно найти и где это искать.',
    ],
    studying: [
      'Положите перед собой учебник или конспект либо откройте страницу курса.',
      'Найдите одну следующую страницу, задачу или видео.',
      'Прочитайте или посмотрите только первую часть.',
      'Запишите одну вещь, которую запомнили.',
    ],
    cleaning: [
      'Включите одну любимую песню или подкаст.',
      'Выберите одно маленькое место: полку, раковину или один угол.',
      'Выбросьте три вещи, которые точно мусор.',
      'Верните на место пять вещей.',
    ],
    leaving: [
      'Наденьте обувь.',
      'Возьмите ключи, телефон и кошелёк.',
      'Проверьте одну вещь, которую нужно взять с собой.',
      'Откройте дверь и выйдите за порог.',
    ],
    writing: [
      'Откройте пустую страницу или черновик и дайте ему рабочее название.',
      'Набросайте три неряшливых пункта о том, что нужно сказать.',
      'Напишите одно плохое первое предложение — ему достаточно просто быть.',
      'Пишите дальше, ничего не исправляя, пока не закончится таймер.',
    ],
    generic: [
      'Опишите одной строкой, как будет выглядеть «готово».',
      'Достаньте одну вещь, которая нужна, чтобы начать.',
      'Сделайте самую маленькую часть, которую можно кому-то показать.',
    ],
  },
};

/** Three to five small first steps for the task, in the reader's language. */
export function firstStepsFor(task: string, language: Language): readonly string[] {
  return templates[language][taskKindOf(task)];
}
