import { defineCatalogs } from '@steady/ui';

/**
 * Capture from anywhere: the share page, the voice panel, and a brain-dump line sent to From stuck to started.
 * Each of them loads only when used and brings these texts with it (`<AppProviders catalogs={…}>`).
 */
export const captureCatalogs = defineCatalogs(
  {
    'share.title': 'Shared with Steady',
    'share.question': 'What would you like to do with it?',
    'share.preview': 'What you shared',
    'share.toBrainDump': 'Put this in the brain dump',
    'share.toSteps': 'Break it into first steps',
    'share.longText':
      'This is long, so the brain dump gets its first {count, plural, one {# character} other {# characters}}. From stuck to started takes the first line as its task.',
    'share.firstLineOnly': 'From stuck to started takes the first line as its task.',
    'share.empty': 'Nothing came through with this share — that happens with some apps.',
    'share.emptyHint': 'You can still open either one and type, or speak, what is on your mind.',
    'share.openBrainDump': 'Open the brain dump',
    'share.openSteps': 'Open From stuck to started',
    'brainDump.toSteps.title': 'Stuck on one of these lines?',
    'brainDump.toSteps.hint':
      'Send a line to From stuck to started to break it into small first steps. The brain dump keeps running.',
    'brainDump.toSteps.send': 'Break into first steps: {line}',
    'voice.title': 'Voice input',
    'voice.checking': 'Checking how this browser recognises speech…',
    'voice.where.local':
      'This browser can recognise speech on this device: your voice stays on it. Steady never receives the audio, only the words you see in the field.',
    'voice.where.cloud':
      'This browser sends your voice to its maker’s service (for Chrome, Google; for Safari, Apple) to turn it into text. If you are writing about your health, you may prefer to type. Steady itself never receives the audio.',
    'voice.where.downloadable':
      'This browser can recognise speech on this device once it downloads a language pack. Until then it would send your voice to its maker’s service (for Chrome, Google) to turn it into text. Steady itself never receives the audio.',
    'voice.download': 'Download it and keep my voice on this device',
    'voice.downloading': 'Downloading the language pack…',
    'voice.downloadFailed':
      'The language pack could not be downloaded just now. You can try again later or type.',
    'voice.turnOn': 'Turn on voice input',
    'voice.notNow': 'Not now',
    'voice.inUse.local': 'Voice input is on. Speech is recognised on this device.',
    'voice.inUse.cloud':
      'Voice input is on. Your browser sends your voice to its maker’s service to recognise it.',
    'voice.speak': 'Speak',
    'voice.stop': 'Stop listening',
    'voice.listening': 'Listening… say it your way, then pause.',
    'voice.turnOff': 'Turn voice input off',
    'voice.error.permission':
      'Steady may not use the microphone. You can allow it in the browser’s site settings, or keep typing.',
    'voice.error.noSpeech': 'Nothing was heard. Try again when you are ready, or type instead.',
    'voice.error.network':
      'This browser needs a connection to recognise speech, and it could not reach its service. You can type instead.',
    'voice.error.microphone': 'No microphone was found. You can type instead.',
    'voice.error.language': 'This browser cannot recognise speech in this language. You can type instead.',
    'voice.error.other': 'Voice input stopped. You can try again or type instead.',
  },
  {
    'share.title': 'Отправлено в Steady',
    'share.question': 'Что с этим сделать?',
    'share.preview': 'Что вы отправили',
    'share.toBrainDump': 'Добавить в выгрузку мыслей',
    'share.toSteps': 'Разбить на первые шаги',
    'share.longText':
      'Текст длинный, поэтому в выгрузку мыслей попадут первые {count, plural, one {# символ} few {# символа} many {# символов} other {# символа}}. «От ступора к началу» возьмёт первую строку как задачу.',
    'share.firstLineOnly': '«От ступора к началу» возьмёт первую строку как задачу.',
    'share.empty': 'Вместе с этой отправкой ничего не пришло — с некоторыми приложениями так бывает.',
    'share.emptyHint':
      'Можно всё равно открыть любое из упражнений и напечатать или надиктовать то, что на уме.',
    'share.openBrainDump': 'Открыть выгрузку мыслей',
    'share.openSteps': 'Открыть «От ступора к началу»',
    'brainDump.toSteps.title': 'Не получается взяться за что-то из этого?',
    'brainDump.toSteps.hint':
      'Отправьте строку в «От ступора к началу», чтобы разбить её на маленькие первые шаги. Выгрузка мыслей продолжится.',
    'brainDump.toSteps.send': 'Разбить на первые шаги: {line}',
    'voice.title': 'Голосовой ввод',
    'voice.checking': 'Проверяем, как этот браузер распознаёт речь…',
    'voice.where.local':
      'Этот браузер умеет распознавать речь на самом устройстве: ваш голос никуда не уходит. Steady не получает запись — только слова, которые появятся в поле.',
    'voice.where.cloud':
      'Этот браузер отправляет ваш голос в сервис своего разработчика (Chrome — в Google, Safari — в Apple), чтобы превратить его в текст. Если вы пишете о своём здоровье, возможно, удобнее напечатать. Сам Steady запись не получает.',
    'voice.where.downloadable':
      'Этот браузер может распознавать речь на самом устройстве, если скачает языковой пакет. Без него голос уйдёт в сервис разработчика браузера (Chrome — в Google), чтобы превратиться в текст. Сам Steady запись не получает.',
    'voice.download': 'Скачать пакет и оставить голос на устройстве',
    'voice.downloading': 'Скачиваем языковой пакет…',
    'voice.downloadFailed':
      'Сейчас не получилось скачать языковой пакет. Можно попробовать позже или напечатать.',
    'voice.turnOn': 'Включить голосовой ввод',
    'voice.notNow': 'Не сейчас',
    'voice.inUse.local': 'Голосовой ввод включён. Речь распознаётся на этом устройстве.',
    'voice.inUse.cloud':
      'Голосовой ввод включён. Браузер отправляет голос в сервис своего разработчика, чтобы распознать его.',
    'voice.speak': 'Говорить',
    'voice.stop': 'Остановить запись',
    'voice.listening': 'Слушаем… говорите как удобно, потом сделайте паузу.',
    'voice.turnOff': 'Выключить голосовой ввод',
    'voice.error.permission':
      'Steady не может использовать микрофон. Его можно разрешить в настройках сайта в браузере — или продолжить печатать.',
    'voice.error.noSpeech': 'Ничего не слышно. Попробуйте ещё раз, когда будете готовы, или напечатайте.',
    'voice.error.network':
      'Этому браузеру нужна связь, чтобы распознавать речь, а до его сервиса достучаться не удалось. Можно напечатать.',
    'voice.error.microphone': 'Микрофон не найден. Можно напечатать.',
    'voice.error.language': 'Этот браузер не распознаёт речь на этом языке. Можно напечатать.',
    'voice.error.other': 'Голосовой ввод остановился. Можно попробовать ещё раз или напечатать.',
  },
);
