/**
 * Latin words a Russian text may keep: the product's name and unit, the brands it names, terms Russian
 * writes in Latin (IP-адрес, HTTPS, file formats, витамин D, B12), the R key of the keyboard hint, and "English" as the
 * name of the other language on the link that switches to it.
 */
const latinInRussianAllowed: ReadonlySet<string> = new Set([
  'Steady',
  'XP',
  'Google',
  'Stripe',
  'Checkout',
  // Makers of browsers' push services, named where the privacy policy says who delivers reminders.
  'Mozilla',
  'Apple',
  // Browsers named where voice input says whose service would hear the user's voice.
  'Chrome',
  'Safari',
  // Named where web push needs the home screen on Apple's phone.
  'iPhone',
  'IP',
  'HTTPS',
  // The browser's storage for writes kept offline, named by its standard name in the privacy policy.
  'IndexedDB',
  // The privacy policy names its cookies and their flag, and how passwords are hashed, exactly as the English does.
  'HttpOnly',
  'steady_refresh',
  'steady_oauth_state',
  'steady_oauth_intent',
  'bcrypt',
  // File formats, written in Latin in Russian too.
  'JPEG',
  'PNG',
  'WebP',
  'JSON',
  'CSV',
  'PDF',
  'English',
  'B',
  'B2',
  'B6',
  'B12',
  'D',
  'R',
]);

/** Latin words in a Russian text that the allow-list does not name. */
export function unexpectedLatinWords(text: string): string[] {
  const words = text.match(/[A-Za-z][A-Za-z0-9_]*/g) ?? [];
  return words.filter((word) => !latinInRussianAllowed.has(word));
}

/** A kind of error a native reader stops at, the pattern that finds it, and the text it was first found in. */
export interface WordingRule {
  /** What is wrong, and what to write instead: the failure message. */
  why: string;
  pattern: RegExp;
  /** A text the rule must catch (the one that was written), and its correction, which it must let through. */
  caught: string;
  fixed: string;
}

/** Word boundaries for Cyrillic, which `\b` does not know. */
const start = '(?<![а-яё])';
const end = '(?![а-яё])';

export const russianWordingRules: readonly WordingRule[] = [
  {
    why: '«аудиотехник» reads as "audio technician": say «техники с аудио» or just «аудио»',
    pattern: new RegExp(`${start}аудиотехник`, 'i'),
    caught: 'Аудиотехник пока нет',
    fixed: 'Здесь пока нет аудио',
  },
  {
    why: '«фокус» is a magic trick: a Pomodoro round is a «рабочий подход», the technique «Помодоро»',
    pattern: new RegExp(`${start}фокус(а|е|ом|у|ы|ов)?${end}`, 'i'),
    caught: 'Первый фокус',
    fixed: 'Первый «Помодоро»',
  },
  {
    why: 'what is kept stays «на устройстве» (where), not «на устройство» (where to)',
    pattern: new RegExp(
      `${start}сохран[а-яё]*\\s+(?:[а-яё]+\\s+){0,2}на\\s+(?:это\\s+|ваше\\s+)?устройство${end}`,
      'i',
    ),
    caught: 'Сохраняем на устройство…',
    fixed: 'Сохраняем на устройстве…',
  },
  {
    why: 'a name or label that is only a gerund dangles: «Слышу себя», not «Прислушиваясь к себе»',
    pattern: /^[А-ЯЁ][а-яё]+(?:ясь|вшись)(?:\s[^.!?]*)?$/,
    caught: 'Прислушиваясь к себе',
    fixed: 'Слышу себя',
  },
  {
    why: '«можете навредить» reads as "are able to harm": «если есть риск, что вы причините вред…»',
    pattern: new RegExp(`${start}можете\\s+(?:навредить|причинить\\s+вред)`, 'i'),
    caught: 'Если вы можете навредить себе или кому-то другому…',
    fixed: 'Если есть риск, что вы причините вред себе или другим…',
  },
  {
    why: 'changing something is «изменить» everywhere (the buttons say «Изменить»), not «правка»',
    pattern: new RegExp(`${start}правк[аиуеой]${end}`, 'i'),
    caught: 'Правка записи',
    fixed: 'Изменить запись',
  },
  {
    why: 'the audience is «взрослые с признаками СДВГ», not «с чертами дефицита внимания»',
    pattern: new RegExp(`${start}черт[а-яё]*\\s+дефицита\\s+внимания`, 'i'),
    caught: 'взрослым с чертами дефицита внимания',
    fixed: 'взрослым с признаками СДВГ',
  },
  {
    why: 'the theme follows the device’s light or dark mode, not the time of day',
    pattern: new RegExp(`${start}(?:днём|ночью)\\s*[—–-]\\s*«`, 'i'),
    caught: 'Днём — «Спокойная», а при тёмном режиме устройства — «Сумерки».',
    fixed: 'В светлом режиме устройства — «Спокойная», в тёмном — «Сумерки».',
  },
  {
    why: 'a sign-in on a device is a «сеанс», not a «сессия»',
    pattern: new RegExp(`${start}сесси[яиюей]${end}`, 'i'),
    caught: 'Ваша сессия завершилась — войдите снова',
    fixed: 'Сеанс завершился — войдите снова',
  },
  {
    why: 'no gendered endings in brackets: «Даю согласие», not «Я согласен(на)»',
    pattern: /[а-яё]\((?:а|на|ла)\)/i,
    caught: 'Я согласен(на) — сохранить',
    fixed: 'Даю согласие — сохранить',
  },
  {
    why: 'a button that tries again says «Попробовать ещё раз» everywhere',
    pattern: /^(?:Повторить|Попробовать снова)$/,
    caught: 'Повторить',
    fixed: 'Попробовать ещё раз',
  },
  {
    why: 'the plan is Премиум, without quotes, as on every screen',
    pattern: /«Премиум[а-яё]*»/,
    caught: 'Подписка «Премиум»: цена, пробный период, продление и отмена',
    fixed: 'Подписка Премиум: цена, пробный период, продление и отмена',
  },
];
